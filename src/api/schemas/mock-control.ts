import * as z from 'zod/mini';
import { viewBundle } from './view-bundle';

/**
 * The mock server's control interface (`/__mock`, not part of the API; see the ledger). Request bodies are strict:
 * an unknown member is a 400. The mock parses its control bodies with these, tests and e2e build them with the types.
 *
 * The app reads the two answers it needs from './mock-answers' (re-exported here), never this module, which names the
 * view bundle's schema: that would put it in the sign-in page's first screen (1.9 KB gzip, npm run bench). zod/mini's
 * `.check()` is a method call a bundler cannot prove pure, so the request-body schemas are built inside
 * `built(() => ...)`, which it can: an unused one drops out of a bundle with everything it would have built.
 */
const built = /* @__NO_SIDE_EFFECTS__ */ <T>(make: () => T): T => make();

const int = /* @__NO_SIDE_EFFECTS__ */ (min: number, max: number) =>
  z.number().check(z.int(), z.minimum(min), z.maximum(max));

export { createdWorld, mockScenario, mockScenarios, type CreatedWorld, type MockScenario } from './mock-answers';

/** Statuses a world can be told to fail with. */
export const mockFaultStatusValues = [500, 502, 503, 504, 429] as const;
export type MockFaultStatus = (typeof mockFaultStatusValues)[number];

/**
 * `rate` 0..1 of the world's /api requests fail before their handler runs, with one of `statuses` (default [500]).
 * `seed` makes the draw reproducible across worlds; without it the world id seeds it.
 */
export const mockFaults = built(() =>
  z.strictObject({
    rate: z.number().check(z.minimum(0), z.maximum(1)),
    statuses: z.optional(z.array(z.literal(mockFaultStatusValues)).check(z.minLength(1), z.maxLength(5))),
    seed: z.optional(int(0, 4_294_967_295)),
  }),
);
export type MockFaults = z.infer<typeof mockFaults>;

export const MAX_LATENCY_MS = 10_000;
export const mockLatencyMs = built(() => int(0, MAX_LATENCY_MS));

/** A contact sub-account key of the main customer; `canPlaceOrders` defaults to false. */
export const mockSubAccount = built(() =>
  z.strictObject({
    canPlaceOrders: z._default(z.boolean(), false),
  }),
);
export type MockSubAccount = z.output<typeof mockSubAccount>;

export const mockNamedKey = built(() =>
  z.strictObject({
    name: z.string().check(z.minLength(1), z.maxLength(40)),
    // Scope names are checked by the mock so the error can name the unknown one.
    scopes: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(64)),
    subAccount: z.optional(mockSubAccount),
  }),
);

export const createWorldBody = built(() =>
  z.strictObject({
    scenario: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    jobDurationMs: z.optional(int(0, 3_600_000)),
    rateLimit: z.optional(
      z.strictObject({
        limit: int(1, 1_000_000),
        windowSeconds: int(1, 86_400),
      }),
    ),
    keys: z.optional(z.array(mockNamedKey).check(z.maxLength(20))),
    faults: z.optional(z.nullable(mockFaults)),
    latencyMs: z.optional(mockLatencyMs),
    /** The upstream product catalog fails: the world's catalog calls answer 502 `upstream_unavailable`. */
    catalogOutage: z.optional(z.boolean()),
    /** The EU's VAT-number register stand-in is down: VAT numbers are saved `pending` (never refused for that). */
    vatRegisterOutage: z.optional(z.boolean()),
    /**
     * "Continue in a world": a view bundle whose records the world takes over the scenario's (ledger "View
     * bundles"); the scenario is the bundle's unless `scenario` names one.
     */
    bundle: z.optional(viewBundle),
  }),
);
/** What `POST /__mock/worlds` accepts (all optional). */
export type CreateWorldBody = z.input<typeof createWorldBody>;

/** `PATCH /__mock/worlds/{worldId}`: change a live world; `faults: null` makes it reliable again. */
export const patchWorldBody = built(() =>
  z.strictObject({
    faults: z.optional(z.nullable(mockFaults)),
    latencyMs: z.optional(mockLatencyMs),
    catalogOutage: z.optional(z.boolean()),
    vatRegisterOutage: z.optional(z.boolean()),
  }),
);
export type PatchWorldBody = z.input<typeof patchWorldBody>;

export const advanceClockBody = built(() =>
  z.strictObject({
    advanceMs: int(0, 10 * 365 * 24 * 3600 * 1000),
  }),
);
export type AdvanceClockBody = z.input<typeof advanceClockBody>;

/** Ends every console connection of the world abruptly (a network drop): no member. */
export const dropConsolesBody = built(() => z.strictObject({}));
export type DropConsolesBody = z.input<typeof dropConsolesBody>;

const jobRecord = built(() => z.record(z.string(), z.unknown()));

/** A job that changes nothing, to exercise the operations tracker (and every job option areas use). */
export const createJobBody = built(() =>
  z.strictObject({
    kind: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    outcome: z.optional(z.enum(['completed', 'failed'])),
    durationMs: z.optional(int(0, 3_600_000)),
    customer: z.optional(z.enum(['full', 'other'])),
    /** `dbj` for a bulk domain job id. */
    idPrefix: z.optional(z.enum(['job', 'dbj'])),
    /** Answer 202 with a running job even when the duration is 0 (as spec-202 endpoints do). */
    accepted: z.optional(z.boolean()),
    result: z.optional(jobRecord),
    error: z.optional(
      z.strictObject({
        code: z.string().check(z.minLength(1), z.maxLength(64)),
        title: z.string().check(z.minLength(1), z.maxLength(200)),
        detail: z.string().check(z.minLength(1), z.maxLength(2000)),
      }),
    ),
    pollExtras: z.optional(jobRecord),
  }),
);
export type CreateJobBody = z.input<typeof createJobBody>;

/**
 * `POST /__mock/worlds/{worldId}/invoices/{invoiceId}/payments`: the payment provider reports a payment (as its page
 * would). `amount` omitted = everything outstanding; positive, at most two decimals.
 */
export const invoicePaymentBody = built(() =>
  z.strictObject({
    amount: z.optional(
      z.number().check(
        z.positive(),
        z.refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'At most two decimals.'),
      ),
    ),
  }),
);
export type InvoicePaymentBody = z.input<typeof invoicePaymentBody>;

/**
 * `POST /__mock/worlds/{worldId}/tickets/{ticketId}/staff-replies`: support staff answer a ticket (any customer's;
 * `ticketId` its `tkt_` id or number). Defaults: a short acknowledgement from Erik Sandberg.
 */
export const staffReplyBody = built(() =>
  z.strictObject({
    body: z.optional(
      z.string().check(
        z.maxLength(10_000),
        z.refine((value) => value.trim().length > 0, 'Write a message.'),
      ),
    ),
    senderName: z.optional(
      z.string().check(
        z.maxLength(100),
        z.refine((value) => value.trim().length > 0, 'Name the sender.'),
      ),
    ),
  }),
);
export type StaffReplyBody = z.input<typeof staffReplyBody>;

/** `GET`/`PATCH /__mock/worlds/{worldId}` and the clock call. */
export const mockWorldInfo = built(() =>
  z.object({
    worldId: z.string(),
    scenario: z.string(),
    createdAt: z.string(),
    clockOffsetMs: z.number(),
    now: z.string(),
    jobDurationMs: z.number(),
    latencyMs: z.number(),
    faults: z.nullable(
      z.object({
        rate: z.number(),
        statuses: z.array(z.number()),
        seed: z.nullable(z.number()),
      }),
    ),
    catalogOutage: z.boolean(),
    vatRegisterOutage: z.boolean(),
  }),
);
export type MockWorldInfo = z.infer<typeof mockWorldInfo>;

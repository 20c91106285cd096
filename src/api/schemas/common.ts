import * as z from 'zod/mini';
import { billingCycleValues } from './billing-cycle-values';
import { externalUrl } from './external-url';

/**
 * Shared building blocks of the contract. The contract fails safe:
 * - Response schemas are strict on what the spec defines and tolerant on what it does not: unknown keys are
 *   stripped (never an error), enums fall back to `'unknown'`, fields the spec does not name are optional.
 * - Tolerance is per item and per member, never per list or per object: `tolerantArray` drops one malformed
 *   item and keeps its siblings; objects whose members may be missing catch each member on its own.
 * - A flag that guards a destructive or costly action (`guardFlag`) reads as `null` (unknown) when missing
 *   or malformed, never as the permissive value; screens keep the action gated on unknown.
 * - Request schemas ignore unknown members (`z.object`) unless the spec says they are rejected (VPS network
 *   actions, order cancel, and the "No body" actions, see the ledger), which use `z.strictObject`.
 *
 * Written with `zod/mini` (functions instead of methods) so bundles only carry what is used.
 */

/** ISO 8601 UTC timestamp with milliseconds. Responses accept any ISO-like string a server sends. */
export const timestamp = z.string().check(z.minLength(1));
export const nullableTimestamp = z.catch(z.nullable(timestamp), null);

/** Read-only fields the spec allows to be null: a missing or malformed value reads as null, never 0 or ''. */
export const nullableString = z.catch(z.nullable(z.string()), null);
export const nullableNumber = z.catch(z.nullable(z.number()), null);
export const nullableInt = z.catch(z.nullable(z.number().check(z.int())), null);
export const nullableBoolean = z.catch(z.nullable(z.boolean()), null);

/**
 * A boolean that guards a destructive or costly action (`isPrimary`, `requiresManualUnlockFlow`,
 * `actionRequired`, `isPayg`, `pendingOrdersFound`, `wouldBlock`). Missing or malformed reads as `null`:
 * unknown, keep the action gated. Never defaulted to the permissive value.
 */
export const guardFlag = z.catch(z.nullable(z.boolean()), null);
export type GuardFlag = boolean | null;

// ---------------------------------------------------------------------------------------------
// Per-item tolerance
// ---------------------------------------------------------------------------------------------

const warnedDrops = new Set<string>();

function warnDropped(label: string, error: z.core.$ZodError): void {
  // Vite (browser) and Vitest define `import.meta.env`; plain Node (the mock under tsx) does not. Inline, so a
  // production build drops the rest of this function.
  if (import.meta.env?.DEV !== true) return;
  const first = error.issues[0];
  const where = first ? first.path.map(String).join('.') : '';
  const key = `${label}\u0000${where}`;
  if (warnedDrops.has(key)) return;
  warnedDrops.add(key);
  console.warn(
    `[contract] Dropped a malformed item of ${label}${first ? ` (${where || 'item'}: ${first.message})` : ''}; ` +
      'its siblings are kept. Logged once per list and path.',
  );
}

/** The items of a response array that pass `item`, and how many did not (each logged once in development). */
function keepValid<T extends z.ZodMiniType>(item: T, values: unknown[], label: string) {
  const kept: z.output<T>[] = [];
  let dropped = 0;
  for (const value of values) {
    const result = z.safeParse(item, value);
    if (result.success) kept.push(result.data);
    else {
      dropped += 1;
      warnDropped(label, result.error);
    }
  }
  return { kept, dropped };
}

/**
 * A response array parsed item by item: an item that fails `item` is dropped (and logged once per `label` and
 * issue path in development), its siblings are kept. The container itself must be an array; wrap it in
 * `z.catch(..., [])` where a missing list may read as empty. For a list a screen shows, use `countedArray` (or
 * `listPage`): the screen must say that items are missing.
 */
export function tolerantArray<T extends z.ZodMiniType>(item: T, label: string) {
  const schema = z.pipe(
    z.array(z.unknown()),
    z.transform((values): z.output<T>[] => keepValid(item, values, label).kept),
  );
  tolerantArrayItems.set(schema, item);
  return schema;
}

/**
 * The item schema of each `tolerantArray` / `countedArray`: they read `unknown[]` and check items in a transform, so
 * their JSON Schema would say nothing of the items. `npm run openapi` documents them as arrays of this item.
 */
export const tolerantArrayItems = new WeakMap<z.core.$ZodType, z.core.$ZodType>();

/** What `countedArray` yields: the items kept and how many malformed ones were dropped. */
export interface CountedItems<T> {
  items: T[];
  dropped: number;
}

/**
 * `tolerantArray` for a list a screen shows: `{ items, dropped }`, so that the screen says "N items could not be
 * shown" (`DroppedItemsNotice`, src/ui) and a half-empty list never looks complete, in production too.
 */
export function countedArray<T extends z.ZodMiniType>(item: T, label: string) {
  const schema = z.pipe(
    z.array(z.unknown()),
    z.transform((values): CountedItems<z.output<T>> => {
      const { kept, dropped } = keepValid(item, values, label);
      return { items: kept, dropped };
    }),
  );
  tolerantArrayItems.set(schema, item);
  return schema;
}

/**
 * Problem members the spec puts on the body itself (`minimumScore`, `order`...). A server that nests
 * them under `extensions` (as the 403 body does) is read the same way.
 */
export function liftExtensions(keys: readonly string[]) {
  return (body: unknown): unknown => {
    if (typeof body !== 'object' || body === null) return body;
    const record = body as Record<string, unknown>;
    const extensions = record.extensions;
    if (typeof extensions !== 'object' || extensions === null) return body;
    const lifted: Record<string, unknown> = { ...record };
    for (const key of keys) {
      if (lifted[key] === undefined && key in extensions) lifted[key] = (extensions as Record<string, unknown>)[key];
    }
    return lifted;
  };
}

/**
 * An enum read from a response. Any value outside `values` (including a missing one) becomes
 * `'unknown'`, which the UI renders as a neutral "Unknown" state.
 */
export function tolerantEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.catch(z.union([z.enum(values), z.literal('unknown')]), 'unknown' as const);
}

/** Like `tolerantEnum`, for fields the spec allows to be null. */
export function tolerantNullableEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.catch(z.nullable(z.union([z.enum(values), z.literal('unknown')])), 'unknown' as const);
}

export const actionGate = z.object({
  allowed: z.boolean(),
  reason: z.catch(z.nullable(z.string()), null),
  code: z.optional(z.nullable(z.string())),
});
export type ActionGate = z.infer<typeof actionGate>;

/** The value `tolerantGate` yields for a gate the server left out (blocked, with a reason). */
export const missingGate: ActionGate = {
  allowed: false,
  reason: 'The server did not say whether this action is allowed.',
  code: 'gate_missing',
};

/** A gate a server left out is treated as blocked with a reason, never silently allowed. */
export const tolerantGate = z.catch(actionGate, missingGate);

/**
 * One field-level error of a Problem. Read member by member: a missing pointer points at the whole body
 * (shown at the form's top), a missing code reads as `'unknown'`; only an item without `detail` (nothing to
 * show) is dropped.
 */
export const fieldError = z.object({
  pointer: z.catch(z.string(), ''),
  detail: z.string(),
  code: z.catch(z.string(), 'unknown'),
});
export type FieldError = z.infer<typeof fieldError>;

const optionalText = z.catch(z.optional(z.string()), undefined);

/** `status` as sent; a numeric string (`"400"`) is read as the number, anything else as 0 (unknown). */
const problemStatus = z.catch(
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && /^\s*\d{3}\s*$/.test(value) ? Number(value) : value)),
    z.number().check(z.int()),
  ),
  0,
);

/**
 * RFC 7807 Problem Details, parsed member by member so an off-spec member (`errors: null`, `status: "400"`, no
 * `title`) never loses the others: `code` (screens branch on it), `requestId`, `title`, `detail`. A missing
 * title reads as `''` (the client then uses the HTTP status text). Extra members (minimumScore, order...) pass.
 */
export const problemDetails = z.looseObject({
  type: optionalText,
  title: z.catch(z.string(), ''),
  status: problemStatus,
  detail: optionalText,
  code: optionalText,
  instance: optionalText,
  requestId: optionalText,
  timestamp: optionalText,
  errors: z.catch(z.optional(tolerantArray(fieldError, 'problem errors[]')), undefined),
  extensions: z.catch(z.optional(z.record(z.string(), z.unknown())), undefined),
});
export type ProblemDetails = z.infer<typeof problemDetails>;

export const operationStatusValues = ['pending', 'queued', 'in_progress', 'completed', 'failed'] as const;
export const operationStatus = tolerantEnum(operationStatusValues);
export type OperationStatus = z.infer<typeof operationStatus>;
export const terminalOperationStatuses: readonly OperationStatus[] = ['completed', 'failed'];

/** One path segment of a job id in a poll URL: no `/`, `?`, `#`, `%` or leading dot, so it can never climb out of `/api/jobs/`. */
const jobIdSegment = '[A-Za-z0-9_~-][A-Za-z0-9._~-]*';
const relativePollUrl = new RegExp(`^/api/jobs/(${jobIdSegment})$`);
// An absolute http(s) URL without credentials, query or fragment whose path ends in `/api/jobs/<id>` (an API served
// under a path prefix keeps it); the client then checks it is the API's own origin and base (`pollTargetOf`).
const absolutePollUrl = new RegExp(`^https?://[^/?#@\\s]+(?:/[^?#\\s]*)?/api/jobs/(${jobIdSegment})$`, 'i');

/**
 * The job id a `pollUrl` of the spec's form names (`/api/jobs/<job_id>`, or an absolute http(s) URL with that
 * path), else `null`. Only the form: whether it is on the API's origin is the client's check.
 */
export function jobIdOfPollUrl(value: string): string | null {
  return relativePollUrl.exec(value)?.[1] ?? absolutePollUrl.exec(value)?.[1] ?? null;
}

/**
 * `operation.pollUrl`: a string of the spec's form, else `null`. Missing, not a string, empty or of another form
 * reads as `null` instead of failing the answer: a 202 is an accepted request, and an "unexpected response" error
 * would invite sending it again. A non-terminal operation without a poll URL is then followed by refreshing the
 * resource (the tracker's "accepted" state), never polled at a URL we did not check.
 */
export const operationPollUrl = z.catch(
  z.nullable(z.string().check(z.refine((value) => jobIdOfPollUrl(value) !== null, 'Expected /api/jobs/<id>.'))),
  null,
);

export const operation = z.object({
  status: operationStatus,
  jobId: z.string(),
  pollUrl: operationPollUrl,
  result: z.catch(z.optional(z.record(z.string(), z.unknown())), undefined),
});
export type Operation = z.infer<typeof operation>;

/** `{ operation }`: what asynchronous mutations return (202 while running, 200 when finished inline). */
export const operationEnvelope = z.object({ operation });
export type OperationEnvelope = z.infer<typeof operationEnvelope>;

/** The members of a cursor page, `data` counted: for a page with members of its own (`listPage` for the rest). */
export function listPageShape<T extends z.ZodMiniType>(item: T, label: string) {
  return { data: countedArray(item, `${label} data[]`), hasMore: z.boolean(), nextCursor: z.nullable(z.string()) };
}

/** A page read with `listPageShape`, as screens use it: `data` the kept rows, `dropped` how many were left out. */
export function withDroppedCount<P extends { data: CountedItems<unknown> }>({ data, ...page }: P) {
  return { ...page, data: data.items as P['data']['items'], dropped: data.dropped };
}

/**
 * Cursor page `{ data, hasMore, nextCursor }` as parsed: one malformed row is dropped, never the page, and `dropped`
 * (ours, never sent) says how many rows of this page were, for the screen to say so. A page with members of its own
 * (the domain list's `total`): `z.pipe(z.object({ ...listPageShape(item, label), total }), z.transform(withDroppedCount))`.
 */
export function listPage<T extends z.ZodMiniType>(item: T, label = 'list page') {
  return z.pipe(z.object(listPageShape(item, label)), z.transform(withDroppedCount));
}
/** A page as the API sends it (what the mock answers). */
export type ListPage<T> = { data: T[]; hasMore: boolean; nextCursor: string | null };
/** A page as the client reads it: `dropped` malformed rows were left out of `data`. */
export type ParsedListPage<T> = ListPage<T> & { dropped: number };

/**
 * Query of every list endpoint: `limit` 1..100 (default 20) and an opaque `cursor`. Area list queries extend it
 * (`z.extend(paginationQuery, { status: ... })`) so the limit rules and `invalid_pagination_limit` are one thing.
 * Unknown query parameters are ignored (the spec rejects none).
 */
export const paginationQuery = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
});
export const DEFAULT_PAGE_SIZE = 20;

/**
 * The cursor in a list route's URL. A bad value is dropped (first page) instead of showing an error page;
 * a cursor the server no longer accepts is the server's 400 to explain.
 */
export const cursorSearch = z.object({
  cursor: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(512))), undefined),
});

/**
 * A public identifier with its kind prefix (`vps_`, `dom_`...). Ids are opaque: after the prefix any
 * characters may follow, so an id of the right kind that we did not expect is a 404 `<resource>_not_found`
 * from the server, never a 400 from us. Only the wrong kind (a hostname where `dom_` belongs) is malformed.
 */
export function opaqueId<const P extends string>(prefix: P) {
  return z.string().check(
    z.maxLength(200, { abort: true }),
    z.refine(
      (value) => value.length > prefix.length && value.startsWith(prefix),
      `Expected an id starting with "${prefix}".`,
    ),
  );
}

export { billingCycleValues };
export const billingCycleEnum = z.enum(billingCycleValues);
export type BillingCycle = z.infer<typeof billingCycleEnum>;

/** Invoice statuses (orders' `invoice.status`, hosting's `renewalInvoice.status`): one concept, one list. */
export const invoiceStatusValues = ['paid', 'unpaid', 'partially_paid', 'draft', 'cancelled', 'refunded'] as const;
export const invoiceStatus = tolerantEnum(invoiceStatusValues);
export type InvoiceStatus = z.infer<typeof invoiceStatus>;

/**
 * The invoice a service waits for (ours, not in the spec): hosting's billing-cycle `renewalInvoice`,
 * `blockingInvoice` and 409 `invoice`, and the `overdueInvoice` of a suspended hosting account or VPS (ledger
 * "Shared hosting", "VPS"). Read member by member: one malformed member never drops the invoice with its payment link.
 */
export const renewalInvoicePurposeValues = ['renewal', 'cycle_change', 'plan_change'] as const;

export const renewalInvoice = z.object({
  id: nullableString,
  number: nullableString,
  /** Not in the spec (ledger "Shared hosting → orders"): the invoice's order; missing or malformed reads as null. */
  orderId: nullableString,
  amount: nullableNumber,
  currencyCode: nullableString,
  dueAt: nullableTimestamp,
  status: invoiceStatus,
  /** Only an https address is kept (it becomes a link); anything else reads as null. */
  paymentUrl: z.catch(z.nullable(externalUrl), null),
  /**
   * Ours: what the invoice pays for: the next period (`renewal`), the first period of a new billing cycle
   * (`cycle_change`) or a plan change now (`plan_change`); missing or another value → `unknown` (general words).
   */
  purpose: tolerantNullableEnum(renewalInvoicePurposeValues),
  /**
   * Ours, as on every invoice (ledger "Money: VAT"): `true` says `amount` includes VAT (what is charged). Missing or
   * malformed reads as not said: the amount is then shown as sent, "excl. VAT" (`vatBasisOf`).
   */
  amountsIncludeVat: z.catch(z.optional(z.boolean()), undefined),
});
export type RenewalInvoice = z.infer<typeof renewalInvoice>;

export const currencyCode = z.string().check(z.minLength(3), z.maxLength(3));

export const money = z.object({ amount: z.number(), currencyCode: z.string() });

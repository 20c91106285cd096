import * as z from 'zod/mini';

/**
 * Shared building blocks of the contract. Response schemas are strict on what the spec defines and
 * tolerant on what it does not: objects keep unknown keys out of the parsed value (they are stripped,
 * never an error), and enums fall back to `'unknown'` so a new server value cannot crash a screen.
 * Request schemas (bodies the client sends and the mock validates) are strict objects instead.
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

/** A gate a server left out is treated as blocked with a reason, never silently allowed. */
export const tolerantGate = z.catch(actionGate, {
  allowed: false,
  reason: 'The server did not say whether this action is allowed.',
  code: 'gate_missing',
});

export const fieldError = z.object({
  pointer: z.string(),
  detail: z.string(),
  code: z.string(),
});
export type FieldError = z.infer<typeof fieldError>;

/** RFC 7807 Problem Details as the spec shapes them. Extra members (minimumScore, order...) pass. */
export const problemDetails = z.looseObject({
  type: z.optional(z.string()),
  title: z.string(),
  status: z.number().check(z.int()),
  detail: z.optional(z.string()),
  code: z.optional(z.string()),
  instance: z.optional(z.string()),
  requestId: z.optional(z.string()),
  timestamp: z.optional(z.string()),
  errors: z.optional(z.array(fieldError)),
  extensions: z.optional(z.record(z.string(), z.unknown())),
});
export type ProblemDetails = z.infer<typeof problemDetails>;

export const operationStatusValues = ['pending', 'queued', 'in_progress', 'completed', 'failed'] as const;
export const operationStatus = tolerantEnum(operationStatusValues);
export type OperationStatus = z.infer<typeof operationStatus>;
export const terminalOperationStatuses: readonly OperationStatus[] = ['completed', 'failed'];

export const operation = z.object({
  status: operationStatus,
  jobId: z.string(),
  pollUrl: z.nullable(z.string()),
  result: z.optional(z.record(z.string(), z.unknown())),
});
export type Operation = z.infer<typeof operation>;

/** `{ operation }`: what asynchronous mutations return (202 while running, 200 when finished inline). */
export const operationEnvelope = z.object({ operation });
export type OperationEnvelope = z.infer<typeof operationEnvelope>;

/** Cursor page `{ data, hasMore, nextCursor }`. */
export function listPage<T extends z.ZodMiniType>(item: T) {
  return z.object({
    data: z.array(item),
    hasMore: z.boolean(),
    nextCursor: z.nullable(z.string()),
  });
}
export type ListPage<T> = { data: T[]; hasMore: boolean; nextCursor: string | null };

/**
 * Query of every list endpoint: `limit` 1..100 (default 20) and an opaque `cursor`. Area list queries extend it
 * (`z.extend(paginationQuery, { status: ... })`) so the limit rules and `invalid_pagination_limit` are one thing.
 */
export const paginationQuery = z.strictObject({
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
    z.minLength(prefix.length + 1),
    z.maxLength(200),
    z.refine((value) => value.startsWith(prefix), `Expected an id starting with "${prefix}".`),
  );
}

export const billingCycleValues = [
  'monthly',
  'quarterly',
  'semiannually',
  'annually',
  'biennially',
  'triennially',
  'free',
] as const;
export const billingCycleEnum = z.enum(billingCycleValues);
export type BillingCycle = z.infer<typeof billingCycleEnum>;

export const currencyCode = z.string().check(z.minLength(3), z.maxLength(3));

export const money = z.object({ amount: z.number(), currencyCode: z.string() });

/**
 * Orders: the contract's enum values, apart from its schemas (as `audit-log-values.ts`), so that a route's URL
 * validation, Home's rows and a filter's choices read the one list without carrying the contract's parsing into a
 * first screen. Each list is declared here once; the schemas build their enums from it.
 */

export const orderStatusValues = ['pending', 'active', 'completed', 'cancelled', 'failed'] as const;

export const orderTypeValues = ['new', 'renew', 'upgrade', 'transfer'] as const;

/** `unknown` is a spec value here as well as the tolerant fallback. */
export const paymentStatusValues = ['paid', 'unpaid', 'credit_note', 'pending', 'unknown'] as const;

/**
 * Web hosting: the contract's enum values, apart from its schemas (as `audit-log-values.ts`), so that a route's URL
 * validation, Home's rows and a filter's choices read the one list without carrying the contract's parsing into a
 * first screen. Each list is declared here once; the schemas build their enums from it.
 */

export const hostingServiceStatusValues = [
  'active',
  'pending',
  'suspended',
  'cancelled',
  'terminated',
  'expired',
  'fraud',
  'unknown',
] as const;

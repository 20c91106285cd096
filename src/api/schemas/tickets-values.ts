/**
 * Support tickets: the contract's enum values, apart from its schemas (as `audit-log-values.ts`), so that a route's URL
 * validation, Home's rows and a filter's choices read the one list without carrying the contract's parsing into a
 * first screen. Each list is declared here once; the schemas build their enums from it.
 */

export const ticketStatusValues = [
  'open',
  'answered',
  'customer_reply',
  'in_progress',
  'on_hold',
  'closed',
  'unknown',
] as const;

/** Ticket list filter (ledger: `open` means every status but `closed`). */
export const ticketListFilterValues = ['all', 'open', 'closed'] as const;

export const linkedServiceTypeValues = ['vps', 'hosting', 'domain', 'order'] as const;

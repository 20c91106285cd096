/**
 * Domains: the contract's enum values, apart from its schemas (as `audit-log-values.ts`), so that a route's URL
 * validation, Home's rows and a filter's choices read the one list without carrying the contract's parsing into a
 * first screen. Each list is declared here once; the schemas build their enums from it.
 */

export const domainServiceStatusValues = [
  'active',
  'pending',
  'expired',
  'suspended',
  'cancelled',
  'terminated',
  'fraud',
  'unknown',
] as const;

export const domainPendingOrderKindValues = ['domain', 'renewal'] as const;

/** A paid registration or transfer in on its way (`progress`, ours: ledger "Home"), and the step it is at. */
export const domainProgressKindValues = ['registration', 'transfer'] as const;
export const domainProgressStepValues = ['registering', 'awaiting_approval'] as const;

export const domainListSortValues = ['name', '-name', 'expiresAt', '-expiresAt'] as const;
export type DomainListSort = (typeof domainListSortValues)[number];

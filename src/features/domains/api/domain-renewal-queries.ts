import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { domainBillingCycleState, domainRenewal } from '@/api/schemas/domains-renewal';
import { domainPath, domainQueries } from './domain-queries';

/**
 * A domain's renewal reads, under its detail key (a renewal or a period change refreshes them with the domain).
 * Loaded with the renewal dialogs only, never with the domain's first screen.
 */
export const domainRenewalQueries = {
  /** What a renewal costs for each period, the expiry each gives, and what blocks it (ledger "Domains → Renewal"). */
  renewal: (id: string) =>
    queryOptions({
      queryKey: [...domainQueries.detail(id).queryKey, 'renewal'] as const,
      queryFn: ({ signal }) => apiRequest(domainRenewal, `${domainPath(id)}/renewal`, { signal }),
    }),
  /** The period of the next renewal and the periods it can change to, with their prices. */
  renewalPeriod: (id: string) =>
    queryOptions({
      queryKey: [...domainQueries.detail(id).queryKey, 'renewal-period'] as const,
      queryFn: ({ signal }) => apiRequest(domainBillingCycleState, `${domainPath(id)}/billing-cycle`, { signal }),
    }),
};

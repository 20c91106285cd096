import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import { domainEndpoints as api } from '@/api/endpoints/domains-io';
import { domainQueries } from './domain-queries';

/**
 * A domain's renewal reads, under its detail key (a renewal or a period change refreshes them with the domain).
 * Loaded with the renewal dialogs only, never with the domain's first screen.
 */
export const domainRenewalQueries = {
  /** What a renewal costs for each period, the expiry each gives, and what blocks it (`renewal` in the table). */
  renewal: (id: string) =>
    queryOptions({
      queryKey: [...domainQueries.detail(id).queryKey, 'renewal'] as const,
      queryFn: ({ signal }) => call(api.renewal, { params: { id }, signal }),
    }),
  /** The period of the next renewal and the periods it can change to, with their prices. */
  renewalPeriod: (id: string) =>
    queryOptions({
      queryKey: [...domainQueries.detail(id).queryKey, 'renewal-period'] as const,
      queryFn: ({ signal }) => call(api.billingCycle, { params: { id }, signal }),
    }),
};

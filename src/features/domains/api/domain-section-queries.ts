import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { domainContacts, redirectRuleList } from '@/api/schemas/domains-sections';
import { domainPath, domainQueries } from './domain-queries';

/**
 * A domain's sections, under its detail key (invalidating `domainQueries.detail(id)` refreshes them). In a chunk of
 * their own, loaded with the domain's screen (and the bulk dialog) and never with the list.
 */
export const domainSectionQueries = {
  contacts: (id: string) =>
    queryOptions({
      queryKey: [...domainQueries.detail(id).queryKey, 'contacts'] as const,
      queryFn: ({ signal }) => apiRequest(domainContacts, `${domainPath(id)}/contacts`, { signal }),
    }),
  /** A domain's redirect rules (mock read, ledger "Domains"). */
  redirects: (id: string) =>
    queryOptions({
      queryKey: [...domainQueries.detail(id).queryKey, 'redirects'] as const,
      queryFn: ({ signal }) => apiRequest(redirectRuleList, `${domainPath(id)}/redirects`, { signal }),
    }),
};

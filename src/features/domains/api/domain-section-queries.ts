import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import { domainEndpoints as api } from '@/api/endpoints/domains-io';
import { domainQueries } from './domain-queries';

/**
 * A domain's sections, under its detail key (invalidating `domainQueries.detail(id)` refreshes them). In a chunk of
 * their own, loaded with the domain's screen (and the bulk dialog) and never with the list.
 */
export const domainSectionQueries = {
  contacts: (id: string) =>
    queryOptions({
      queryKey: [...domainQueries.detail(id).queryKey, 'contacts'] as const,
      queryFn: ({ signal }) => call(api.contacts, { params: { id }, signal }),
    }),
  /** A domain's redirect rules (a mock read: `redirects` in the endpoint table). */
  redirects: (id: string) =>
    queryOptions({
      queryKey: [...domainQueries.detail(id).queryKey, 'redirects'] as const,
      queryFn: ({ signal }) => call(api.redirects, { params: { id }, signal }),
    }),
};

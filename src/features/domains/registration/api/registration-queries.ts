import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import { domainRegistrationEndpoints as api } from '@/api/endpoints/domain-registration-io';
import { queryRoots } from '@/api/query-roots';

/** What the registration and transfer screens read (under the domains root: a new domain refreshes them). */
export const registrationQueries = {
  options: () =>
    queryOptions({
      queryKey: [...queryRoots.domains, 'registration-options'] as const,
      queryFn: ({ signal }) => call(api.options, { signal }),
    }),
  transfer: (id: string) =>
    queryOptions({
      queryKey: [...queryRoots.domains, 'detail', id, 'transfer'] as const,
      queryFn: ({ signal }) => call(api.transfer, { params: { id }, signal }),
    }),
};

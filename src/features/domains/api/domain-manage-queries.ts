import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import { domainEndpoints as api } from '@/api/endpoints/domains-io';
import { domainQueries } from './domain-queries';

/**
 * Managing a domain (issue 37): its nameservers with glue and the e-ID check of a registrant change, under the
 * detail key (invalidating the detail refreshes them). Loaded with the domain's screen, never with the list.
 */
export const domainManageQueries = {
  nameservers: (id: string) =>
    queryOptions({
      queryKey: [...domainQueries.detail(id).queryKey, 'nameservers'] as const,
      queryFn: ({ signal }) => call(api.nameservers, { params: { id }, signal }),
    }),
  identityVerification: (id: string, verificationId: string) =>
    queryOptions({
      queryKey: [...domainQueries.detail(id).queryKey, 'identity-verification', verificationId] as const,
      queryFn: ({ signal }) => call(api.identityVerification, { params: { id, verificationId }, signal }),
    }),
};

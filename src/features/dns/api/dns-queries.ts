import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import { dnsEndpoints as api } from '@/api/endpoints/dns-io';
import { areaKeys, queryRoots } from '@/api/query-roots';

const keys = areaKeys(queryRoots.domains);

/**
 * A domain's DNS zone, under the domain's detail key (`['domains', 'detail', id, 'dns']`): refreshing the domain (a
 * nameserver switch) refreshes its zone too.
 */
export const dnsQueries = {
  zoneKey: (domainId: string) => [...keys.detail(domainId), 'dns'] as const,
  /** A batch's preview: beside the zone's key, so that reading the zone again after an apply does not preview again. */
  previewKey: (domainId: string, baseVersion: number, batch: unknown) =>
    [...keys.detail(domainId), 'dns-preview', baseVersion, batch] as const,
  zone: (domainId: string) =>
    queryOptions({
      queryKey: dnsQueries.zoneKey(domainId),
      queryFn: ({ signal }) => call(api.zone, { params: { id: domainId }, signal }),
    }),
  versions: (domainId: string) =>
    queryOptions({
      queryKey: [...dnsQueries.zoneKey(domainId), 'versions'] as const,
      queryFn: ({ signal }) => call(api.versions, { params: { id: domainId }, signal }),
    }),
  version: (domainId: string, version: number) =>
    queryOptions({
      queryKey: [...dnsQueries.zoneKey(domainId), 'versions', version] as const,
      queryFn: ({ signal }) => call(api.version, { params: { id: domainId, version: String(version) }, signal }),
      staleTime: Infinity,
    }),
};

import * as z from 'zod/mini';
import { callRead } from '@/api/call';
import { domainRoutes } from '@/api/endpoints/domains';
import { DOMAIN_PAGE_SIZE, domainReads, type DomainListQuery } from '@/api/first-reads/domains';
import { areaKeys, queryRoots } from '@/api/query-roots';
import type { DomainListFilter } from '@/features/domains/domain-route-params';

/**
 * The list's request, light enough for the route file (no contract schemas, no query options): the list route starts
 * the first page's request at once, while the list's code is still loading (a reseller's first screen), and the
 * queries module parses it when it arrives (`seedDomainList` in domain-queries.ts). It reads the list's route alone
 * (schema-free), so the route file carries no schema.
 */

export { DOMAIN_PAGE_SIZE };

/** The filter as the server's query names it (`list` in the endpoint table). Blank text is no filter. */
export function domainListQueryOf(filter: DomainListFilter): DomainListQuery {
  return {
    name: filter.q?.trim() || undefined,
    serviceStatus: filter.status,
    tld: filter.tld?.trim().toLowerCase() || undefined,
    sort: filter.sort,
  };
}

/** The list's query key for a filter (every page of it: an infinite query). */
export const domainListKey = (filter: DomainListFilter) => areaKeys(queryRoots.domains).list(domainListQueryOf(filter));

/** The first page as sent (parsed later with the contract); a failure is the usual `ApiError`. */
export function requestFirstDomainPage(filter: DomainListFilter): Promise<unknown> {
  return callRead(domainRoutes.list, domainReads.list(domainListQueryOf(filter)), undefined, z.unknown());
}

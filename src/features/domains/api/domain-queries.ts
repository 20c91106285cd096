import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { areaKeys, queryRoots } from '@/api/query-roots';
import { domain, domainListPage, type DomainListPage } from '@/api/schemas/domains';
import type { DomainListFilter } from '@/features/domains/domain-route-params';

const keys = areaKeys(queryRoots.domains);
export const DOMAINS_PATH = '/api/v2/domains';
export const domainPath = (id: string) => `${DOMAINS_PATH}/${encodeURIComponent(id)}`;
/** The largest page the contract allows (`limit` 1..100). */
export const DOMAIN_PAGE_SIZE = 100;

/** The filter as the server's query names it (ledger "Domains", list). Blank text is no filter. */
export function domainListQueryOf(filter: DomainListFilter) {
  return {
    name: filter.q?.trim() || undefined,
    serviceStatus: filter.status,
    tld: filter.tld?.trim().toLowerCase() || undefined,
    sort: filter.sort,
  };
}

/** One page of the list for a filter, as the server sends it. */
export function fetchDomainPage(
  filter: DomainListFilter,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<DomainListPage> {
  return apiRequest(domainListPage, DOMAINS_PATH, {
    query: { ...domainListQueryOf(filter), limit: DOMAIN_PAGE_SIZE, cursor },
    signal,
  });
}

/**
 * Keys under `queryRoots.domains`. A domain's sections (contacts, redirects) nest under its detail key, so
 * invalidating `detail(id)` refreshes the domain and everything shown of it; `lists()` every filter's pages.
 */
export const domainQueries = {
  all: keys.all,
  lists: keys.lists,
  /** The list for a filter, page by page (a virtualized list asks for the next page as it scrolls). */
  list: (filter: DomainListFilter) => {
    const query = domainListQueryOf(filter);
    return infiniteQueryOptions({
      queryKey: keys.list(query),
      queryFn: ({ pageParam, signal }) => fetchDomainPage(filter, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
    });
  },
  details: keys.details,
  detail: (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => apiRequest(domain, domainPath(id), { signal }),
    }),
};

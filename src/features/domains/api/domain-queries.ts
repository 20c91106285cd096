import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { callRead } from '@/api/call';
import { domainEndpoints as api } from '@/api/endpoints/domains-io';
import { domainReads } from '@/api/first-reads/domains';
import { areaKeys, queryRoots } from '@/api/query-roots';
import { domainListPage, type DomainListPage } from '@/api/schemas/domains';
import { DOMAIN_PAGE_SIZE, domainListKey, domainListQueryOf } from '@/features/domains/api/domain-list-request';
import type { DomainListFilter } from '@/features/domains/domain-route-params';

const keys = areaKeys(queryRoots.domains);
export { DOMAIN_PAGE_SIZE, domainListQueryOf };

/** One page of the list for a filter, as the server sends it. */
export function fetchDomainPage(
  filter: DomainListFilter,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<DomainListPage> {
  return callRead(api.list, domainReads.list(domainListQueryOf(filter), cursor), signal);
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
    return infiniteQueryOptions({
      queryKey: domainListKey(filter),
      queryFn: ({ pageParam, signal }) => fetchDomainPage(filter, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
    });
  },
  /** How many domains the account has, without a filter (the list's "6 of 12"): the server's `total`, one row asked. */
  total: () =>
    queryOptions({
      queryKey: keys.list({ total: true }),
      queryFn: ({ signal }) => callRead(api.list, domainReads.total(), signal),
      select: (page) => page.total,
    }),
  details: keys.details,
  detail: (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => callRead(api.detail, domainReads.detail(id), signal),
    }),
};

/**
 * The list's first page, requested by the route before this module loaded (`requestFirstDomainPage`), parsed and put
 * in the cache as the infinite query's first page. A body that breaks the contract is asked for again the usual way,
 * so its failure reads as any other.
 */
export async function seedDomainList(queryClient: QueryClient, filter: DomainListFilter, firstPage: Promise<unknown>) {
  const options = domainQueries.list(filter);
  const parsed = z.safeParse(domainListPage, await firstPage);
  if (!parsed.success) return queryClient.ensureInfiniteQueryData(options);
  queryClient.setQueryData(options.queryKey, { pages: [parsed.data], pageParams: [undefined] });
  return queryClient.getQueryData(options.queryKey);
}

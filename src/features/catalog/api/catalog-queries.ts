import { infiniteQueryOptions } from '@tanstack/react-query';
import { callRead } from '@/api/call';
import { isApiError } from '@/api/client';
import { catalogEndpoints as api } from '@/api/endpoints/catalog-io';
import { CATALOG_PAGE_SIZE, catalogReads } from '@/api/first-reads/catalog';
import { areaKeys, queryRoots } from '@/api/query-roots';
import type { CatalogLocale } from '@/api/schemas/catalog';

const keys = areaKeys(queryRoots.catalog);
export { CATALOG_PAGE_SIZE };

/** The public catalog, page by page ("show more" appends the next cursor's page); keyed by the texts' language. */
export const catalogQueries = {
  all: keys.all,
  pages: (locale: CatalogLocale) =>
    infiniteQueryOptions({
      queryKey: keys.list({ locale }),
      queryFn: ({ pageParam, signal }) =>
        // A public endpoint (no scopes in its route): the key is not sent.
        callRead(api.sharedHosting, catalogReads.page(locale, pageParam), signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
      // Plans and prices change slowly.
      staleTime: 5 * 60_000,
      // An upstream outage (502) says "retry later": show it at once, with a retry button, instead of waiting.
      retry: (failureCount, error) =>
        !(isApiError(error) && error.status < 600 && error.status >= 400) && failureCount < 2,
    }),
};

/** One page of the catalog at the largest size (100), for "Download CSV" and a filter reading the catalog to its end. */
export function readCatalogPlans(locale: CatalogLocale, cursor: string | undefined, signal: AbortSignal) {
  return callRead(api.sharedHosting, catalogReads.plans(locale, cursor), signal);
}

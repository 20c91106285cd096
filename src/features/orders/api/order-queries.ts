import { queryOptions } from '@tanstack/react-query';
import { callRead } from '@/api/call';
import { isApiError } from '@/api/client';
import { catalogEndpoints } from '@/api/endpoints/catalog-io';
import { orderEndpoints as api } from '@/api/endpoints/orders-io';
import { catalogReads } from '@/api/first-reads/catalog';
import { orderReads } from '@/api/first-reads/orders';
import { areaKeys, queryRoots } from '@/api/query-roots';
import type { CatalogLocale, SharedHostingProduct } from '@/api/schemas/catalog';
import type { OrderStatus, OrderType } from '@/api/schemas/orders';
import { cursorPages } from '@/ui/kit-pages';

const keys = areaKeys(queryRoots.orders);

export type OrderStatusFilter = Exclude<OrderStatus, 'unknown'> | 'all';
export type OrderTypeFilter = Exclude<OrderType, 'unknown'> | 'all';

/** Keys under `queryRoots.orders`, generic → specific. */
export const orderQueries = {
  all: keys.all,
  lists: keys.lists,
  list: (params: { status: OrderStatusFilter; type: OrderTypeFilter; cursor?: string | undefined }) =>
    queryOptions({
      queryKey: keys.list(params),
      queryFn: ({ signal }) =>
        callRead(
          api.list,
          orderReads.list({
            status: params.status === 'all' ? undefined : params.status,
            type: params.type === 'all' ? undefined : params.type,
            cursor: params.cursor,
          }),
          signal,
        ),
    }),
  /** The list's pages under the server's filters, read one after the other by "Show more" (the kit list). */
  listPages: (params: { status: OrderStatusFilter; type: OrderTypeFilter }) =>
    cursorPages(keys.list({ ...params, pages: true }), (cursor, signal) =>
      callRead(
        api.list,
        orderReads.list({
          status: params.status === 'all' ? undefined : params.status,
          type: params.type === 'all' ? undefined : params.type,
          cursor,
        }),
        signal,
      ),
    ),
  /** One page of 100 under the list's server filters: the CSV download reads every page. */
  readExportPage:
    (params: { status: OrderStatusFilter; type: OrderTypeFilter }) =>
    (cursor: string | undefined, signal: AbortSignal) =>
      callRead(
        api.list,
        orderReads.exportPage({
          status: params.status === 'all' ? undefined : params.status,
          type: params.type === 'all' ? undefined : params.type,
          cursor,
        }),
        signal,
      ),
  /**
   * How many orders there are, for the list's "3 of 9": one page of 100 without a filter (the API sends no
   * total); null when there are more than that.
   */
  total: () =>
    queryOptions({
      queryKey: keys.list({ total: true }),
      queryFn: ({ signal }) => callRead(api.list, orderReads.total(), signal),
      select: (page): number | null => (page.hasMore ? null : page.data.length + page.dropped),
    }),
  details: keys.details,
  detail: (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => callRead(api.detail, orderReads.detail(id), signal),
    }),
  /**
   * One plan of the public catalog by its slug (the catalog has no by-slug read, so its pages are read at the
   * largest page size until the plan is found; 404-like `null` when it is not offered). Kept under the catalog
   * root, so a change of prices refreshes it with the catalog.
   */
  plan: (slug: string, locale: CatalogLocale) =>
    queryOptions({
      queryKey: [...queryRoots.catalog, 'plan', slug, locale] as const,
      queryFn: async ({ signal }): Promise<SharedHostingProduct | null> => {
        let cursor: string | undefined;
        for (let page = 0; page < 50; page += 1) {
          const result = await callRead(catalogEndpoints.sharedHosting, catalogReads.plans(locale, cursor), signal);
          const found = result.data.find((plan) => plan.slug === slug);
          if (found) return found;
          if (!result.hasMore || !result.nextCursor) return null;
          cursor = result.nextCursor;
        }
        return null;
      },
      staleTime: 5 * 60_000,
      retry: (failureCount, error) => !(isApiError(error) && error.status >= 400) && failureCount < 2,
    }),
};

import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '@/api/guarded-mutation';
import { apiRequest, isApiError } from '@/api/client';
import { areaKeys, queryRoots } from '@/api/query-roots';
import { pathSegment } from '@/api/path-segment';
import { catalogListPage, type CatalogLocale, type SharedHostingProduct } from '@/api/schemas/catalog';
import {
  notCancelableProblem,
  order,
  orderCreateResponse,
  orderListPage,
  orderPreview,
  type Order,
  type OrderCreateInput,
  type OrderStatus,
  type OrderType,
} from '@/api/schemas/orders';

const keys = areaKeys(queryRoots.orders);
export const orderPath = (id: string) => `/api/v2/orders/${pathSegment(id)}`;

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
        apiRequest(orderListPage, '/api/v2/orders', {
          query: {
            status: params.status === 'all' ? undefined : params.status,
            type: params.type === 'all' ? undefined : params.type,
            cursor: params.cursor,
            limit: 20,
          },
          signal,
        }),
    }),
  details: keys.details,
  detail: (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => apiRequest(order, orderPath(id), { signal }),
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
          const result = await apiRequest(catalogListPage, '/api/v2/products/shared-hosting', {
            anonymous: true,
            query: { locale, limit: 100, cursor },
            signal,
          });
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

/** Cancel (no body). The answer is the refreshed order; a 409 refreshes the order to show the server's state. */
export function useCancelOrder(id: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: () => apiRequest(order, `${orderPath(id)}/actions/cancel`, { method: 'POST' }),
    // The order, the lists, and its invoice.
    touches: () => [orderQueries.detail(id).queryKey, orderQueries.lists(), queryRoots.invoices],
    onSuccess: (refreshed: Order) => {
      queryClient.setQueryData(orderQueries.detail(id).queryKey, refreshed);
      void queryClient.invalidateQueries({ queryKey: orderQueries.lists() });
      // The order's invoice changed too.
      void queryClient.invalidateQueries({ queryKey: queryRoots.invoices });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: orderQueries.detail(id).queryKey });
        void queryClient.invalidateQueries({ queryKey: orderQueries.lists() });
      }
    },
  });
}

/** The 409 body's members (order status as the server saw it, the gate), when the error is a `not_cancelable`. */
export function notCancelableOf(error: unknown) {
  if (!isApiError(error) || error.code !== 'not_cancelable' || !error.problem) return null;
  const parsed = notCancelableProblem.safeParse(error.problem);
  return parsed.success ? parsed.data : null;
}

/** A price preview: changes nothing, but sent through the same guard (one preview at a time). */
export function usePreviewOrder() {
  return useGuardedMutation({
    mutationFn: (body: OrderCreateInput) =>
      apiRequest(orderPreview, '/api/v2/orders/preview', { method: 'POST', body }),
    touches: () => [],
  });
}

/**
 * Places an order (money moves: an invoice is created). An unknown outcome reads the order list again, so the
 * screen can say whether an order now exists before a second one is placed.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: OrderCreateInput) => apiRequest(orderCreateResponse, '/api/v2/orders', { method: 'POST', body }),
    touches: () => [orderQueries.lists(), queryRoots.invoices],
    onSuccess: (created: Order) => {
      queryClient.setQueryData(orderQueries.detail(created.id).queryKey, created);
      void queryClient.invalidateQueries({ queryKey: orderQueries.lists() });
      void queryClient.invalidateQueries({ queryKey: queryRoots.invoices });
    },
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/api/call';
import { isApiError } from '@/api/client';
import { orderEndpoints as api } from '@/api/endpoints/orders-io';
import { useGuardedMutation } from '@/api/guarded-mutation';
import { queryRoots } from '@/api/query-roots';
import { notCancelableProblem, type Order, type OrderCreateInput, type OrderPreviewInput } from '@/api/schemas/orders';
import { orderQueries } from './order-queries';

/*
 * Every write of the orders area, apart from the reads: the list screen loads `order-queries.ts` only, so the
 * guarded-mutation code comes with the screens that write (the order, the new-order form).
 */

/** Cancel (no body). The answer is the refreshed order; a 409 refreshes the order to show the server's state. */
export function useCancelOrder(id: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: () => call(api.cancel, { params: { id } }),
    // The order, the lists, and its invoice.
    touches: () => [orderQueries.detail(id).queryKey, orderQueries.lists(), queryRoots.billing],
    onSuccess: (refreshed: Order) => {
      queryClient.setQueryData(orderQueries.detail(id).queryKey, refreshed);
      void queryClient.invalidateQueries({ queryKey: orderQueries.lists() });
      // The order's invoice changed too.
      void queryClient.invalidateQueries({ queryKey: queryRoots.billing });
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
    mutationFn: (body: OrderPreviewInput) => call(api.preview, { body }),
    touches: () => [],
  });
}

/**
 * Places an order (money moves: an invoice is created). The body carries `contractAccepted: true` (the type requires
 * it): only a screen where the customer ticked the terms can build one. An unknown outcome reads the order list again, so the
 * screen can say whether an order now exists before a second one is placed.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: OrderCreateInput, { idempotencyKey }) => call(api.create, { body, idempotencyKey }),
    touches: () => [orderQueries.lists(), queryRoots.billing],
    onSuccess: (created: Order) => {
      queryClient.setQueryData(orderQueries.detail(created.id).queryKey, created);
      void queryClient.invalidateQueries({ queryKey: orderQueries.lists() });
      void queryClient.invalidateQueries({ queryKey: queryRoots.billing });
    },
  });
}

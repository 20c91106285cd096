import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/api/call';
import { domainRegistrationEndpoints as api } from '@/api/endpoints/domain-registration-io';
import { orderEndpoints } from '@/api/endpoints/orders-io';
import { useGuardedMutation } from '@/api/guarded-mutation';
import { queryRoots } from '@/api/query-roots';
import type { AvailabilityBody, TransferCheckBody } from '@/api/schemas/domain-registration';
import type { OrderCreateInput, OrderPreviewInput } from '@/api/schemas/orders';

/** A search: changes nothing (a read-only POST), through the guard so one runs at a time. */
export function useAvailabilitySearch() {
  return useGuardedMutation({
    mutationFn: (body: AvailabilityBody) => call(api.availability, { body }),
    touches: () => [],
  });
}

export function useTransferCheck() {
  return useGuardedMutation({
    mutationFn: (body: TransferCheckBody) => call(api.transferCheck, { body }),
    touches: () => [],
  });
}

export function useDomainOrderPreview() {
  return useGuardedMutation({
    mutationFn: (body: OrderPreviewInput) => call(orderEndpoints.preview, { body }),
    touches: () => [],
  });
}

/** Places the order (money moves: idempotent). The new domains and the invoice show in their lists. */
export function usePlaceDomainOrder() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: OrderCreateInput, { idempotencyKey }) => call(orderEndpoints.create, { body, idempotencyKey }),
    touches: () => [queryRoots.domains, queryRoots.orders, queryRoots.billing],
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryRoots.domains });
      void queryClient.invalidateQueries({ queryKey: queryRoots.orders });
      void queryClient.invalidateQueries({ queryKey: queryRoots.billing });
    },
  });
}

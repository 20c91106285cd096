import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { call } from '@/api/call';
import { orderEndpoints } from '@/api/endpoints/orders-io';
import { vpsEndpoints as api } from '@/api/endpoints/vps-io';
import { useGuardedMutation } from '@/api/guarded-mutation';
import { areaKeys, queryRoots } from '@/api/query-roots';
import type { OrderCreateInput } from '@/api/schemas/orders';
import type { SshKeyCreateBody } from '@/api/schemas/vps-ssh-keys';
import { messageRef } from '@/i18n';
import { useOperationsStore, useTrackOperation } from '@/ui/operations/operations-provider';
import { vpsOrderMessages } from '@/features/vps/messages/catalog';
import { vpsQueries } from './vps-queries';

/** The account's SSH keys (an order chooses among them; an empty account has no server to read them through). */
export const accountSshKeysQuery = () =>
  queryOptions({
    queryKey: [...areaKeys(queryRoots.vps).all(), 'account-ssh-keys'] as const,
    queryFn: ({ signal }) => call(api.accountSshKeys, { signal }),
  });

/** Adds a key to the account from the order form; it is then chosen for the new server. */
export function useAddAccountSshKey() {
  const queryClient = useQueryClient();
  const key = accountSshKeysQuery().queryKey;
  return useGuardedMutation({
    touches: () => [key],
    mutationFn: (body: SshKeyCreateBody) => call(api.createSshKey, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}

/**
 * Places a server order (an idempotent money write: a resend after an unknown outcome is answered, not placed
 * twice). Each server it starts is handed to the operations tracker (progress in place and in the drawer; the
 * server list read again when it is ready).
 */
export function useOrderServer() {
  const queryClient = useQueryClient();
  const track = useTrackOperation();
  const store = useOperationsStore();
  return useGuardedMutation({
    mutationFn: async (body: OrderCreateInput, { idempotencyKey }) => {
      // Before the request leaves: an answer that comes back after a sign-out is not this session's to track.
      const epoch = store.epoch();
      return { created: await call(orderEndpoints.create, { body, idempotencyKey }), epoch };
    },
    touches: () => [queryRoots.orders, queryRoots.billing, vpsQueries.lists()],
    onSuccess: ({ created, epoch }) => {
      for (const server of created.provisioning) {
        if (!server.operation) continue;
        track(
          server.operation,
          {
            label: messageRef(vpsOrderMessages, 'vpsOrder.operation', {
              name: server.name ?? server.hostname ?? server.vpsId,
            }),
            href: `/vps/${server.vpsId}`,
            invalidate: [vpsQueries.lists(), vpsQueries.detail(server.vpsId).queryKey],
          },
          epoch,
        );
      }
      void queryClient.invalidateQueries({ queryKey: vpsQueries.lists() });
      void queryClient.invalidateQueries({ queryKey: queryRoots.orders });
      void queryClient.invalidateQueries({ queryKey: queryRoots.billing });
    },
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { vpsEndpoints as api } from '@/api/endpoints/vps-io';
import type { Vps } from '@/api/schemas/vps';
import {
  vpsRebuildAccepted,
  vpsRescueAccepted,
  vpsRootPasswordAccepted,
  type VpsRebuildAccepted,
  type VpsRescueAccepted,
  type VpsRootPasswordAccepted,
} from '@/api/schemas/vps-order';
import { messageRef } from '@/i18n';
import { useOperationMutation } from '@/ui/operations/use-operation-mutation';
import { vpsDetailMessages } from '@/features/vps/messages/catalog';
import { vpsName } from '@/features/vps/vps-labels';
import { vpsQueries } from './vps-queries';

/**
 * When a server will not behave (issue 38): reinstall, rescue and leave it, a new root password. Each is a job shown
 * in place and in the drawer; the server and the list are read again at once (its status moves) and when it ends.
 * A new password reaches only `onAccepted` (the screen shows it once; it is kept nowhere else).
 */
function useRecovery<TVars, TBody extends { operation: VpsRebuildAccepted['operation'] }>(
  server: Vps,
  options: {
    request: (vars: TVars) => { endpoint: (typeof api)[keyof typeof api]; body?: unknown };
    response: Parameters<typeof useOperationMutation<TVars, TBody>>[0]['response'];
    label: 'rebuild' | 'rescue' | 'leaveRescue' | 'rootPassword';
    onAccepted?: (body: TBody) => void;
  },
) {
  const queryClient = useQueryClient();
  const name = vpsName(server);
  const detailKey = vpsQueries.detail(server.id).queryKey;
  return useOperationMutation<TVars, TBody>({
    request: (vars) => ({ ...options.request(vars), params: { id: server.id } }),
    ...(options.response ? { response: options.response } : {}),
    track: () => ({
      label: messageRef(vpsDetailMessages, 'vpsDetail.recovery.operation', { action: options.label, name }),
      href: `/vps/${server.id}`,
      invalidate: [detailKey, vpsQueries.lists()],
    }),
    onAccepted: (body) => {
      options.onAccepted?.(body);
      void queryClient.invalidateQueries({ queryKey: detailKey });
      void queryClient.invalidateQueries({ queryKey: vpsQueries.lists() });
    },
  });
}

export function useRebuild(server: Vps, onAccepted: (body: VpsRebuildAccepted) => void) {
  return useRecovery<string, VpsRebuildAccepted>(server, {
    request: (image) => ({ endpoint: api.rebuild, body: { image } }),
    response: vpsRebuildAccepted,
    label: 'rebuild',
    onAccepted,
  });
}

export function useRescue(server: Vps, onAccepted: (body: VpsRescueAccepted) => void) {
  return useRecovery<void, VpsRescueAccepted>(server, {
    request: () => ({ endpoint: api.rescue }),
    response: vpsRescueAccepted,
    label: 'rescue',
    onAccepted,
  });
}

export function useLeaveRescue(server: Vps, onAccepted: () => void) {
  return useRecovery<void, { operation: VpsRebuildAccepted['operation'] }>(server, {
    request: () => ({ endpoint: api.leaveRescue }),
    response: undefined,
    label: 'leaveRescue',
    onAccepted,
  });
}

export function useResetRootPassword(server: Vps, onAccepted: (body: VpsRootPasswordAccepted) => void) {
  return useRecovery<void, VpsRootPasswordAccepted>(server, {
    request: () => ({ endpoint: api.resetRootPassword }),
    response: vpsRootPasswordAccepted,
    label: 'rootPassword',
    onAccepted,
  });
}

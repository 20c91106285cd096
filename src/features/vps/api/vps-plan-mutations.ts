import { useQueryClient } from '@tanstack/react-query';
import { vpsEndpoints as api } from '@/api/endpoints/vps-io';
import { queryRoots } from '@/api/query-roots';
import type { Vps } from '@/api/schemas/vps';
import {
  vpsUpgradeAccepted,
  type VpsPlanOption,
  type VpsUpgradeAccepted,
  type VpsUpgradeBody,
} from '@/api/schemas/vps-upgrade';
import { messageRef } from '@/i18n';
import { useOperationMutation } from '@/ui/operations/use-operation-mutation';
import { vpsDetailMessages } from '@/features/vps/messages/catalog';
import { vpsName } from '@/features/vps/vps-labels';
import { vpsQueries } from './vps-queries';

/**
 * A plan change (`POST …/actions/upgrade`, 202 with a `vps.upgrade` job): in a module of its own, so the overview
 * that offers it loads none of the sections' writes. The server is busy (and restarting, when the change restarts
 * it) from the answer on; its plan is the new one when the job ends, and the tracker then refreshes the server,
 * its options and its billing (all under its detail key). The answer's invoice (a prepaid server's difference)
 * goes to `onAccepted`; billing and orders are refreshed for it at once.
 */
export function usePlanChange(
  server: Vps,
  options: { onAccepted?: (accepted: VpsUpgradeAccepted, option: VpsPlanOption) => void } = {},
) {
  const queryClient = useQueryClient();
  const name = vpsName(server);
  const detailKey = vpsQueries.detail(server.id).queryKey;
  return useOperationMutation<VpsPlanOption, VpsUpgradeAccepted>({
    request: (option) => ({
      endpoint: api.upgrade,
      params: { id: server.id },
      body: { plan: option.code } satisfies VpsUpgradeBody,
    }),
    // The commit's answer (a dry run, never sent here, would answer the preview).
    response: vpsUpgradeAccepted,
    track: (option) => ({
      label: messageRef(vpsDetailMessages, 'vpsDetail.plan.operation', { name, plan: option.name ?? option.code }),
      href: `/vps/${server.id}`,
      invalidate: [detailKey, vpsQueries.lists()],
    }),
    onAccepted: (accepted, option) => {
      options.onAccepted?.(accepted, option);
      void queryClient.invalidateQueries({ queryKey: detailKey });
      void queryClient.invalidateQueries({ queryKey: vpsQueries.lists() });
      if (accepted.invoice) {
        void queryClient.invalidateQueries({ queryKey: queryRoots.billing });
        void queryClient.invalidateQueries({ queryKey: queryRoots.orders });
      }
    },
  });
}

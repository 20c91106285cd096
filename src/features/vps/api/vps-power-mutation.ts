import { useQueryClient } from '@tanstack/react-query';
import { vpsRoutes } from '@/api/endpoints/vps';
import type { OperationEnvelope } from '@/api/schemas/common';
import type { Vps } from '@/api/schemas/vps';
import { messageRef } from '@/i18n';
import { useOperationMutation } from '@/ui/operations/use-operation-mutation';
import { vpsDetailMessages } from '@/features/vps/messages/catalog';
import { vpsName } from '@/features/vps/vps-labels';
import { powerRules, type PowerChoice } from '@/features/vps/vps-power';
import { vpsQueries } from './vps-queries';

/**
 * The power ladder's request (`vpsRoutes[<endpoint>]`, body `powerRules[choice].body`), refreshing the server and the
 * list when the job ends. The routes alone (`vps.ts`): the overview offers power, and the area's whole table would
 * bring every section's contract into it.
 */
export function useVpsPower(
  server: Vps,
  options: { onAccepted?: (envelope: OperationEnvelope, choice: PowerChoice) => void } = {},
) {
  const queryClient = useQueryClient();
  const name = vpsName(server);
  const detailKey = vpsQueries.detail(server.id).queryKey;
  return useOperationMutation<PowerChoice>({
    request: (choice) => {
      const route = vpsRoutes[powerRules[choice].endpoint];
      return { endpoint: route, params: { id: server.id }, body: powerRules[choice].body };
    },
    track: (choice) => ({
      label: messageRef(vpsDetailMessages, 'vpsDetail.power.operation', { choice, name }),
      href: `/vps/${server.id}`,
      invalidate: [detailKey, vpsQueries.lists()],
    }),
    onAccepted: (envelope, choice) => {
      options.onAccepted?.(envelope, choice);
      // The server moves to "restarting", "stopping"... at once: show it while the job runs.
      void queryClient.invalidateQueries({ queryKey: detailKey });
      void queryClient.invalidateQueries({ queryKey: vpsQueries.lists() });
    },
  });
}

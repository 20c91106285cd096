import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/api/call';
import { consoleEndpoints } from '@/api/endpoints/console-io';
import { useGuardedMutation } from '@/api/guarded-mutation';
import type { ConsoleTicket } from '@/api/schemas/console';
import { vpsQueries } from './vps-queries';

/**
 * A console ticket (`src/api/endpoints/console.ts`): one per connection, a reconnect asks for a new one (the page
 * opens the socket in the send's own `onSuccess`, so a page left meanwhile opens none). A refusal (the server
 * stopped meanwhile) reads the server again, so the page shows the gate as it now is.
 */
export function useConsoleTicket(vpsId: string) {
  const queryClient = useQueryClient();
  const detailKey = vpsQueries.detail(vpsId).queryKey;
  return useGuardedMutation<ConsoleTicket>({
    mutationFn: () => call(consoleEndpoints.openConsole, { params: { id: vpsId } }),
    touches: () => [detailKey],
    onError: () => void queryClient.invalidateQueries({ queryKey: detailKey }),
  });
}

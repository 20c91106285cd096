import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '@/api/guarded-mutation';
import { apiRequest } from '@/api/client';
import { ticket, type Ticket } from '@/api/schemas/tickets';
import { ticketPath, ticketQueries, ticketUrlParam } from './ticket-queries';

// Apart from the queries: the ticket list (a first screen) loads no mutation code.

function useTicketAction(action: 'close' | 'reopen', idOrNumber: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: () => apiRequest(ticket, `${ticketPath(idOrNumber)}/actions/${action}`, { method: 'POST' }),
    touches: () => [ticketQueries.detail(idOrNumber).queryKey, ticketQueries.lists()],
    onSuccess: (refreshed: Ticket) => {
      // The response is the refreshed ticket: show it at once under both of its URL forms.
      queryClient.setQueryData(ticketQueries.detail(idOrNumber).queryKey, refreshed);
      queryClient.setQueryData(ticketQueries.detail(ticketUrlParam(refreshed)).queryKey, refreshed);
      void queryClient.invalidateQueries({ queryKey: ticketQueries.lists() });
    },
  });
}

export const useCloseTicket = (idOrNumber: string) => useTicketAction('close', idOrNumber);
export const useReopenTicket = (idOrNumber: string) => useTicketAction('reopen', idOrNumber);

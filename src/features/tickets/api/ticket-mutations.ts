import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '@/api/guarded-mutation';
import { call } from '@/api/call';
import { isApiError } from '@/api/client';
import { ticketEndpoints as api } from '@/api/endpoints/tickets-io';
import type { TicketCreateBody, TicketReplyBody } from '@/api/schemas/ticket-conversations';
import type { Ticket } from '@/api/schemas/tickets';
import { ticketUrlParam } from '../ticket-labels';
import { ticketQueries } from './ticket-queries';

// Apart from the queries: the ticket list (a first screen) loads no mutation code.

/** Shows the ticket the server answered with at once, under both of its URL forms (and the one the screen used). */
function useTicketAnswered() {
  const queryClient = useQueryClient();
  return (answered: Ticket, idOrNumber?: string) => {
    if (idOrNumber !== undefined) queryClient.setQueryData(ticketQueries.detail(idOrNumber).queryKey, answered);
    queryClient.setQueryData(ticketQueries.detail(ticketUrlParam(answered)).queryKey, answered);
    queryClient.setQueryData(ticketQueries.detail(answered.id).queryKey, answered);
    void queryClient.invalidateQueries({ queryKey: ticketQueries.lists() });
  };
}

function useTicketAction(action: 'close' | 'reopen', idOrNumber: string) {
  const answered = useTicketAnswered();
  return useGuardedMutation({
    mutationFn: () => call(api[action], { params: { id: idOrNumber } }),
    touches: () => [ticketQueries.detail(idOrNumber).queryKey, ticketQueries.lists()],
    // The response is the refreshed ticket.
    onSuccess: (refreshed: Ticket) => answered(refreshed, idOrNumber),
  });
}

export const useCloseTicket = (idOrNumber: string) => useTicketAction('close', idOrNumber);
export const useReopenTicket = (idOrNumber: string) => useTicketAction('reopen', idOrNumber);

/**
 * A reply (`POST …/messages`): 201 the new message and the ticket as it is now, shown at once (with the message even
 * if the ticket's conversation left it out). A 409 (`ticket_closed`: closed meanwhile) reads the ticket again, so the
 * screen shows why it cannot be answered.
 */
export function useReplyToTicket(idOrNumber: string) {
  const queryClient = useQueryClient();
  const answered = useTicketAnswered();
  return useGuardedMutation({
    mutationFn: (body: TicketReplyBody) => call(api.reply, { params: { id: idOrNumber }, body }),
    touches: () => [ticketQueries.detail(idOrNumber).queryKey, ticketQueries.lists()],
    onSuccess: ({ message, ticket: refreshed }) => {
      const shown = refreshed.messages.some((m) => m.id === message.id)
        ? refreshed
        : { ...refreshed, messages: [...refreshed.messages, message] };
      answered(shown, idOrNumber);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ticketQueries.detail(idOrNumber).queryKey });
      }
    },
  });
}

/** A new ticket (`POST /support/tickets`): 201 the ticket, kept for its screen, which opens next. */
export function useCreateTicket() {
  const answered = useTicketAnswered();
  return useGuardedMutation({
    mutationFn: (body: TicketCreateBody) => call(api.create, { body }),
    touches: () => [ticketQueries.lists()],
    onSuccess: (created: Ticket) => answered(created),
  });
}

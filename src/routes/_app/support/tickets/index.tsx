import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ticketQueries } from '@/features/tickets/api/ticket-queries';
import { TicketListPage } from '@/features/tickets/components/ticket-list-page';

const searchSchema = z.object({
  status: z.catch(z._default(z.enum(['all', 'open', 'closed']), 'all'), 'all'),
  cursor: z.catch(z.optional(z.string().check(z.maxLength(512))), undefined),
});

export const Route = createFileRoute('/_app/support/tickets/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ status: search.status, cursor: search.cursor }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(ticketQueries.list(deps)),
  component: TicketsRoute,
});

function TicketsRoute() {
  const search = Route.useSearch();
  return <TicketListPage status={search.status} cursor={search.cursor} />;
}

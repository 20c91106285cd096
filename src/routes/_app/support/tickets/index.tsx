import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ticketQueries } from '../../../../features/tickets/api/ticket-queries';
import { TicketListPage } from '../../../../features/tickets/components/ticket-list-page';

const searchSchema = z.object({
  status: z.enum(['all', 'open', 'closed']).default('all').catch('all'),
  cursor: z.string().max(512).optional().catch(undefined),
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

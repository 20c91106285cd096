import { createFileRoute, notFound } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ensureCatalog, problemMessages } from '@/i18n';
import { TicketDetailPage } from '@/features/tickets/components/ticket-detail-page';
import { ticketMessages } from '@/features/tickets/messages/catalog';
import { loadTicketQueries, ticketRefParam } from '@/features/tickets/ticket-route-params';

export const Route = createFileRoute('/_app/support/tickets/$ticketId')({
  // The contract's own path schema (the mock validates `{id}` with it): a malformed id is not a ticket
  // address at all, so it is "page not found" without asking the server.
  beforeLoad: ({ params }) => {
    if (!z.safeParse(ticketRefParam, params.ticketId).success) throw notFound();
  },
  loader: ({ context, params }) =>
    Promise.all([
      ensureCatalog(ticketMessages),
      // Problem and gate words: a detail screen shows blocked controls at once.
      ensureCatalog(problemMessages),
      loadTicketQueries().then(({ ticketQueries }) =>
        context.queryClient.ensureQueryData(ticketQueries.detail(params.ticketId)),
      ),
    ]),
  component: TicketRoute,
});

function TicketRoute() {
  const { ticketId } = Route.useParams();
  return <TicketDetailPage ticketParam={ticketId} />;
}

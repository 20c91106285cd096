import { createFileRoute } from '@tanstack/react-router';
import { ticketQueries } from '@/features/tickets/api/ticket-queries';
import { TicketDetailPage } from '@/features/tickets/components/ticket-detail-page';

export const Route = createFileRoute('/_app/support/tickets/$ticketId')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(ticketQueries.detail(params.ticketId)),
  component: TicketRoute,
});

function TicketRoute() {
  const { ticketId } = Route.useParams();
  return <TicketDetailPage ticketParam={ticketId} />;
}

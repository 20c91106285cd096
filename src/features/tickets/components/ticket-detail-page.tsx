import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DetailLayout } from '@/ui/detail-layout';
import { PageHeader } from '@/ui/page-header';
import { ticketQueries } from '@/features/tickets/api/ticket-queries';
import { TicketActions } from './ticket-actions';
import { TicketConversation } from './ticket-conversation';
import { TicketFacts } from './ticket-facts';
import { TicketLinkedServices } from './ticket-linked-services';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-status';
import '@/features/tickets/tickets.css';

/** The ticket screen: header with actions, the conversation, and a side panel of facts and linked services. */
export function TicketDetailPage({ ticketParam }: { ticketParam: string }) {
  const { data: ticket } = useSuspenseQuery(ticketQueries.detail(ticketParam));

  return (
    <article className="page" aria-labelledby="ticket-heading">
      <PageHeader
        headingId="ticket-heading"
        title={ticket.subject ?? '(no subject)'}
        documentTitle={`Ticket #${ticket.number}`}
        breadcrumb={[
          <Link key="tickets" to="/support/tickets">
            Support tickets
          </Link>,
        ]}
        current={`#${ticket.number}`}
        meta={
          <>
            <span>Ticket #{ticket.number}</span>
            <TicketStatusBadge status={ticket.status} />
            <TicketPriorityBadge priority={ticket.priority} />
          </>
        }
        actions={<TicketActions ticket={ticket} ticketParam={ticketParam} />}
      />
      <DetailLayout
        sideLabel="Ticket details"
        main={<TicketConversation ticket={ticket} />}
        side={
          <>
            <TicketFacts ticket={ticket} />
            <TicketLinkedServices services={ticket.linkedServices} />
          </>
        }
      />
    </article>
  );
}

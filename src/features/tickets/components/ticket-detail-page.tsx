import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMessages } from '@/i18n';
import { DetailLayout } from '@/ui/detail-layout';
import { PageHeader } from '@/ui/page-header';
import { ticketQueries } from '@/features/tickets/api/ticket-queries';
import { ticketMessages } from '@/features/tickets/messages/catalog';
import { TicketActions } from './ticket-actions';
import { TicketConversation } from './ticket-conversation';
import { TicketFacts } from './ticket-facts';
import { TicketLinkedServices } from './ticket-linked-services';
import { TicketReply } from './ticket-reply';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-status';
import '@/features/tickets/tickets.css';

/**
 * The ticket screen: header with actions, the conversation and the reply box under it, and a side panel of facts and
 * linked services.
 */
export function TicketDetailPage({ ticketParam }: { ticketParam: string }) {
  const t = useMessages(ticketMessages);
  const { data: ticket } = useSuspenseQuery(ticketQueries.detail(ticketParam));

  return (
    <article className="page" aria-labelledby="ticket-heading">
      <PageHeader
        headingId="ticket-heading"
        title={ticket.subject ?? t('tickets.subject.none')}
        documentTitle={t('tickets.detail.pageTitle', { number: ticket.number })}
        breadcrumb={[
          <Link key="tickets" to="/support/tickets">
            {t('tickets.detail.breadcrumb')}
          </Link>,
        ]}
        current={`#${ticket.number}`}
        meta={
          <>
            <span>{t('tickets.number', { number: ticket.number })}</span>
            <TicketStatusBadge status={ticket.status} />
            <TicketPriorityBadge priority={ticket.priority} />
          </>
        }
        actions={<TicketActions ticket={ticket} ticketParam={ticketParam} />}
      />
      <DetailLayout
        sideLabel={t('tickets.detail.facts.label')}
        main={
          <>
            <TicketConversation ticket={ticket} />
            <TicketReply ticket={ticket} ticketParam={ticketParam} />
          </>
        }
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

import type { Ticket } from '@/api/schemas/tickets';
import { useMessages } from '@/i18n';
import { FactList } from '@/ui/fact-list';
import { DateTime } from '@/ui/format/date-time';
import { useFormat } from '@/ui/format/use-format';
import { ticketMessages } from '@/features/tickets/messages/catalog';

export function TicketFacts({ ticket }: { ticket: Ticket }) {
  const t = useMessages(ticketMessages);
  const format = useFormat();
  return (
    <FactList
      facts={[
        { term: t('tickets.detail.facts.department'), value: ticket.departmentName ?? ticket.departmentSlug },
        { term: t('tickets.detail.facts.requester'), value: ticket.requesterName ?? '—' },
        { term: t('tickets.detail.facts.opened'), value: <DateTime value={ticket.createdAt} /> },
        {
          term: t('tickets.detail.facts.lastActivity'),
          value: <DateTime value={ticket.lastMessageAt ?? ticket.updatedAt} />,
        },
        { term: t('tickets.detail.facts.messages'), value: format.number(ticket.messageCount) },
        { term: t('tickets.detail.facts.cc'), value: ticket.ccEmails.length ? format.list(ticket.ccEmails) : '—' },
      ]}
    />
  );
}

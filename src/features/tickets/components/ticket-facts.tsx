import type { Ticket } from '@/api/schemas/tickets';
import { FactList } from '@/ui/fact-list';
import { DateTime } from '@/ui/format/date-time';

export function TicketFacts({ ticket }: { ticket: Ticket }) {
  return (
    <FactList
      facts={[
        { term: 'Department', value: ticket.departmentName ?? ticket.departmentSlug },
        { term: 'Requester', value: ticket.requesterName ?? '—' },
        { term: 'Opened', value: <DateTime value={ticket.createdAt} /> },
        { term: 'Last activity', value: <DateTime value={ticket.lastMessageAt ?? ticket.updatedAt} /> },
        { term: 'Messages', value: ticket.messageCount },
        { term: 'CC', value: ticket.ccEmails.length ? ticket.ccEmails.join(', ') : '—' },
      ]}
    />
  );
}

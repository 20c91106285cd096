import type { TicketPriority, TicketStatus } from '@/api/schemas/tickets';
import { useMessages } from '@/i18n';
import { StatusBadge } from '@/ui/status-badge';
import { ticketMessages } from '@/features/tickets/messages/catalog';
import { ticketPriorityTones, ticketStatusTones } from '@/features/tickets/ticket-labels';

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const t = useMessages(ticketMessages);
  return <StatusBadge tone={ticketStatusTones[status]}>{t('tickets.status', { status })}</StatusBadge>;
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  const t = useMessages(ticketMessages);
  return <StatusBadge tone={ticketPriorityTones[priority]}>{t('tickets.priority', { priority })}</StatusBadge>;
}

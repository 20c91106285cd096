import type { TicketPriority, TicketStatus } from '@/api/schemas/tickets';
import { StatusBadge } from '@/ui/status-badge';
import { ticketPriorityLabels, ticketStatusLabels } from '@/features/tickets/ticket-labels';

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const [label, tone] = ticketStatusLabels[status];
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  const [label, tone] = ticketPriorityLabels[priority];
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}

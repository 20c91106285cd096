import type { TicketPriority, TicketStatus } from '@/api/schemas/tickets';
import { StatusBadge, type Tone } from '@/ui/status-badge';

const statuses: Record<TicketStatus, [string, Tone]> = {
  open: ['Open', 'info'],
  answered: ['Answered', 'success'],
  customer_reply: ['Awaiting support', 'warning'],
  in_progress: ['In progress', 'progress'],
  on_hold: ['On hold', 'neutral'],
  closed: ['Closed', 'neutral'],
  unknown: ['Unknown', 'neutral'],
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const [label, tone] = statuses[status];
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}

const priorities: Record<TicketPriority, [string, Tone]> = {
  low: ['Low', 'neutral'],
  medium: ['Medium', 'info'],
  high: ['High', 'warning'],
  urgent: ['Urgent', 'danger'],
  critical: ['Critical', 'danger'],
  unknown: ['Unknown', 'neutral'],
};

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  const [label, tone] = priorities[priority];
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}

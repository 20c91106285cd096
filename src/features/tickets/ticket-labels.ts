import type { TicketListFilter, TicketPriority, TicketStatus } from '@/api/schemas/tickets';
import type { Tone } from '@/ui/status-badge';

/**
 * The words of the tickets area for API values, in one place so they move to the message catalog together.
 * Sentences stay in the components that say them.
 */
export const ticketStatusLabels: Record<TicketStatus, [label: string, tone: Tone]> = {
  open: ['Open', 'info'],
  answered: ['Answered', 'success'],
  customer_reply: ['Awaiting support', 'warning'],
  in_progress: ['In progress', 'progress'],
  on_hold: ['On hold', 'neutral'],
  closed: ['Closed', 'neutral'],
  unknown: ['Unknown', 'neutral'],
};

export const ticketPriorityLabels: Record<TicketPriority, [label: string, tone: Tone]> = {
  low: ['Low', 'neutral'],
  medium: ['Medium', 'info'],
  high: ['High', 'warning'],
  urgent: ['Urgent', 'danger'],
  critical: ['Critical', 'danger'],
  unknown: ['Unknown', 'neutral'],
};

export const ticketFilterLabels: Record<TicketListFilter, string> = {
  all: 'All',
  open: 'Open',
  closed: 'Closed',
};

export const senderLabels = {
  customer: 'You',
  staff: 'Support',
  automation: 'Automated',
  unknown: 'Unknown sender',
} as const;

import type { TicketPriority, TicketStatus } from '@/api/schemas/tickets';
import type { Tone } from '@/ui/status-badge';

/**
 * The look of the tickets area's API values. Their words are in the catalog (`tickets.status`,
 * `tickets.priority`: one select message each, so a new API value is a type error in both languages).
 */
export const ticketStatusTones: Record<TicketStatus, Tone> = {
  open: 'info',
  answered: 'success',
  customer_reply: 'warning',
  in_progress: 'progress',
  on_hold: 'neutral',
  closed: 'neutral',
  unknown: 'neutral',
};

export const ticketPriorityTones: Record<TicketPriority, Tone> = {
  low: 'neutral',
  medium: 'info',
  high: 'warning',
  urgent: 'danger',
  critical: 'danger',
  unknown: 'neutral',
};

/**
 * The URL form of a ticket: its customer-facing number when numeric, otherwise its id. Here, free of the API client,
 * so the list's first rows drawn before the app (ticket-first-rows.ts) link as the list does.
 */
export function ticketUrlParam(t: { id: string; number: string }): string {
  return /^\d+$/.test(t.number) ? t.number : t.id;
}

import { ticketRoutes } from '@/api/endpoints/tickets';
import type { AuditRoute } from '@/mock/platform/audit';
import { auditRoutesOf } from '@/mock/platform/serve';
import { findTicket } from './state';

/** Support's changes as the account log names them (the table's `audit`): tickets by number. */
export const ticketsAuditRoutes: readonly AuditRoute[] = auditRoutesOf(Object.values(ticketRoutes), {
  ticket: (state, customerId, id) => findTicket(state.tickets, customerId, id)?.number ?? null,
});

import type { AuditRoute, AuditTargetRule } from '@/mock/platform/audit';
import { createdResource } from '@/mock/platform/audit';
import { findTicket } from './state';

/** Support's changes as the audit log names them (ledger "Audit log"): tickets by number. */
const ticket: AuditTargetRule = {
  type: 'ticket',
  param: 'id',
  name: (state, customerId, id) => {
    const found = findTicket(state.tickets, customerId, id);
    return found?.number ?? null;
  },
};

export const ticketsAuditRoutes: readonly AuditRoute[] = [
  {
    method: 'POST',
    path: '/api/v2/support/tickets',
    area: 'support',
    action: 'ticket.create',
    target: { type: 'ticket', fromResponse: createdResource('number') },
  },
  {
    method: 'POST',
    path: '/api/v2/support/tickets/:id/messages',
    area: 'support',
    action: 'ticket.reply',
    target: ticket,
  },
  {
    method: 'POST',
    path: '/api/v2/support/tickets/:id/actions/close',
    area: 'support',
    action: 'ticket.close',
    target: ticket,
  },
  {
    method: 'POST',
    path: '/api/v2/support/tickets/:id/actions/reopen',
    area: 'support',
    action: 'ticket.reopen',
    target: ticket,
  },
  {
    method: 'POST',
    path: '/api/v2/support/attachments',
    area: 'support',
    action: 'ticket.upload_attachment',
    target: { type: 'attachment', fromResponse: createdResource('filename') },
  },
];

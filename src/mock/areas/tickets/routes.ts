import { Hono } from 'hono';
import { opaqueId } from '@/api/schemas/common';
import { ticketActionBody, ticketListQuery, ticketRef } from '@/api/schemas/tickets';
import {
  getAuth,
  json,
  parseBody,
  parsePathParam,
  parseQuery,
  type MockContext,
  type MockEnv,
} from '@/mock/platform/http';
import { ProblemError, notFound } from '@/mock/platform/problems';
import { requireScopes } from '@/mock/platform/scopes';
import { closeTicket, findAttachment, findTicket, listTickets, reopenTicket, toDetail } from './state';

const attachmentRef = opaqueId('tatt_');

/** `{id}`: a `tkt_` id or, during the migration the spec mentions, the numeric ticket number. */
function ticketIdOf(c: MockContext): string {
  return parsePathParam(c, 'id', ticketRef, 'Expected a ticket id (tkt_…) or a numeric ticket number.');
}

function ticketNotFound(id: string): ProblemError {
  return notFound('ticket_not_found', `No ticket ${id} was found for this account.`);
}

/** RFC 6266 filename: ASCII fallback plus UTF-8 `filename*`. */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function ticketRoutes(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();

  routes.get('/api/v2/support/tickets', requireScopes('read:support'), (c) => {
    const { world, customer } = getAuth(c);
    const query = parseQuery(c, ticketListQuery);
    return json(c, listTickets(world.state.tickets, customer.id, query));
  });

  routes.get('/api/v2/support/tickets/:id', requireScopes('read:support'), (c) => {
    const { world, customer } = getAuth(c);
    const id = ticketIdOf(c);
    const ticket = findTicket(world.state.tickets, customer.id, id);
    if (!ticket) throw ticketNotFound(id);
    return json(c, toDetail(world.state.tickets, ticket));
  });

  routes.post('/api/v2/support/tickets/:id/actions/close', requireScopes('write:support'), async (c) => {
    const { world, customer } = getAuth(c);
    const id = ticketIdOf(c);
    await parseBody(c, ticketActionBody, { optional: true });
    const ticket = findTicket(world.state.tickets, customer.id, id);
    if (!ticket) throw ticketNotFound(id);
    closeTicket(ticket, customer.name, world.nowIso());
    return json(c, toDetail(world.state.tickets, ticket));
  });

  routes.post('/api/v2/support/tickets/:id/actions/reopen', requireScopes('write:support'), async (c) => {
    const { world, customer } = getAuth(c);
    const id = ticketIdOf(c);
    await parseBody(c, ticketActionBody, { optional: true });
    const ticket = findTicket(world.state.tickets, customer.id, id);
    if (!ticket) throw ticketNotFound(id);
    if (!reopenTicket(ticket, customer.name, world.nowIso())) {
      throw new ProblemError({
        status: 409,
        code: 'ticket_not_closed',
        detail: `Ticket ${ticket.number} is ${ticket.status.replace('_', ' ')}; only closed tickets can be reopened.`,
        extensions: { status: ticket.status },
      });
    }
    return json(c, toDetail(world.state.tickets, ticket));
  });

  routes.get('/api/v2/support/attachments/:id', requireScopes('read:support'), (c) => {
    const { world, customer } = getAuth(c);
    const id = parsePathParam(c, 'id', attachmentRef, 'Expected an attachment id (tatt_…).');
    const attachment = findAttachment(world.state.tickets, customer.id, id);
    if (!attachment) throw notFound('ticket_not_found', `No attachment ${id} was found for this account.`);
    return new Response(new Uint8Array(attachment.bytes), {
      status: 200,
      headers: {
        'Content-Type': attachment.mimeType,
        'Content-Length': String(attachment.bytes.byteLength),
        'Content-Disposition': contentDisposition(attachment.filename),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    });
  });

  return routes;
}

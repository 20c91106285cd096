import { Hono } from 'hono';
import { z } from 'zod';
import { ticketActionBody, ticketListQuery } from '@/api/schemas/tickets';
import {
  closeTicket,
  decodeCursor,
  findAttachment,
  findTicket,
  listTickets,
  reopenTicket,
  toDetail,
} from '@/mock/areas/tickets';
import { getAuth, json, parseBody, parsePathParam, parseQuery, requireScopes, type MockEnv } from '@/mock/http';
import { ProblemError, invalidRequest, notFound } from '@/mock/problems';

/** `tkt_<id>` or, during the migration the spec mentions, the numeric ticket number. */
const ticketIdParam = z
  .string()
  .regex(/^(tkt_[A-Za-z0-9]{1,64}|[0-9]{1,12})$/, 'Expected a ticket id (tkt_…) or a numeric ticket number.');
const attachmentIdParam = z.string().regex(/^tatt_[A-Za-z0-9_]{1,64}$/, 'Expected an attachment id (tatt_…).');

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
    const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
    if (query.cursor !== undefined && after === null) {
      throw invalidRequest([
        { pointer: '/query/cursor', detail: 'The cursor is not one this server issued.', code: 'invalid_request' },
      ]);
    }
    return json(c, listTickets(world.state.tickets, customer.id, { status: query.status, limit: query.limit, after }));
  });

  routes.get('/api/v2/support/tickets/:id', requireScopes('read:support'), (c) => {
    const { world, customer } = getAuth(c);
    const id = parsePathParam(c, 'id', ticketIdParam);
    const ticket = findTicket(world.state.tickets, customer.id, id);
    if (!ticket) throw ticketNotFound(id);
    return json(c, toDetail(world.state.tickets, ticket));
  });

  routes.post('/api/v2/support/tickets/:id/actions/close', requireScopes('write:support'), async (c) => {
    const { world, customer } = getAuth(c);
    const id = parsePathParam(c, 'id', ticketIdParam);
    await parseBody(c, ticketActionBody, { optional: true });
    const ticket = findTicket(world.state.tickets, customer.id, id);
    if (!ticket) throw ticketNotFound(id);
    closeTicket(ticket, customer.name, world.nowIso());
    return json(c, toDetail(world.state.tickets, ticket));
  });

  routes.post('/api/v2/support/tickets/:id/actions/reopen', requireScopes('write:support'), async (c) => {
    const { world, customer } = getAuth(c);
    const id = parsePathParam(c, 'id', ticketIdParam);
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
    const id = parsePathParam(c, 'id', attachmentIdParam);
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

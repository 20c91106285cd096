import { Hono } from 'hono';
import {
  advanceClockBody,
  createJobBody,
  createWorldBody,
  dropConsolesBody,
  invoicePaymentBody,
  patchWorldBody,
  staffReplyBody,
  type MockScenario,
} from '@/api/schemas/mock-control';
import { invoiceIdParam } from '@/api/schemas/billing';
import { opaqueId } from '@/api/schemas/common';
import { ticketIdParam } from '@/api/schemas/tickets';
import { dropConsoles } from '@/mock/areas/console/state';
import { findInvoiceById, payInvoice, toInvoice } from '@/mock/areas/billing/state';
import { applyPaymentEffects } from '@/mock/areas/billing/payment-effects';
import { addStaffReply, findAnyTicket, ticketClosed } from '@/mock/areas/tickets/conversations';
import { toDetail } from '@/mock/areas/tickets/state';
import { scenarios } from '@/mock/scenarios';
import { json, operationResponse, parseBody, parsePathParam, type MockContext, type MockEnv } from './http';
import { createJob } from './jobs';
import { ProblemError, invalidRequest, notFound } from './problems';
import type { World, WorldRegistry } from './worlds';

/** The /__mock control interface (ledger table). Bodies are the strict schemas of '@/api/schemas/mock-control'. */

const worldRef = opaqueId('wld_');

export function controlRoutes(registry: WorldRegistry): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();

  const worldOf = (c: MockContext): World => {
    const worldId = parsePathParam(c, 'worldId', worldRef, 'Expected a world id (wld_…).');
    const world = registry.get(worldId);
    if (!world) throw notFound('not_found', `No world ${worldId}; it may have been deleted or evicted.`);
    return world;
  };

  routes.get('/__mock/scenarios', (c) =>
    json(
      c,
      scenarios.map(({ name, description }): MockScenario => ({ name, description })),
    ),
  );

  routes.post('/__mock/worlds', async (c) => {
    const body = await parseBody(c, createWorldBody, { optional: true });
    // A world from a view bundle is of the bundle's scenario unless the body names one.
    const scenario = body?.scenario ?? body?.bundle?.scenario ?? undefined;
    return json(c, registry.createWorld({ ...body, scenario }), 201);
  });

  routes.get('/__mock/worlds/:worldId', (c) => json(c, registry.info(worldOf(c))));

  routes.patch('/__mock/worlds/:worldId', async (c) => {
    const world = worldOf(c);
    registry.update(world, await parseBody(c, patchWorldBody));
    return json(c, registry.info(world));
  });

  routes.post('/__mock/worlds/:worldId/clock', async (c) => {
    const world = worldOf(c);
    const body = await parseBody(c, advanceClockBody);
    registry.advanceClock(world, body.advanceMs);
    return json(c, registry.info(world));
  });

  // The console's connection drops (src/api/endpoints/console.ts): every one of the world ends without a close frame.
  routes.post('/__mock/worlds/:worldId/console/drop', async (c) => {
    const world = worldOf(c);
    await parseBody(c, dropConsolesBody, { optional: true });
    return json(c, { dropped: dropConsoles(world.state.console) });
  });

  routes.post('/__mock/worlds/:worldId/jobs', async (c) => {
    const world = worldOf(c);
    const body = await parseBody(c, createJobBody, { optional: true });
    const customer = body.customer === 'other' ? world.customers.other : world.customers.main;
    const job = createJob(world, {
      customerId: customer.id,
      kind: body.kind ?? 'noop',
      ...(body.outcome ? { outcome: body.outcome } : {}),
      ...(body.durationMs !== undefined ? { durationMs: body.durationMs } : {}),
      ...(body.idPrefix ? { idPrefix: body.idPrefix } : {}),
      ...(body.accepted !== undefined ? { accepted: body.accepted } : {}),
      ...(body.result ? { result: body.result } : {}),
      ...(body.error ? { error: body.error } : {}),
      ...(body.pollExtras ? { pollExtras: body.pollExtras } : {}),
    });
    return operationResponse(c, world, job);
  });

  // The payment provider's callback (ledger "Billing"): the same effects as paying on its page (a suspension the
  // invoice was overdue for is lifted too), for any customer's invoice of the world; `amount` below the outstanding
  // amount pays part of it.
  routes.post('/__mock/worlds/:worldId/invoices/:invoiceId/payments', async (c) => {
    const world = worldOf(c);
    const invoiceId = parsePathParam(c, 'invoiceId', invoiceIdParam, 'Expected an invoice id (inv_…).');
    const body = await parseBody(c, invoicePaymentBody, { optional: true });
    const { orders, billing } = world.state;
    const invoice = findInvoiceById(orders, invoiceId);
    if (!invoice) throw notFound('not_found', `No invoice ${invoiceId} in world ${world.id}.`);
    const outcome = payInvoice(orders, billing, invoice, body.amount, world.nowIso());
    if (outcome.outcome === 'not_payable') {
      throw new ProblemError({
        status: 409,
        code: 'invoice_not_payable',
        detail: outcome.reason,
        members: { invoice: { id: invoice.id, status: invoice.status } },
      });
    }
    if (outcome.outcome === 'too_large') {
      throw invalidRequest([
        {
          pointer: '/amount',
          detail: `Only ${outcome.outstanding} ${invoice.currencyCode} is outstanding on this invoice.`,
          code: 'amount_too_large',
        },
      ]);
    }
    applyPaymentEffects(world.state, invoice, world.nowIso());
    return json(c, toInvoice(orders, billing, invoice, world.nowIso()));
  });

  // Support staff answer (ledger "Support conversations"): any customer's ticket of the world, by id or number; the
  // ticket becomes `answered`. A closed ticket takes no answer (reopen it first), as for the customer.
  routes.post('/__mock/worlds/:worldId/tickets/:ticketId/staff-replies', async (c) => {
    const world = worldOf(c);
    const ticketId = parsePathParam(
      c,
      'ticketId',
      ticketIdParam,
      'Expected a ticket id (tkt_…) or a numeric ticket number.',
    );
    const body = await parseBody(c, staffReplyBody, { optional: true });
    const state = world.state.tickets;
    const ticket = findAnyTicket(state, ticketId);
    if (!ticket) throw notFound('ticket_not_found', `No ticket ${ticketId} in world ${world.id}.`);
    if (ticket.status === 'closed') throw ticketClosed(ticket);
    addStaffReply(ticket, body, world.nowIso());
    return json(c, toDetail(state, ticket));
  });

  // Idempotent: a world that is already gone (deleted or evicted) is also a 204.
  routes.delete('/__mock/worlds/:worldId', (c) => {
    registry.delete(parsePathParam(c, 'worldId', worldRef, 'Expected a world id (wld_…).'));
    return c.body(null, 204);
  });

  return routes;
}

import { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  addFundsBody,
  applyCreditBody,
  billingActivityQuery,
  cardIdParam,
  cardSetupBody,
  cardSetupIdParam,
  invoiceCancelBody,
  invoiceIdParam,
  invoiceListQuery,
} from '@/api/schemas/billing';
import type { ActionGate } from '@/api/schemas/common';
import { findInvoice } from '@/mock/areas/orders/state';
import {
  getAuth,
  json,
  parseBody,
  parsePathParam,
  parseQuery,
  type AuthContext,
  type MockContext,
  type MockEnv,
} from '@/mock/platform/http';
import { ProblemError, invalidRequest, notFound } from '@/mock/platform/problems';
import { allOf, anyOf, requireScopes } from '@/mock/platform/scopes';
import {
  ACCOUNT_CURRENCY,
  ADD_FUNDS_LIMITS,
  applyCredit,
  cancelInvoice,
  createAddFundsInvoice,
  createCardSetup,
  findCard,
  findCardSetup,
  isWithinAddFunds,
  listActivity,
  listCards,
  listInvoices,
  makeDefaultCard,
  removeCard,
  toCard,
  toCardSetup,
  toCredit,
  toInvoice,
  type StoredCard,
} from './state';
import { applyPaymentEffects } from './payment-effects';

/**
 * Billing endpoints (ledger "Billing"). Scopes: reads `read:billing` (the invoice list and detail also
 * `read:orders`, as before billing had screens of its own); every change `write:billing`. Order of answers as
 * everywhere: scope 403 → validation 400 → ownership 404 → gate 409.
 */
const INVOICE_READ = anyOf(['read:billing'], ['read:orders']);
const BILLING_READ = allOf('read:billing');
const BILLING_WRITE = allOf('write:billing');

/** The card actions take no body (unknown members are refused, as the invoice cancel). */
const cardActionBody = z.strictObject({});

function invoiceOf(c: MockContext, auth: AuthContext) {
  const id = parsePathParam(c, 'id', invoiceIdParam, 'Expected an invoice id (inv_…).');
  const invoice = findInvoice(auth.world.state.orders, auth.customer.id, id);
  // Unknown, or another customer's: the same 404.
  if (!invoice) throw notFound('not_found', `No invoice ${id} was found for this account.`);
  return invoice;
}

function cardOf(c: MockContext, auth: AuthContext): StoredCard {
  const id = parsePathParam(c, 'id', cardIdParam, 'Expected a card id (card_…).');
  const card = findCard(auth.world.state.billing, auth.customer.id, id);
  if (!card) throw notFound('not_found', `No card ${id} was found for this account.`);
  return card;
}

/** A blocked gate as its 409: the gate's code, and the gate beside the Problem's members (ledger). */
function gateConflict(gate: ActionGate, name: string, members: Record<string, unknown> = {}): ProblemError {
  return new ProblemError({
    status: 409,
    code: gate.code ?? 'conflict',
    detail: gate.reason ?? 'This action is not allowed now.',
    members: { ...members, actions: { [name]: gate } },
  });
}

function amountTooLarge(detail: string): ProblemError {
  return invalidRequest([{ pointer: '/amount', detail, code: 'amount_too_large' }]);
}

function amountOutOfRange(): ProblemError {
  const { minimum, maximum } = ADD_FUNDS_LIMITS;
  const detail = `Add between ${minimum} and ${maximum} ${ACCOUNT_CURRENCY} of credit at a time.`;
  return invalidRequest([{ pointer: '/amount', detail, code: 'amount_out_of_range' }]);
}

export function billingRoutes(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();

  // -------------------------------------------------------------------------------------------
  // Invoices
  // -------------------------------------------------------------------------------------------

  routes.get('/api/v2/billing/invoices', requireScopes(INVOICE_READ), (c) => {
    const { world, customer } = getAuth(c);
    const query = parseQuery(c, invoiceListQuery);
    return json(c, listInvoices(world.state.orders, world.state.billing, customer.id, query));
  });

  routes.get('/api/v2/billing/invoices/:id', requireScopes(INVOICE_READ), (c) => {
    const auth = getAuth(c);
    const invoice = invoiceOf(c, auth);
    return json(c, toInvoice(auth.world.state.orders, auth.world.state.billing, invoice));
  });

  routes.post('/api/v2/billing/invoices/:id/actions/cancel', requireScopes(BILLING_WRITE), async (c) => {
    const auth = getAuth(c);
    const { orders, billing } = auth.world.state;
    await parseBody(c, invoiceCancelBody, { optional: true });
    const invoice = invoiceOf(c, auth);
    const outcome = cancelInvoice(orders, invoice, auth.world.nowIso());
    if (!outcome.cancelled) {
      throw new ProblemError({
        status: 409,
        code: 'invoice_not_cancelable',
        detail: outcome.gate.reason ?? 'This invoice cannot be cancelled.',
        // As the order cancel's 409: the record and its gate at the top level (ledger).
        members: { invoice: { id: invoice.id, status: invoice.status }, actions: { canCancel: outcome.gate } },
      });
    }
    return json(c, toInvoice(orders, billing, invoice));
  });

  routes.post('/api/v2/billing/invoices/:id/actions/apply-credit', requireScopes(BILLING_WRITE), async (c) => {
    const auth = getAuth(c);
    const { orders, billing } = auth.world.state;
    const body = await parseBody(c, applyCreditBody, { optional: true });
    const invoice = invoiceOf(c, auth);
    const outcome = applyCredit(orders, billing, invoice, body.amount, auth.world.nowIso());
    if (outcome.outcome === 'blocked') throw gateConflict(outcome.gate, 'canApplyCredit');
    if (outcome.outcome === 'too_large') throw amountTooLarge(outcome.detail);
    applyPaymentEffects(auth.world.state, invoice, auth.world.nowIso());
    return json(c, {
      invoice: toInvoice(orders, billing, invoice),
      applied: outcome.applied,
      credit: toCredit(billing, auth.customer.id),
    });
  });

  // -------------------------------------------------------------------------------------------
  // Credit
  // -------------------------------------------------------------------------------------------

  routes.get('/api/v2/billing/credit', requireScopes(BILLING_READ), (c) => {
    const { world, customer } = getAuth(c);
    return json(c, toCredit(world.state.billing, customer.id));
  });

  routes.post('/api/v2/billing/credit/actions/add-funds', requireScopes(BILLING_WRITE), async (c) => {
    const { world, customer } = getAuth(c);
    const { orders, billing } = world.state;
    const body = await parseBody(c, addFundsBody);
    if (!isWithinAddFunds(body.amount)) throw amountOutOfRange();
    const invoice = createAddFundsInvoice(orders, billing, customer.id, body.amount, world.nowIso());
    return json(c, { invoice: toInvoice(orders, billing, invoice) }, 201);
  });

  // -------------------------------------------------------------------------------------------
  // Cards
  // -------------------------------------------------------------------------------------------

  routes.get('/api/v2/billing/cards', requireScopes(BILLING_READ), (c) => {
    const { world, customer } = getAuth(c);
    return json(c, listCards(world.state.billing, customer.id, world.now()));
  });

  routes.post('/api/v2/billing/cards', requireScopes(BILLING_WRITE), async (c) => {
    const { world, customer } = getAuth(c);
    const body = await parseBody(c, cardSetupBody);
    const setup = createCardSetup(
      world.state.billing,
      { customerId: customer.id, returnUrl: body.returnUrl, worldId: world.id },
      world.nowIso(),
    );
    return json(c, toCardSetup(world.state.billing, setup, world.now()), 201);
  });

  routes.get('/api/v2/billing/cards/setups/:id', requireScopes(BILLING_READ), (c) => {
    const { world, customer } = getAuth(c);
    const id = parsePathParam(c, 'id', cardSetupIdParam, 'Expected a card setup id (cset_…).');
    const setup = findCardSetup(world.state.billing, customer.id, id);
    if (!setup) throw notFound('not_found', `No card setup ${id} was found for this account.`);
    return json(c, toCardSetup(world.state.billing, setup, world.now()));
  });

  routes.post('/api/v2/billing/cards/:id/actions/make-default', requireScopes(BILLING_WRITE), async (c) => {
    const auth = getAuth(c);
    const { billing } = auth.world.state;
    await parseBody(c, cardActionBody, { optional: true });
    const card = cardOf(c, auth);
    const outcome = makeDefaultCard(billing, card, auth.world.now());
    if (!outcome.changed) throw gateConflict(outcome.gate, 'canMakeDefault', { card: { id: card.id } });
    return json(c, toCard(billing, card, auth.world.now()));
  });

  routes.delete('/api/v2/billing/cards/:id', requireScopes(BILLING_WRITE), (c) => {
    const auth = getAuth(c);
    const card = cardOf(c, auth);
    const outcome = removeCard(auth.world.state.billing, card);
    if (!outcome.changed) throw gateConflict(outcome.gate, 'canRemove', { card: { id: card.id } });
    return c.body(null, 204);
  });

  // -------------------------------------------------------------------------------------------
  // History
  // -------------------------------------------------------------------------------------------

  routes.get('/api/v2/billing/activity', requireScopes(BILLING_READ), (c) => {
    const { world, customer } = getAuth(c);
    const query = parseQuery(c, billingActivityQuery);
    return json(c, listActivity(world.state.orders, world.state.billing, customer.id, query));
  });

  return routes;
}

import { Hono } from 'hono';
import { billingEndpoints as api } from '@/api/endpoints/billing-io';
import { pathOf } from '@/api/endpoints/route';
import type { ActionGate } from '@/api/schemas/common';
import { findInvoice } from '@/mock/areas/orders/state';
import { json, type AuthContext, type MockEnv } from '@/mock/platform/http';
import { ProblemError, invalidRequest, notFound } from '@/mock/platform/problems';
import { serve } from '@/mock/platform/serve';
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
  payGate,
  refundGate,
  refundInvoice,
  refundQuoteOf,
  removeCard,
  toCard,
  toCardSetup,
  toCredit,
  toInvoice,
  type StoredCard,
} from './state';
import { invoiceFileName } from '@/api/schemas/billing';
import { applyPaymentEffects } from './payment-effects';
import { currentBillingProfile, toBillingProfile, updateBillingProfile } from './profile';
import { renderInvoicePdf } from './invoice-pdf';
import {
  cardGate,
  createPayment,
  findPayment,
  paymentRefusal,
  setAutoPay,
  toBillingSettings,
  toPayment,
} from './payments';
import type { StoredInvoice } from '@/mock/areas/orders/state';
import type { FieldError } from '@/api/schemas/common';

/**
 * Billing endpoints (`src/api/endpoints/billing.ts` holds their scopes and decisions; `serve` checks the scopes and
 * parses the id, query and body before each handler). Order of answers as everywhere: scope 403 → validation 400 →
 * ownership 404 → gate 409.
 */

function invoiceOf(auth: AuthContext, id: string) {
  const invoice = findInvoice(auth.world.state.orders, auth.customer.id, id);
  // Unknown, or another customer's: the same 404.
  if (!invoice) throw notFound('not_found', `No invoice ${id} was found for this account.`);
  return invoice;
}

function cardOf(auth: AuthContext, id: string): StoredCard {
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

/** The body's card: the customer's (else 400 at `/cardId`), never an expired one (409 `card_expired`). */
function chargeableCard(auth: AuthContext, cardId: string): StoredCard {
  const card = findCard(auth.world.state.billing, auth.customer.id, cardId);
  if (!card) {
    throw invalidRequest([
      { pointer: '/cardId', detail: `No card ${cardId} was found for this account.`, code: 'card_not_found' },
    ]);
  }
  const gate = cardGate(card, auth.world.now());
  if (!gate.allowed) throw gateConflict(gate, 'canPayWithCard', { card: { id: card.id } });
  return card;
}

/** The invoices of a combined payment: every one the customer's, listed once, open, in one currency. */
function payableInvoices(auth: AuthContext, ids: readonly string[]): StoredInvoice[] {
  const unknown: FieldError[] = [];
  const seen = new Set<string>();
  const found: StoredInvoice[] = [];
  ids.forEach((id, index) => {
    const pointer = `/invoiceIds/${index}`;
    if (seen.has(id)) {
      unknown.push({ pointer, detail: `Invoice ${id} is listed twice.`, code: 'duplicate_invoice' });
      return;
    }
    seen.add(id);
    const invoice = findInvoice(auth.world.state.orders, auth.customer.id, id);
    if (!invoice)
      unknown.push({ pointer, detail: `No invoice ${id} was found for this account.`, code: 'invoice_not_found' });
    else found.push(invoice);
  });
  if (unknown.length > 0) throw invalidRequest(unknown);
  const refused: FieldError[] = [];
  found.forEach((invoice, index) => {
    const gate = paymentRefusal(invoice);
    if (gate) {
      refused.push({
        pointer: `/invoiceIds/${index}`,
        detail: `Invoice ${invoice.number}: ${gate.reason ?? 'there is nothing to pay.'}`,
        code: gate.code ?? 'invoice_not_payable',
      });
    }
  });
  if (refused.length > 0) {
    throw new ProblemError({
      status: 409,
      code: 'invoices_not_payable',
      detail:
        refused.length === 1
          ? (refused[0]?.detail ?? 'An invoice has nothing to pay.')
          : `${refused.length} of the invoices have nothing to pay.`,
      errors: refused,
    });
  }
  const currency = found[0]?.currencyCode;
  const others = found.flatMap((invoice, index) =>
    invoice.currencyCode === currency
      ? []
      : [
          {
            pointer: `/invoiceIds/${index}`,
            detail: `Invoice ${invoice.number} is in ${invoice.currencyCode}; the others are in ${currency ?? ''}. Pay each currency on its own.`,
            code: 'currency_mismatch',
          },
        ],
  );
  if (others.length > 0) {
    throw new ProblemError({
      status: 409,
      code: 'currency_mismatch',
      detail: 'The invoices are in more than one currency; pay each currency on its own.',
      errors: others,
    });
  }
  return found;
}

export function billingRoutes(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();

  // -------------------------------------------------------------------------------------------
  // Invoices
  // -------------------------------------------------------------------------------------------

  serve(routes, api.invoices, (c, { auth: { world, customer }, query }) =>
    json(c, listInvoices(world.state.orders, world.state.billing, customer.id, query, world.nowIso())),
  );

  serve(routes, api.invoice, (c, { auth, params: { id } }) => {
    const invoice = invoiceOf(auth, id);
    return json(c, toInvoice(auth.world.state.orders, auth.world.state.billing, invoice, auth.world.nowIso()));
  });

  // The invoice as a PDF, in the asked language, with the figures of the read above (`invoice-pdf.ts`).
  serve(routes, api.invoicePdf, async (c, { auth, params: { id }, query }) => {
    const stored = invoiceOf(auth, id);
    const invoice = toInvoice(auth.world.state.orders, auth.world.state.billing, stored, auth.world.nowIso());
    const language = query.lang ?? 'en';
    // A catalog plan is named as the catalog names it in the document's language (the screen's `usePlanName`).
    const products = auth.world.state.catalog.products;
    const bytes = await renderInvoicePdf(invoice, language, (slug, sent) =>
      slug === null ? sent : (products.find((product) => product.slug === slug)?.name[language] ?? sent),
    );
    return new Response(new Uint8Array(bytes), {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': `attachment; filename="${invoiceFileName(invoice)}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    });
  });

  serve(routes, api.cancelInvoice, (c, { auth, params: { id } }) => {
    const { orders, billing } = auth.world.state;
    const invoice = invoiceOf(auth, id);
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
    return json(c, toInvoice(orders, billing, invoice, auth.world.nowIso()));
  });

  serve(routes, api.applyCredit, (c, { auth, params: { id }, body }) => {
    const { orders, billing } = auth.world.state;
    const invoice = invoiceOf(auth, id);
    const outcome = applyCredit(orders, billing, invoice, body.amount, auth.world.nowIso());
    if (outcome.outcome === 'blocked') throw gateConflict(outcome.gate, 'canApplyCredit');
    if (outcome.outcome === 'too_large') throw amountTooLarge(outcome.detail);
    applyPaymentEffects(auth.world.state, invoice, auth.world.nowIso());
    return json(c, {
      invoice: toInvoice(orders, billing, invoice, auth.world.nowIso()),
      applied: outcome.applied,
      credit: toCredit(billing, auth.customer.id),
    });
  });

  // -------------------------------------------------------------------------------------------
  // Refunds (a consumer's right of withdrawal)
  // -------------------------------------------------------------------------------------------

  serve(routes, api.refundQuote, (c, { auth, params: { id } }) => {
    const { orders, billing } = auth.world.state;
    const invoice = invoiceOf(auth, id);
    const nowIso = auth.world.nowIso();
    const gate = refundGate(orders, invoice, nowIso);
    if (!gate.allowed) throw gateConflict(gate, 'canRefund', { invoice: { id: invoice.id, status: invoice.status } });
    return json(c, refundQuoteOf(orders, billing, invoice, nowIso));
  });

  serve(routes, api.refundInvoice, (c, { auth, params: { id }, body }) => {
    const { orders, billing } = auth.world.state;
    const invoice = invoiceOf(auth, id);
    const nowIso = auth.world.nowIso();
    const outcome = refundInvoice(orders, billing, invoice, body.destination, nowIso);
    if (outcome.outcome === 'blocked') {
      throw gateConflict(outcome.gate, 'canRefund', { invoice: { id: invoice.id, status: invoice.status } });
    }
    if (outcome.outcome === 'destination_unavailable') {
      const detail =
        body.destination === 'card'
          ? 'This invoice was not paid by card (or partly with credit); the refund can go to the account credit.'
          : `The account's credit is not in ${invoice.currencyCode}; the refund can go back to the card.`;
      throw invalidRequest([{ pointer: '/destination', detail, code: 'destination_unavailable' }]);
    }
    return json(
      c,
      {
        refund: { ...outcome.quote, destination: body.destination },
        invoice: toInvoice(orders, billing, invoice, nowIso),
        creditNote: toInvoice(orders, billing, outcome.creditNote, nowIso),
      },
      201,
    );
  });

  // -------------------------------------------------------------------------------------------
  // Payments
  // -------------------------------------------------------------------------------------------

  serve(routes, api.payWithCard, (c, { auth, params: { id }, body }) => {
    const invoice = invoiceOf(auth, id);
    const card = chargeableCard(auth, body.cardId);
    const gate = paymentRefusal(invoice);
    if (gate) {
      throw new ProblemError({
        status: 409,
        code: 'invoice_not_payable',
        detail: gate.reason ?? 'There is nothing to pay on this invoice.',
        members: { invoice: { id: invoice.id, status: invoice.status }, actions: { canPay: payGate(invoice) } },
      });
    }
    const { world } = auth;
    const payment = createPayment(
      world.state,
      { customerId: auth.customer.id, worldId: world.id, invoices: [invoice], returnUrl: body.returnUrl, card },
      world.nowIso(),
    );
    c.header('Location', pathOf(api.payment, { id: payment.id }));
    return json(c, toPayment(world.state, payment), 201);
  });

  serve(routes, api.createPayment, (c, { auth, body }) => {
    if (body.method === 'card' && body.cardId === undefined) {
      throw invalidRequest([{ pointer: '/cardId', detail: 'A card payment needs `cardId`.', code: 'card_required' }]);
    }
    if (body.method === 'provider' && body.cardId !== undefined) {
      throw invalidRequest([
        { pointer: '/cardId', detail: 'A provider checkout takes no `cardId`.', code: 'card_not_allowed' },
      ]);
    }
    const invoices = payableInvoices(auth, body.invoiceIds);
    const card = body.method === 'card' && body.cardId !== undefined ? chargeableCard(auth, body.cardId) : null;
    const { world } = auth;
    const payment = createPayment(
      world.state,
      { customerId: auth.customer.id, worldId: world.id, invoices, returnUrl: body.returnUrl, card },
      world.nowIso(),
    );
    c.header('Location', pathOf(api.payment, { id: payment.id }));
    return json(c, toPayment(world.state, payment), 201);
  });

  serve(routes, api.payment, (c, { auth: { world, customer }, params: { id } }) => {
    const payment = findPayment(world.state.billing, customer.id, id);
    if (!payment) throw notFound('not_found', `No payment ${id} was found for this account.`);
    return json(c, toPayment(world.state, payment));
  });

  // -------------------------------------------------------------------------------------------
  // Settings
  // -------------------------------------------------------------------------------------------

  serve(routes, api.settings, (c, { auth: { world, customer } }) =>
    json(c, toBillingSettings(world.state.billing, customer.id, world.now())),
  );

  serve(routes, api.updateSettings, (c, { auth: { world, customer }, body }) => {
    const outcome = setAutoPay(world.state.billing, customer.id, body.autoPay.enabled, world.nowIso());
    if (!outcome.changed) throw gateConflict(outcome.gate, 'canEnableAutoPay');
    return json(c, toBillingSettings(world.state.billing, customer.id, world.now()));
  });

  // -------------------------------------------------------------------------------------------
  // Credit
  // -------------------------------------------------------------------------------------------

  serve(routes, api.credit, (c, { auth: { world, customer } }) => json(c, toCredit(world.state.billing, customer.id)));

  serve(routes, api.addFunds, (c, { auth: { world, customer }, body }) => {
    const { orders, billing } = world.state;
    if (!isWithinAddFunds(body.amount)) throw amountOutOfRange();
    const invoice = createAddFundsInvoice(orders, billing, customer.id, body.amount, world.nowIso());
    c.header('Location', pathOf(api.invoice, { id: invoice.id }));
    return json(c, { invoice: toInvoice(orders, billing, invoice, world.nowIso()) }, 201);
  });

  // -------------------------------------------------------------------------------------------
  // Cards
  // -------------------------------------------------------------------------------------------

  serve(routes, api.cards, (c, { auth: { world, customer } }) =>
    json(c, listCards(world.state.billing, customer.id, world.now())),
  );

  serve(routes, api.startCardSetup, (c, { auth: { world, customer }, body }) => {
    const setup = createCardSetup(
      world.state.billing,
      { customerId: customer.id, returnUrl: body.returnUrl, worldId: world.id },
      world.nowIso(),
    );
    c.header('Location', pathOf(api.cardSetup, { id: setup.id }));
    return json(c, toCardSetup(world.state.billing, setup, world.now()), 201);
  });

  serve(routes, api.cardSetup, (c, { auth: { world, customer }, params: { id } }) => {
    const setup = findCardSetup(world.state.billing, customer.id, id);
    if (!setup) throw notFound('not_found', `No card setup ${id} was found for this account.`);
    return json(c, toCardSetup(world.state.billing, setup, world.now()));
  });

  serve(routes, api.makeDefaultCard, (c, { auth, params: { id } }) => {
    const { billing } = auth.world.state;
    const card = cardOf(auth, id);
    const outcome = makeDefaultCard(billing, card, auth.world.now());
    if (!outcome.changed) throw gateConflict(outcome.gate, 'canMakeDefault', { card: { id: card.id } });
    return json(c, toCard(billing, card, auth.world.now()));
  });

  serve(routes, api.removeCard, (c, { auth, params: { id } }) => {
    const card = cardOf(auth, id);
    const outcome = removeCard(auth.world.state.billing, card);
    if (!outcome.changed) throw gateConflict(outcome.gate, 'canRemove', { card: { id: card.id } });
    return c.body(null, 204);
  });

  // -------------------------------------------------------------------------------------------
  // History
  // -------------------------------------------------------------------------------------------

  serve(routes, api.activity, (c, { auth: { world, customer }, query }) =>
    json(c, listActivity(world.state.orders, world.state.billing, customer.id, query)),
  );

  // -------------------------------------------------------------------------------------------
  // Billing profile
  // -------------------------------------------------------------------------------------------

  serve(routes, api.profile, (c, { auth: { world, customer } }) => {
    const { orders, billing } = world.state;
    return json(c, toBillingProfile(currentBillingProfile(orders, billing, customer.id, world.nowIso())));
  });

  serve(routes, api.updateProfile, (c, { auth: { world, customer }, body }) => {
    const { orders, billing } = world.state;
    const outcome = updateBillingProfile(orders, billing, customer.id, body, world.nowIso());
    if (!outcome.saved) throw invalidRequest(outcome.errors);
    return json(c, toBillingProfile(outcome.profile));
  });

  return routes;
}

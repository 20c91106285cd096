import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addFundsResponse,
  applyCreditResponse,
  billingActivityPage,
  cardListPage,
  cardSetup as cardSetupSchema,
  card as cardSchema,
  credit as creditSchema,
  invoice as invoiceSchema,
  invoiceListPage,
  isOverdue,
  type BillingActivity,
  type Invoice,
} from '@/api/schemas/billing';
import { actionGate } from '@/api/schemas/common';
import { hostingAccount } from '@/api/schemas/hosting';
import { order as orderSchema } from '@/api/schemas/orders';
import { vps as vpsSchema } from '@/api/schemas/vps';
import {
  DEMO_BILLING,
  DEMO_CUSTOMERS,
  DEMO_HOSTING,
  DEMO_ORDERS,
  DEMO_OTHER_BILLING,
  DEMO_OTHER_ORDERS,
  DEMO_VPS,
} from '@/mock/scenarios/demo/ids';
import { expectProblem, mockHarness, namedKey } from '@/mock/test-utils';

const BILLING = '/api/v2/billing';
const INVOICES = `${BILLING}/invoices`;
const { invoices: I, cards: C } = DEMO_BILLING;
const DAY_MS = 24 * 60 * 60 * 1000;

async function setup(scenario = 'demo') {
  const harness = mockHarness();
  const world = await harness.makeWorld({
    scenario,
    keys: [
      { name: 'orders-read', scopes: ['read:orders'] },
      { name: 'billing-read', scopes: ['read:billing'] },
      { name: 'billing-write', scopes: ['read:billing', 'write:billing'] },
    ],
  });
  const key = world.keys.full;
  const state = () => {
    const live = harness.registry.get(world.worldId);
    if (!live) throw new Error('world gone');
    return live.state;
  };
  const get = async <T extends z.core.$ZodType>(path: string, schema: T, as = key) =>
    harness.parse(await harness.call(path, { key: as }), schema);
  const post = (path: string, body?: unknown, as = key) =>
    harness.call(path, { method: 'POST', key: as, ...(body === undefined ? {} : { body }) });
  const invoice = (id: string, as = key) => get(`${INVOICES}/${id}`, invoiceSchema, as);
  const credit = (as = key) => get(`${BILLING}/credit`, creditSchema, as);
  const cards = async (as = key) => (await get(`${BILLING}/cards`, cardListPage, as)).data;
  const activity = async (query = '', as = key): Promise<BillingActivity[]> => {
    const all: BillingActivity[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 50; i += 1) {
      const params = new URLSearchParams(query);
      if (cursor) params.set('cursor', cursor);
      const page = await get(`${BILLING}/activity?${params.toString()}`, billingActivityPage, as);
      all.push(...page.data);
      if (!page.hasMore) return all;
      cursor = page.nextCursor;
    }
    throw new Error('too many pages');
  };
  const allInvoices = async (query = '', as = key): Promise<Invoice[]> =>
    (await get(`${INVOICES}?limit=100${query}`, invoiceListPage, as)).data;
  /** The provider's pages as a browser sends them: form posts, from another origin or none. */
  const browser = (path: string, options: { method?: string; origin?: string } = {}) => {
    const headers = new Headers({ Accept: 'text/html' });
    const method = options.method ?? 'GET';
    if (options.origin !== undefined) {
      headers.set('Origin', options.origin);
      headers.set('Sec-Fetch-Site', 'cross-site');
    }
    if (method === 'POST') headers.set('Content-Type', 'application/x-www-form-urlencoded');
    return harness.app.fetch(
      new Request(`http://mock.test${path}`, { method, headers, ...(method === 'POST' ? { body: '' } : {}) }),
    );
  };
  const provider = (rest: string) => `/__mock/provider/${world.worldId}/${rest}`;
  return {
    ...harness,
    world,
    key,
    state,
    get,
    post,
    invoice,
    credit,
    cards,
    activity,
    allInvoices,
    browser,
    provider,
    named: (name: string) => namedKey(world, name),
  };
}

type Kit = Awaited<ReturnType<typeof setup>>;

/** A Problem with the members the ledger puts beside it (`invoice`, `actions`, `card`). */
async function problemWith(response: Response, status: number, code: string) {
  const problem = await expectProblem(response.clone(), status, code);
  const raw = z.record(z.string(), z.unknown()).parse(await response.json());
  return { problem, raw };
}

function gateOf(raw: Record<string, unknown>, name: string) {
  const actions = z.record(z.string(), z.unknown()).parse(raw.actions);
  return actionGate.parse(actions[name]);
}

function pay(kit: Kit, invoiceId: string, body?: unknown, worldId = kit.world.worldId) {
  return kit.call(`/__mock/worlds/${worldId}/invoices/${invoiceId}/payments`, { method: 'POST', body: body ?? {} });
}

describe('invoices', () => {
  it('sends kind, order number, totals, the world-bound payment URL and gates for every status', async () => {
    const kit = await setup();
    const unpaid = await kit.invoice(I.unpaid.id);
    expect(unpaid).toMatchObject({
      id: I.unpaid.id,
      number: I.unpaid.number,
      kind: 'order',
      orderId: DEMO_ORDERS.pendingHosting.id,
      orderNumber: DEMO_ORDERS.pendingHosting.number,
      status: 'unpaid',
      amount: I.unpaid.amount,
      currencyCode: 'SEK',
      totals: { total: I.unpaid.amount, amountPaid: 0, outstanding: I.unpaid.amount },
      paymentUrl: `https://pay.hosting.example/${kit.world.worldId}/invoices/${I.unpaid.id}`,
      actions: {
        canPay: { allowed: true },
        canCancel: { allowed: true },
        canApplyCredit: { allowed: true },
      },
    });

    const expected: [string, string | null, string | null, string | null][] = [
      // [invoice, canPay, canCancel, canApplyCredit] (null: allowed)
      [I.overdue.id, null, null, null],
      [I.partiallyPaid.id, null, 'invoice_partially_paid', null],
      [I.paid.id, 'invoice_paid', 'invoice_not_unpaid', 'invoice_not_payable'],
      [I.draft.id, 'invoice_draft', 'invoice_not_unpaid', 'invoice_not_payable'],
      [I.cancelled.id, 'invoice_cancelled', 'invoice_not_unpaid', 'invoice_not_payable'],
      [I.refunded.id, 'invoice_refunded', 'invoice_not_unpaid', 'invoice_not_payable'],
      [I.unsafePaymentUrl.id, null, null, null],
    ];
    for (const [id, pay, cancel, credit] of expected) {
      const { actions } = await kit.invoice(id);
      expect(
        [actions.canPay.code ?? null, actions.canCancel.code ?? null, actions.canApplyCredit.code ?? null],
        id,
      ).toEqual([pay, cancel, credit]);
      for (const gate of Object.values(actions)) {
        expect(gate.allowed, id).toBe(gate.code === null || gate.code === undefined);
        if (!gate.allowed) expect(gate.reason, id).toMatch(/^[A-Z].+\.$/);
      }
    }

    const partial = await kit.invoice(I.partiallyPaid.id);
    expect(partial.totals).toMatchObject({
      amountPaid: I.partiallyPaid.amountPaid,
      outstanding: I.partiallyPaid.outstanding,
    });
    const overdue = await kit.invoice(I.overdue.id);
    expect(overdue.orderNumber).toBe(DEMO_HOSTING.suspended.order.number);
    expect(isOverdue(overdue, Date.now())).toBe(true);
    expect(isOverdue(unpaid, Date.now())).toBe(false);
    expect((await kit.invoice(I.draft.id)).paymentUrl).toBeNull();
    expect((await kit.invoice(I.unsafePaymentUrl.id)).paymentUrl).toBe(DEMO_ORDERS.unsafePaymentUrl.paymentUrl);

    // An open invoice without a payment link, and one whose order may no longer be cancelled.
    const stored = kit.state().orders.invoices.find((candidate) => candidate.id === I.unpaid.id);
    if (!stored) throw new Error('missing invoice');
    stored.paymentUrl = null;
    expect((await kit.invoice(I.unpaid.id)).actions.canPay).toMatchObject({ allowed: false, code: 'no_payment_url' });
    const order = kit.state().orders.orders.find((candidate) => candidate.id === DEMO_ORDERS.pendingHosting.id);
    if (!order) throw new Error('missing order');
    order.status = 'active';
    expect((await kit.invoice(I.unpaid.id)).actions.canCancel).toMatchObject({ allowed: false, code: 'order_active' });

    // Bruno's EUR invoice: the account's credit is SEK.
    const theirs = await kit.invoice(DEMO_OTHER_BILLING.invoice.id, kit.world.keys.other);
    expect(theirs.currencyCode).toBe(DEMO_OTHER_BILLING.invoice.currencyCode);
    expect(theirs.actions.canApplyCredit).toMatchObject({ allowed: false, code: 'currency_mismatch' });
  });

  it('lists newest issued first, filters by status and by outstanding (unpaid or partly paid)', async () => {
    const kit = await setup();
    const all = await kit.allInvoices();
    const orders = kit.state().orders.orders.filter((order) => order.customerId === DEMO_CUSTOMERS.main.id);
    // Every order's invoice, and the credit notes of the cancelled and the refunded one.
    expect(all).toHaveLength(orders.filter((order) => order.invoiceId !== null).length + 2);
    expect(new Set(all.map((invoice) => invoice.status))).toEqual(
      new Set(['paid', 'unpaid', 'partially_paid', 'draft', 'cancelled', 'refunded']),
    );
    const issued = all.map((invoice) => invoice.issuedAt ?? '');
    expect(issued).toEqual([...issued].sort().reverse());
    expect(all.some((invoice) => invoice.id === DEMO_OTHER_ORDERS.pending.invoiceId)).toBe(false);

    const outstanding = await kit.allInvoices('&status=outstanding');
    expect(outstanding.map((invoice) => invoice.id).sort()).toEqual(
      all
        .filter((invoice) => invoice.status === 'unpaid' || invoice.status === 'partially_paid')
        .map((invoice) => invoice.id)
        .sort(),
    );
    expect(outstanding.map((invoice) => invoice.id)).toEqual(
      expect.arrayContaining([I.unpaid.id, I.overdue.id, I.partiallyPaid.id]),
    );
    const partial = await kit.allInvoices('&status=partially_paid');
    expect(partial.map((invoice) => invoice.id)).toEqual([I.partiallyPaid.id]);
    const paged = await kit.get(`${INVOICES}?status=outstanding&limit=2`, invoiceListPage);
    expect(paged).toMatchObject({ hasMore: true });
    const bad = await expectProblem(
      await kit.call(`${INVOICES}?status=overdue`, { key: kit.key }),
      400,
      'invalid_request',
    );
    expect(bad.errors?.[0]?.pointer).toBe('/query/status');
  });

  it("answers 404 for another customer's invoice and 400 for an id of another kind", async () => {
    const kit = await setup();
    await expectProblem(
      await kit.call(`${INVOICES}/${DEMO_OTHER_ORDERS.pending.invoiceId}`, { key: kit.key }),
      404,
      'not_found',
    );
    await expectProblem(
      await kit.post(`${INVOICES}/${DEMO_OTHER_ORDERS.pending.invoiceId}/actions/cancel`),
      404,
      'not_found',
    );
    await expectProblem(
      await kit.post(`${INVOICES}/${DEMO_OTHER_ORDERS.pending.invoiceId}/actions/apply-credit`),
      404,
      'not_found',
    );
    await expectProblem(await kit.call(`${INVOICES}/inv_nothing`, { key: kit.key }), 404, 'not_found');
    const wrong = await expectProblem(await kit.call(`${INVOICES}/ord_1`, { key: kit.key }), 400, 'invalid_request');
    expect(wrong.errors?.[0]?.pointer).toBe('/path/id');
  });
});

describe('invoice cancel', () => {
  it('cancels an unpaid invoice through its order: order cancelled, payment status credit_note, history entry', async () => {
    const kit = await setup();
    const cancelled = await kit.parse(await kit.post(`${INVOICES}/${I.unpaid.id}/actions/cancel`), invoiceSchema);
    expect(cancelled).toMatchObject({
      id: I.unpaid.id,
      status: 'cancelled',
      totals: { outstanding: 0 },
      actions: { canPay: { code: 'invoice_cancelled' }, canCancel: { code: 'invoice_not_unpaid' } },
    });
    const order = await kit.get(`/api/v2/orders/${DEMO_ORDERS.pendingHosting.id}`, orderSchema);
    expect(order).toMatchObject({
      status: 'cancelled',
      paymentStatus: { status: 'credit_note' },
      invoice: { status: 'cancelled' },
    });
    const [note, newest] = await kit.activity();
    // The cancel issues a credit note of the whole gross amount, after the cancellation (ledger "Money: VAT").
    expect(note).toMatchObject({
      kind: 'credit_note_issued',
      amount: I.unpaid.amount,
      orderId: DEMO_ORDERS.pendingHosting.id,
    });
    expect(cancelled.creditNotes).toEqual([{ invoiceId: note?.invoiceId, invoiceNumber: note?.invoiceNumber }]);
    expect(newest).toMatchObject({
      id: `bact_cancelled_${I.unpaid.id}`,
      kind: 'invoice_cancelled',
      amount: I.unpaid.amount,
      currencyCode: 'SEK',
      invoiceId: I.unpaid.id,
      invoiceNumber: I.unpaid.number,
      orderId: DEMO_ORDERS.pendingHosting.id,
      orderNumber: DEMO_ORDERS.pendingHosting.number,
    });
  });

  it('refuses (409 invoice_not_cancelable, nothing changes) a partly paid invoice and one whose order is active', async () => {
    const kit = await setup();
    const partly = await problemWith(
      await kit.post(`${INVOICES}/${I.partiallyPaid.id}/actions/cancel`),
      409,
      'invoice_not_cancelable',
    );
    expect(partly.raw.invoice).toEqual({ id: I.partiallyPaid.id, status: 'partially_paid' });
    expect(gateOf(partly.raw, 'canCancel')).toMatchObject({ allowed: false, code: 'invoice_partially_paid' });
    expect((await kit.invoice(I.partiallyPaid.id)).status).toBe('partially_paid');

    const order = kit.state().orders.orders.find((candidate) => candidate.id === DEMO_ORDERS.pendingHosting.id);
    if (!order) throw new Error('missing order');
    order.status = 'active';
    const active = await problemWith(
      await kit.post(`${INVOICES}/${I.unpaid.id}/actions/cancel`),
      409,
      'invoice_not_cancelable',
    );
    expect(active.raw.invoice).toEqual({ id: I.unpaid.id, status: 'unpaid' });
    expect(gateOf(active.raw, 'canCancel')).toMatchObject({ allowed: false, code: 'order_active' });
    expect((await kit.invoice(I.unpaid.id)).status).toBe('unpaid');
    expect(order.status).toBe('active');

    await problemWith(await kit.post(`${INVOICES}/${I.paid.id}/actions/cancel`), 409, 'invoice_not_cancelable');
    const extra = await expectProblem(
      await kit.post(`${INVOICES}/${I.overdue.id}/actions/cancel`, { reason: 'x' }),
      400,
      'invalid_request',
    );
    expect(extra.errors?.[0]?.pointer).toBe('/reason');
  });

  it('turns what was paid on a cancelled order into account credit (the credit note the order names)', async () => {
    const kit = await setup();
    const before = await kit.credit();
    const cancelled = await kit.post(`/api/v2/orders/${DEMO_ORDERS.partiallyPaid.id}/actions/cancel`);
    expect(cancelled.status).toBe(200);
    expect(await kit.credit()).toMatchObject({
      balance: (before.balance ?? 0) + I.partiallyPaid.amountPaid,
      currencyCode: 'SEK',
    });
    const [newest] = await kit.activity('?kind=credit_added');
    expect(newest).toMatchObject({
      kind: 'credit_added',
      amount: I.partiallyPaid.amountPaid,
      invoiceId: I.partiallyPaid.id,
    });
  });
});

describe('apply credit', () => {
  it('applies part: the whole balance to a larger invoice (partially_paid, outstanding recomputed, balance 0)', async () => {
    const kit = await setup();
    expect(await kit.credit()).toMatchObject({ balance: DEMO_BILLING.credit.balance, currencyCode: 'SEK' });
    const result = await kit.parse(
      await kit.post(`${INVOICES}/${I.partiallyPaid.id}/actions/apply-credit`),
      applyCreditResponse,
    );
    const remaining = I.partiallyPaid.outstanding - DEMO_BILLING.credit.balance;
    expect(result).toMatchObject({
      applied: DEMO_BILLING.credit.balance,
      credit: { balance: 0, currencyCode: 'SEK' },
      invoice: {
        status: 'partially_paid',
        totals: { amountPaid: I.partiallyPaid.amountPaid + DEMO_BILLING.credit.balance, outstanding: remaining },
        actions: { canApplyCredit: { allowed: false, code: 'no_credit' } },
      },
    });
    const order = await kit.get(`/api/v2/orders/${DEMO_ORDERS.partiallyPaid.id}`, orderSchema);
    expect(order).toMatchObject({ status: 'pending', paymentStatus: { status: 'unpaid' } });
    expect(order.paymentStatus.reason).toContain(`${remaining} SEK is still due`);
    const [newest] = await kit.activity();
    expect(newest).toMatchObject({
      kind: 'credit_applied',
      amount: DEMO_BILLING.credit.balance,
      invoiceId: I.partiallyPaid.id,
      orderNumber: DEMO_ORDERS.partiallyPaid.number,
    });

    const none = await problemWith(await kit.post(`${INVOICES}/${I.unpaid.id}/actions/apply-credit`), 409, 'no_credit');
    expect(gateOf(none.raw, 'canApplyCredit')).toMatchObject({ allowed: false, code: 'no_credit' });
  });

  it('pays a whole invoice from credit: paid, its order active and paid, the rest of the balance kept', async () => {
    const kit = await setup();
    const result = await kit.parse(
      await kit.post(`${INVOICES}/${I.overdue.id}/actions/apply-credit`, { amount: I.overdue.amount }),
      applyCreditResponse,
    );
    expect(result).toMatchObject({
      applied: I.overdue.amount,
      credit: { balance: DEMO_BILLING.credit.balance - I.overdue.amount },
      invoice: { status: 'paid', totals: { outstanding: 0, amountPaid: I.overdue.amount } },
    });
    expect(result.invoice.paidAt).not.toBeNull();
    const order = await kit.get(`/api/v2/orders/${DEMO_HOSTING.suspended.order.id}`, orderSchema);
    expect(order).toMatchObject({ status: 'active', paymentStatus: { status: 'paid' } });
    expect((await kit.credit()).balance).toBe(DEMO_BILLING.credit.balance - I.overdue.amount);
  });

  it('refuses amounts above the balance or the outstanding amount (400 at /amount) and blocked gates (409)', async () => {
    const kit = await setup();
    for (const [id, amount] of [
      [I.unpaid.id, DEMO_BILLING.credit.balance + 1],
      [I.overdue.id, I.overdue.amount + 1],
    ] as const) {
      const problem = await expectProblem(
        await kit.post(`${INVOICES}/${id}/actions/apply-credit`, { amount }),
        400,
        'invalid_request',
      );
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/amount', code: 'amount_too_large' })]);
    }
    for (const amount of [0, -5, 1.005, '10']) {
      const problem = await expectProblem(
        await kit.post(`${INVOICES}/${I.unpaid.id}/actions/apply-credit`, { amount }),
        400,
        'invalid_request',
      );
      expect(problem.errors?.[0]?.pointer).toBe('/amount');
    }
    expect((await kit.credit()).balance).toBe(DEMO_BILLING.credit.balance);

    const paid = await problemWith(
      await kit.post(`${INVOICES}/${I.paid.id}/actions/apply-credit`),
      409,
      'invoice_not_payable',
    );
    expect(gateOf(paid.raw, 'canApplyCredit').code).toBe('invoice_not_payable');
    await problemWith(await kit.post(`${INVOICES}/${I.draft.id}/actions/apply-credit`), 409, 'invoice_not_payable');
    const theirs = await problemWith(
      await kit.post(`${INVOICES}/${DEMO_OTHER_BILLING.invoice.id}/actions/apply-credit`, {}, kit.world.keys.other),
      409,
      'currency_mismatch',
    );
    expect(gateOf(theirs.raw, 'canApplyCredit').code).toBe('currency_mismatch');
  });
});

describe('add funds', () => {
  it('refuses amounts outside the range (400 at /amount amount_out_of_range)', async () => {
    const kit = await setup();
    const limits = (await kit.credit()).addFunds;
    expect(limits).toEqual(DEMO_BILLING.addFunds);
    for (const amount of [DEMO_BILLING.addFunds.minimum - 1, DEMO_BILLING.addFunds.maximum + 0.01]) {
      const problem = await expectProblem(
        await kit.post(`${BILLING}/credit/actions/add-funds`, { amount }),
        400,
        'invalid_request',
      );
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/amount', code: 'amount_out_of_range' })]);
    }
    const missing = await expectProblem(
      await kit.post(`${BILLING}/credit/actions/add-funds`, {}),
      400,
      'invalid_request',
    );
    expect(missing.errors?.[0]).toMatchObject({ pointer: '/amount', code: 'missing_required' });
    await expectProblem(
      await kit.post(`${BILLING}/credit/actions/add-funds`, { amount: 100, currency: 'SEK' }),
      400,
      'invalid_request',
    );
  });

  it('issues an add_funds invoice (201); paying it at the provider grows the balance', async () => {
    const kit = await setup();
    const amount = 500;
    const { invoice } = await kit.parse(
      await kit.post(`${BILLING}/credit/actions/add-funds`, { amount }),
      addFundsResponse,
      201,
    );
    expect(invoice).toMatchObject({
      kind: 'add_funds',
      orderId: null,
      orderNumber: null,
      status: 'unpaid',
      amount,
      currencyCode: 'SEK',
      // Credit is a prepayment of money: no VAT on it (ledger "Money: VAT"); the invoices it pays carry theirs.
      amountsIncludeVat: true,
      reverseCharge: false,
      lines: [{ description: expect.stringMatching(/^Account credit/), amount, net: amount, vatRate: 0, vat: 0 }],
      vat: { net: amount, vat: 0, gross: amount, byRate: [{ rate: 0, net: amount, vat: 0 }] },
      paymentUrl: `https://pay.hosting.example/${kit.world.worldId}/invoices/${invoice.id}`,
      actions: {
        canPay: { allowed: true },
        canCancel: { allowed: true },
        canApplyCredit: { allowed: false, code: 'credit_invoice' },
      },
    });
    expect(Date.parse(invoice.dueAt ?? '') - Date.parse(invoice.issuedAt ?? '')).toBe(14 * DAY_MS);
    const credit = await problemWith(
      await kit.post(`${INVOICES}/${invoice.id}/actions/apply-credit`),
      409,
      'credit_invoice',
    );
    expect(gateOf(credit.raw, 'canApplyCredit').code).toBe('credit_invoice');
    expect((await kit.activity())[0]).toMatchObject({ kind: 'invoice_issued', invoiceId: invoice.id, amount });

    const paid = await kit.parse(await pay(kit, invoice.id), invoiceSchema);
    expect(paid).toMatchObject({ status: 'paid', totals: { outstanding: 0 } });
    expect((await kit.credit()).balance).toBe(DEMO_BILLING.credit.balance + amount);
    const [added, payment] = await kit.activity();
    expect(added).toMatchObject({ kind: 'credit_added', amount, invoiceId: invoice.id, orderId: null });
    expect(payment).toMatchObject({ kind: 'payment', amount, invoiceId: invoice.id });
  });

  it('cancels an unpaid add_funds invoice on its own (no order)', async () => {
    const kit = await setup();
    const { invoice } = await kit.parse(
      await kit.post(`${BILLING}/credit/actions/add-funds`, { amount: 150.5 }),
      addFundsResponse,
      201,
    );
    const cancelled = await kit.parse(await kit.post(`${INVOICES}/${invoice.id}/actions/cancel`), invoiceSchema);
    expect(cancelled).toMatchObject({ status: 'cancelled', amount: 150.5 });
    expect((await kit.activity('kind=invoice_cancelled'))[0]).toMatchObject({ invoiceId: invoice.id });
  });
});

describe('the provider callback (control call)', () => {
  it('pays part, then the rest: partially_paid, then paid with paidAt; the order becomes active and paid', async () => {
    const kit = await setup();
    const part = await kit.parse(await pay(kit, I.partiallyPaid.id, { amount: 100 }), invoiceSchema);
    expect(part).toMatchObject({
      status: 'partially_paid',
      totals: { amountPaid: I.partiallyPaid.amountPaid + 100, outstanding: I.partiallyPaid.outstanding - 100 },
      paidAt: null,
    });
    const rest = await kit.parse(await pay(kit, I.partiallyPaid.id), invoiceSchema);
    expect(rest).toMatchObject({ status: 'paid', totals: { outstanding: 0, amountPaid: I.partiallyPaid.amount } });
    expect(rest.paidAt).not.toBeNull();
    const order = await kit.get(`/api/v2/orders/${DEMO_ORDERS.partiallyPaid.id}`, orderSchema);
    expect(order).toMatchObject({ status: 'active', paymentStatus: { status: 'paid', reason: null } });
    const payments = await kit.activity('kind=payment');
    expect(payments.slice(0, 2).map((entry) => entry.amount)).toEqual([I.partiallyPaid.outstanding - 100, 100]);
  });

  it('refuses a settled invoice (409 invoice_not_payable), too much (400), unknown members and invoices', async () => {
    const kit = await setup();
    const settled = await problemWith(await pay(kit, I.paid.id), 409, 'invoice_not_payable');
    expect(settled.raw.invoice).toEqual({ id: I.paid.id, status: 'paid' });
    await expectProblem(await pay(kit, I.draft.id), 409, 'invoice_not_payable');
    const tooMuch = await expectProblem(
      await pay(kit, I.unpaid.id, { amount: I.unpaid.amount + 1 }),
      400,
      'invalid_request',
    );
    expect(tooMuch.errors?.[0]).toMatchObject({ pointer: '/amount', code: 'amount_too_large' });
    const extra = await expectProblem(
      await pay(kit, I.unpaid.id, { amount: 1, method: 'card' }),
      400,
      'invalid_request',
    );
    expect(extra.errors?.[0]?.pointer).toBe('/method');
    await expectProblem(await pay(kit, 'inv_nothing'), 404, 'not_found');
    await expectProblem(await pay(kit, I.unpaid.id, {}, 'wld_0000000000'), 404, 'not_found');
    // Any customer's invoice of the world: the provider knows no keys.
    expect((await kit.parse(await pay(kit, DEMO_OTHER_BILLING.invoice.id), invoiceSchema)).status).toBe('paid');
    expect((await kit.invoice(I.unpaid.id)).status).toBe('unpaid');
  });
});

describe('a payment lifts the suspension it was overdue for (every way money arrives)', () => {
  const account = (kit: Kit) => kit.get(`/api/v2/shared-hosting/${DEMO_HOSTING.suspended.id}`, hostingAccount);
  const server = (kit: Kit) => kit.get(`/api/v2/vps/${DEMO_VPS.suspended.id}`, vpsSchema);

  it(`paying ${I.overdue.number} at the provider's page reactivates the suspended hosting account`, async () => {
    const kit = await setup();
    expect(await account(kit)).toMatchObject({
      serviceStatus: 'suspended',
      overdueInvoice: { id: I.overdue.id, number: I.overdue.number, status: 'unpaid' },
    });
    const response = await kit.browser(kit.provider(`invoices/${I.overdue.id}/pay`), {
      method: 'POST',
      origin: 'https://pay.hosting.example',
    });
    expect(response.status).toBe(200);
    const after = await account(kit);
    expect(after).toMatchObject({ serviceStatus: 'active', overdueInvoice: null });
    expect(Object.values(after.actions).some((gate) => gate.code === 'account_suspended')).toBe(false);
    expect(after.actions.canChangeBillingCycle.allowed).toBe(true);
    expect(after.billingCycleState).not.toBeNull();
    // The renewal order is active and paid (as every paid order), and nothing else was touched.
    const order = await kit.get(`/api/v2/orders/${DEMO_HOSTING.suspended.order.id}`, orderSchema);
    expect(order).toMatchObject({ status: 'active', paymentStatus: { status: 'paid' } });
    expect((await server(kit)).status).toBe('suspended');
  });

  it(`paying ${I.overdueVps.number} (control call) resumes the suspended server: running, every gate by its power state`, async () => {
    const kit = await setup();
    const before = await server(kit);
    expect(before).toMatchObject({
      status: 'suspended',
      overdueInvoice: { id: I.overdueVps.id, number: I.overdueVps.number, orderId: DEMO_VPS.suspended.order.id },
    });
    const paid = await kit.parse(await pay(kit, I.overdueVps.id), invoiceSchema);
    expect(paid).toMatchObject({ status: 'paid', orderNumber: DEMO_VPS.suspended.order.number });
    const after = await server(kit);
    expect(after).toMatchObject({ status: 'running', overdueInvoice: null });
    expect(after.actions.canRestart.allowed).toBe(true);
    expect(after.actions.canStart).toMatchObject({ allowed: false, code: 'vps_already_running' });
    expect(Object.values(after.actions).some((gate) => gate.code === 'vps_suspended')).toBe(false);
    const stored = kit.state().vps.servers.find((candidate) => candidate.id === DEMO_VPS.suspended.id);
    expect(stored?.suspendedReason).toBeNull();
    expect((await account(kit)).serviceStatus).toBe('suspended');
  });

  it('a part payment lifts nothing; credit paying the rest does', async () => {
    const kit = await setup();
    const part = await kit.parse(await pay(kit, I.overdueVps.id, { amount: 40 }), invoiceSchema);
    expect(part).toMatchObject({ status: 'partially_paid', totals: { outstanding: I.overdueVps.amount - 40 } });
    const waiting = await server(kit);
    expect(waiting).toMatchObject({
      status: 'suspended',
      overdueInvoice: { id: I.overdueVps.id, status: 'partially_paid' },
    });
    expect(waiting.actions.canRestart).toMatchObject({ allowed: false, code: 'vps_suspended' });

    const partCredit = await kit.post(`${INVOICES}/${I.overdue.id}/actions/apply-credit`, { amount: 20 });
    expect(partCredit.status).toBe(200);
    expect((await account(kit)).serviceStatus).toBe('suspended');

    const rest = await kit.parse(
      await kit.post(`${INVOICES}/${I.overdueVps.id}/actions/apply-credit`),
      applyCreditResponse,
    );
    expect(rest).toMatchObject({ applied: I.overdueVps.amount - 40, invoice: { status: 'paid' } });
    expect((await server(kit)).status).toBe('running');
    const restOfHosting = await kit.post(`${INVOICES}/${I.overdue.id}/actions/apply-credit`);
    expect(restOfHosting.status).toBe(200);
    expect(await account(kit)).toMatchObject({ serviceStatus: 'active', overdueInvoice: null });
  });

  it('paying another invoice lifts nothing, and a lifted service stays as it is when paid again (409)', async () => {
    const kit = await setup();
    await kit.parse(await pay(kit, I.unpaid.id), invoiceSchema);
    expect((await account(kit)).serviceStatus).toBe('suspended');
    expect((await server(kit)).status).toBe('suspended');
    await kit.parse(await pay(kit, I.overdueVps.id), invoiceSchema);
    await expectProblem(await pay(kit, I.overdueVps.id), 409, 'invoice_not_payable');
    expect((await server(kit)).status).toBe('running');
  });
});

describe('the provider stand-in pages', () => {
  it('shows an invoice page: plain HTML, no script, a strict CSP, the amount on the Pay button', async () => {
    const kit = await setup();
    const response = await kit.browser(kit.provider(`invoices/${I.partiallyPaid.id}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('script-src');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(new RegExp(`<main>[\\s\\S]*<h1>Pay invoice ${I.partiallyPaid.number}</h1>`));
    expect(html).toContain('<button type="submit">Pay 1 468,75 SEK</button>');
    expect(html).toContain('>Decline payment</button>');
    expect(html).toContain(`action="./${I.partiallyPaid.id}/pay"`);
    expect(html).not.toMatch(/<script/i);

    // Thousands are grouped; text from the records is escaped.
    const stored = kit.state().orders.invoices.find((candidate) => candidate.id === I.unpaid.id);
    if (!stored) throw new Error('missing invoice');
    stored.amount = 1234;
    stored.number = `<b>${I.unpaid.number}</b>`;
    const grouped = await (await kit.browser(kit.provider(`invoices/${I.unpaid.id}`))).text();
    expect(grouped).toContain('Pay 1 234,00 SEK');
    expect(grouped).toContain(`&lt;b&gt;${I.unpaid.number}&lt;/b&gt;`);
    expect(grouped).not.toContain(`<b>${I.unpaid.number}`);
  });

  it('answers an unknown world or invoice with a 404 page', async () => {
    const kit = await setup();
    for (const path of [
      `/__mock/provider/wld_0000000000/invoices/${I.unpaid.id}`,
      kit.provider('invoices/inv_nothing'),
      kit.provider('card-setups/cset_nothing'),
    ]) {
      const response = await kit.browser(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<h1>Page not found</h1>');
    }
    const post = await kit.browser(`/__mock/provider/wld_0000000000/invoices/${I.unpaid.id}/pay`, { method: 'POST' });
    expect(post.status).toBe(404);
  });

  it('takes form posts without an Origin and from another origin: pay settles the invoice, decline changes nothing', async () => {
    const kit = await setup();
    const declined = await kit.browser(kit.provider(`invoices/${I.unpaid.id}/decline`), {
      method: 'POST',
      origin: 'https://pay.hosting.example',
    });
    expect(declined.status).toBe(200);
    const declinedHtml = await declined.text();
    expect(declinedHtml).toContain('<h1>Payment declined</h1>');
    expect(declinedHtml).toContain('You can close this tab and return to the control panel.');
    expect((await kit.invoice(I.unpaid.id)).status).toBe('unpaid');

    const paid = await kit.browser(kit.provider(`invoices/${I.unpaid.id}/pay`), {
      method: 'POST',
      origin: 'https://pay.hosting.example',
    });
    expect(paid.status).toBe(200);
    const paidHtml = await paid.text();
    expect(paidHtml).toContain('<h1>Payment received</h1>');
    // The gross amount: what the invoice says is charged.
    expect(paidHtml).toContain('575,00 SEK');
    expect(paidHtml).toContain('You can close this tab and return to the control panel.');
    expect((await kit.invoice(I.unpaid.id)).status).toBe('paid');
    const order = await kit.get(`/api/v2/orders/${DEMO_ORDERS.pendingHosting.id}`, orderSchema);
    expect(order).toMatchObject({ status: 'active', paymentStatus: { status: 'paid' } });

    // No Origin at all (a form post as some browsers send it): the overdue invoice.
    const overdue = await kit.browser(kit.provider(`invoices/${I.overdue.id}/pay`), { method: 'POST' });
    expect(overdue.status).toBe(200);
    expect((await kit.invoice(I.overdue.id)).status).toBe('paid');

    // Paid: the page says there is nothing to pay; paying again is a 409 page and changes nothing.
    expect(await (await kit.browser(kit.provider(`invoices/${I.unpaid.id}`))).text()).toContain('Nothing to pay');
    const again = await kit.browser(kit.provider(`invoices/${I.unpaid.id}/pay`), { method: 'POST' });
    expect(again.status).toBe(409);
    const payments = await kit.activity('kind=payment');
    expect(payments.filter((entry) => entry.invoiceId === I.unpaid.id)).toHaveLength(1);
  });

  it('keeps the control plane closed to other origins and forms (only the provider pages are outside)', async () => {
    const kit = await setup();
    const response = await kit.app.fetch(
      new Request(`http://mock.test/__mock/worlds/${kit.world.worldId}/invoices/${I.unpaid.id}/payments`, {
        method: 'POST',
        headers: { Origin: 'https://pay.hosting.example', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: '',
      }),
    );
    await expectProblem(response, 403, 'cross_origin_refused');
    const form = await kit.app.fetch(
      new Request(`http://mock.test/__mock/worlds/${kit.world.worldId}/invoices/${I.unpaid.id}/payments`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: '',
      }),
    );
    await expectProblem(form, 415, 'unsupported_media_type');
    expect((await kit.invoice(I.unpaid.id)).status).toBe('unpaid');
  });
});

describe('cards', () => {
  it('lists the default Visa first and the expired Mastercard, with their gates', async () => {
    const kit = await setup();
    const cards = await kit.cards();
    expect(cards).toEqual([
      {
        id: C.visa.id,
        brand: 'visa',
        last4: '4242',
        expMonth: expect.any(Number) as number,
        expYear: expect.any(Number) as number,
        isDefault: true,
        expired: false,
        actions: {
          canMakeDefault: expect.objectContaining({ allowed: false, code: 'already_default' }) as unknown,
          canRemove: expect.objectContaining({ allowed: false, code: 'default_card' }) as unknown,
        },
      },
      {
        id: C.expiredMastercard.id,
        brand: 'mastercard',
        last4: '5454',
        expMonth: expect.any(Number) as number,
        expYear: expect.any(Number) as number,
        isDefault: false,
        expired: true,
        actions: {
          canMakeDefault: expect.objectContaining({ allowed: false, code: 'card_expired' }) as unknown,
          canRemove: expect.objectContaining({ allowed: true }) as unknown,
        },
      },
    ]);
    const now = new Date();
    const months = (card: { expYear: number | null; expMonth: number | null }) =>
      (card.expYear ?? 0) * 12 + (card.expMonth ?? 0) - (now.getUTCFullYear() * 12 + now.getUTCMonth() + 1);
    expect(months(cards[0] ?? { expYear: null, expMonth: null })).toBeGreaterThanOrEqual(22);
    expect(months(cards[1] ?? { expYear: null, expMonth: null })).toBeLessThanOrEqual(-10);
  });

  it('makes a card the default and removes cards by the rules (409 with the gate otherwise)', async () => {
    const kit = await setup();
    const already = await problemWith(
      await kit.post(`${BILLING}/cards/${C.visa.id}/actions/make-default`),
      409,
      'already_default',
    );
    expect(gateOf(already.raw, 'canMakeDefault').code).toBe('already_default');
    expect(already.raw.card).toEqual({ id: C.visa.id });
    const expired = await problemWith(
      await kit.post(`${BILLING}/cards/${C.expiredMastercard.id}/actions/make-default`),
      409,
      'card_expired',
    );
    expect(gateOf(expired.raw, 'canMakeDefault').code).toBe('card_expired');
    const removeDefault = await problemWith(
      await kit.call(`${BILLING}/cards/${C.visa.id}`, { method: 'DELETE', key: kit.key }),
      409,
      'default_card',
    );
    expect(gateOf(removeDefault.raw, 'canRemove').code).toBe('default_card');

    // A new card (through the provider) becomes the default on request; then the old default may go.
    const setup1 = await kit.parse(
      await kit.post(`${BILLING}/cards`, { returnUrl: 'https://panel.example/billing/cards' }),
      cardSetupSchema,
      201,
    );
    await kit.browser(kit.provider(`card-setups/${setup1.id}/complete`), { method: 'POST' });
    const added = (await kit.get(`${BILLING}/cards/setups/${setup1.id}`, cardSetupSchema)).card;
    expect(added).toMatchObject({ brand: 'visa', last4: '1881', isDefault: false, expired: false });
    const made = await kit.parse(
      await kit.post(`${BILLING}/cards/${added?.id ?? ''}/actions/make-default`),
      cardSchema,
    );
    expect(made).toMatchObject({
      id: added?.id,
      isDefault: true,
      actions: { canMakeDefault: { code: 'already_default' } },
    });
    const removed = await kit.call(`${BILLING}/cards/${C.visa.id}`, { method: 'DELETE', key: kit.key });
    expect(removed.status).toBe(204);
    expect(
      await kit.call(`${BILLING}/cards/${C.expiredMastercard.id}`, { method: 'DELETE', key: kit.key }),
    ).toHaveProperty('status', 204);
    // The default may go once it is the only card.
    const only = await kit.cards();
    expect(only.map((card) => [card.id, card.isDefault, card.actions.canRemove.allowed])).toEqual([
      [added?.id, true, true],
    ]);
    expect((await kit.call(`${BILLING}/cards/${added?.id ?? ''}`, { method: 'DELETE', key: kit.key })).status).toBe(
      204,
    );
    expect(await kit.cards()).toEqual([]);

    await expectProblem(
      await kit.call(`${BILLING}/cards/card_nothing`, { method: 'DELETE', key: kit.key }),
      404,
      'not_found',
    );
    await expectProblem(await kit.post(`${BILLING}/cards/cset_1/actions/make-default`), 400, 'invalid_request');
    await expectProblem(
      await kit.post(`${BILLING}/cards/card_1/actions/make-default`, { now: true }),
      400,
      'invalid_request',
    );
  });

  it("never shows one customer's cards or setups to another", async () => {
    const kit = await setup();
    expect(await kit.cards(kit.world.keys.other)).toEqual([]);
    await expectProblem(
      await kit.post(
        `${BILLING}/cards/${C.expiredMastercard.id}/actions/make-default`,
        undefined,
        kit.world.keys.other,
      ),
      404,
      'not_found',
    );
    const mine = await kit.parse(
      await kit.post(`${BILLING}/cards`, { returnUrl: 'https://panel.example/billing/cards' }),
      cardSetupSchema,
      201,
    );
    await expectProblem(
      await kit.call(`${BILLING}/cards/setups/${mine.id}`, { key: kit.world.keys.other }),
      404,
      'not_found',
    );
  });
});

describe('card setup through the provider', () => {
  it('completes: 303 back to the return address with cardSetup, a Visa 1881 valid for three years', async () => {
    const kit = await setup();
    const returnUrl = 'https://panel.example/billing/cards?tab=cards#top';
    const created = await kit.parse(await kit.post(`${BILLING}/cards`, { returnUrl }), cardSetupSchema, 201);
    expect(created).toMatchObject({
      status: 'pending',
      card: null,
      declineCode: null,
      redirectUrl: `https://pay.hosting.example/${kit.world.worldId}/card-setups/${created.id}`,
    });
    expect(created.id).toMatch(/^cset_/);

    const pageResponse = await kit.browser(kit.provider(`card-setups/${created.id}`));
    expect(pageResponse.status).toBe(200);
    expect(pageResponse.headers.get('content-security-policy')).toContain("form-action 'self' https://panel.example");
    const html = await pageResponse.text();
    expect(html).toContain('<h1>Add a card</h1>');
    expect(html).toContain('>Add card</button>');
    expect(html).toContain('>Decline card</button>');
    expect(html).toContain(DEMO_CUSTOMERS.main.companyName);

    const done = await kit.browser(kit.provider(`card-setups/${created.id}/complete`), {
      method: 'POST',
      origin: 'https://pay.hosting.example',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(
      `https://panel.example/billing/cards?tab=cards&cardSetup=${created.id}#top`,
    );

    const read = await kit.get(`${BILLING}/cards/setups/${created.id}`, cardSetupSchema);
    const now = new Date();
    expect(read).toMatchObject({
      status: 'completed',
      declineCode: null,
      card: {
        brand: 'visa',
        last4: '1881',
        expMonth: now.getUTCMonth() + 1,
        expYear: now.getUTCFullYear() + 3,
        // The default Visa 4242 is still usable: the new card is not the default.
        isDefault: false,
        expired: false,
      },
    });
    expect(await kit.cards()).toHaveLength(3);

    // Finished: posting again changes nothing and still goes back.
    const again = await kit.browser(kit.provider(`card-setups/${created.id}/decline`), { method: 'POST' });
    expect(again.status).toBe(303);
    expect((await kit.get(`${BILLING}/cards/setups/${created.id}`, cardSetupSchema)).status).toBe('completed');
    expect(await (await kit.browser(kit.provider(`card-setups/${created.id}`))).text()).toContain('already finished');
  });

  it('declines: 303 back with cardSetup, status declined with card_declined, no card', async () => {
    const kit = await setup();
    const created = await kit.parse(
      await kit.post(`${BILLING}/cards`, { returnUrl: 'http://localhost:4173/billing/cards' }),
      cardSetupSchema,
      201,
    );
    const declined = await kit.browser(kit.provider(`card-setups/${created.id}/decline`), { method: 'POST' });
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(`http://localhost:4173/billing/cards?cardSetup=${created.id}`);
    expect(await kit.get(`${BILLING}/cards/setups/${created.id}`, cardSetupSchema)).toMatchObject({
      status: 'declined',
      declineCode: 'card_declined',
      card: null,
    });
    expect(await kit.cards()).toHaveLength(2);
  });

  it('makes the new card the default when it is the only usable one', async () => {
    const kit = await setup('empty');
    const created = await kit.parse(
      await kit.post(`${BILLING}/cards`, { returnUrl: 'https://panel.example/billing/cards' }),
      cardSetupSchema,
      201,
    );
    await kit.browser(kit.provider(`card-setups/${created.id}/complete`), { method: 'POST' });
    const cards = await kit.cards();
    expect(cards.map((card) => [card.last4, card.isDefault])).toEqual([['1881', true]]);
  });

  it('never lets a return address change the page policy (a host with policy syntax is left out)', async () => {
    const kit = await setup();
    const created = await kit.parse(
      await kit.post(`${BILLING}/cards`, { returnUrl: 'https://panel.example;script-src/billing' }),
      cardSetupSchema,
      201,
    );
    const response = await kit.browser(kit.provider(`card-setups/${created.id}`));
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("form-action 'self';");
    expect(csp).not.toContain('panel.example');
  });

  it('refuses return addresses that are not absolute http(s)', async () => {
    const kit = await setup();
    for (const returnUrl of ['javascript:alert(1)', '/billing/cards', `https://panel.example/${'x'.repeat(2000)}`]) {
      const problem = await expectProblem(await kit.post(`${BILLING}/cards`, { returnUrl }), 400, 'invalid_request');
      expect(problem.errors?.[0]?.pointer, returnUrl.slice(0, 20)).toBe('/returnUrl');
    }
  });
});

describe('billing history', () => {
  it('is seeded from the invoices and the opening credit, newest first, with a kind filter and cursor pages', async () => {
    const kit = await setup();
    const all = await kit.activity();
    const times = all.map((entry) => entry.occurredAt ?? '');
    expect(times).toEqual([...times].sort().reverse());
    expect(all.every((entry) => entry.id.startsWith('bact_'))).toBe(true);
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
    expect(new Set(all.map((entry) => entry.kind))).toEqual(
      new Set(['invoice_issued', 'payment', 'credit_added', 'refund', 'invoice_cancelled', 'credit_note_issued']),
    );
    // The cancelled and the refunded invoice's credit notes, their amounts positive as money that moved.
    expect(all.filter((entry) => entry.kind === 'credit_note_issued')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ invoiceId: DEMO_BILLING.creditNotes.cancelled.id, amount: I.cancelled.amount }),
        expect.objectContaining({ invoiceId: DEMO_BILLING.creditNotes.refunded.id, amount: I.refunded.amount }),
      ]),
    );
    expect(all.filter((entry) => entry.kind === 'credit_added')).toEqual([
      expect.objectContaining({ amount: DEMO_BILLING.credit.balance, invoiceId: null, orderId: null }),
    ]);
    expect(all.filter((entry) => entry.invoiceId === I.refunded.id).map((entry) => entry.kind)).toEqual([
      'refund',
      'payment',
      'invoice_issued',
    ]);
    expect(all.filter((entry) => entry.invoiceId === I.partiallyPaid.id)).toContainEqual(
      expect.objectContaining({ kind: 'payment', amount: I.partiallyPaid.amountPaid }),
    );
    expect(all.filter((entry) => entry.invoiceId === I.cancelled.id).map((entry) => entry.kind)).toEqual([
      'invoice_cancelled',
      'invoice_issued',
    ]);
    // A draft is not issued yet.
    expect(all.some((entry) => entry.invoiceId === I.draft.id)).toBe(false);
    expect(all.some((entry) => entry.invoiceId === DEMO_OTHER_BILLING.invoice.id)).toBe(false);

    expect(await kit.activity('limit=3')).toEqual(all);
    const payments = await kit.activity('kind=payment');
    expect(payments).toEqual(all.filter((entry) => entry.kind === 'payment'));
    const bad = await expectProblem(
      await kit.call(`${BILLING}/activity?kind=gift`, { key: kit.key }),
      400,
      'invalid_request',
    );
    expect(bad.errors?.[0]?.pointer).toBe('/query/kind');
    await expectProblem(await kit.call(`${BILLING}/activity?cursor=abc`, { key: kit.key }), 400, 'invalid_request');

    // Every change adds its entry at the top.
    await kit.post(`${INVOICES}/${I.overdue.id}/actions/apply-credit`);
    expect((await kit.activity())[0]).toMatchObject({ kind: 'credit_applied', invoiceId: I.overdue.id });
  });

  it('says what each amount is as to VAT and which invoices are credit notes (ledger "Money: VAT")', async () => {
    const kit = await setup();
    const all = await kit.activity();
    const payment = all.find((entry) => entry.kind === 'payment' && entry.invoiceId === I.paid.id);
    expect(payment).toMatchObject({ amount: I.paid.amount, vatBasis: 'included', invoiceKind: 'order' });
    expect(all.find((entry) => entry.invoiceId === DEMO_BILLING.creditNotes.refunded.id)).toMatchObject({
      kind: 'credit_note_issued',
      amount: I.refunded.amount,
      vatBasis: 'included',
      invoiceKind: 'credit_note',
    });
    expect(all.find((entry) => entry.kind === 'refund')).toMatchObject({ vatBasis: 'included', invoiceKind: 'order' });
    // The opening credit names no invoice: a prepayment, no VAT.
    expect(all.find((entry) => entry.kind === 'credit_added')).toMatchObject({ vatBasis: 'none', invoiceKind: null });

    // Adding funds: the add-funds invoice, its payment and the credit it bought are all without VAT.
    const { invoice } = await kit.parse(
      await kit.post(`${BILLING}/credit/actions/add-funds`, { amount: 200 }),
      addFundsResponse,
      201,
    );
    await pay(kit, invoice.id);
    const [added, paid, issued] = await kit.activity();
    expect([added, paid, issued].map((entry) => [entry?.kind, entry?.vatBasis, entry?.invoiceKind])).toEqual([
      ['credit_added', 'none', 'add_funds'],
      ['payment', 'none', 'add_funds'],
      ['invoice_issued', 'none', 'add_funds'],
    ]);
    // Credit used on an order's invoice pays its gross amount.
    await kit.post(`${INVOICES}/${I.overdue.id}/actions/apply-credit`);
    expect((await kit.activity())[0]).toMatchObject({
      kind: 'credit_applied',
      vatBasis: 'included',
      invoiceKind: 'order',
    });
  });

  it('is deterministic: the same seeded ids and times in two worlds of one day', async () => {
    const first = await setup();
    const second = await setup();
    const strip = (entries: BillingActivity[]) =>
      entries.map(({ id, kind, occurredAt, amount }) => [id, kind, occurredAt, amount]);
    expect(strip(await first.activity())).toEqual(strip(await second.activity()));
  });
});

describe('scopes', () => {
  it('refuses every change without write:billing (403 naming the missing scope)', async () => {
    const kit = await setup();
    const readonly = kit.world.keys.readonly;
    const writes: [string, string, unknown][] = [
      ['POST', `${INVOICES}/${I.unpaid.id}/actions/cancel`, undefined],
      ['POST', `${INVOICES}/${I.unpaid.id}/actions/apply-credit`, undefined],
      ['POST', `${BILLING}/credit/actions/add-funds`, { amount: 100 }],
      ['POST', `${BILLING}/cards`, { returnUrl: 'https://panel.example/billing/cards' }],
      ['POST', `${BILLING}/cards/${C.expiredMastercard.id}/actions/make-default`, undefined],
      ['DELETE', `${BILLING}/cards/${C.expiredMastercard.id}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      const problem = await expectProblem(
        await kit.call(path, { method, key: readonly, ...(body === undefined ? {} : { body }) }),
        403,
        'forbidden',
      );
      expect(problem.extensions?.missingScopes, path).toEqual(['write:billing']);
    }
    expect((await kit.invoice(I.unpaid.id)).status).toBe('unpaid');
    expect(await kit.cards()).toHaveLength(2);
    // write:billing is enough.
    const writer = kit.named('billing-write');
    await kit.parse(
      await kit.post(`${BILLING}/credit/actions/add-funds`, { amount: 100 }, writer),
      addFundsResponse,
      201,
    );
  });

  it('reads invoices with read:orders alone, but not the credit, cards or history; read:billing reads all', async () => {
    const kit = await setup();
    const orders = kit.named('orders-read');
    expect(await kit.allInvoices('', orders)).not.toHaveLength(0);
    await kit.invoice(I.unpaid.id, orders);
    for (const path of [
      `${BILLING}/credit`,
      `${BILLING}/cards`,
      `${BILLING}/activity`,
      `${BILLING}/cards/setups/cset_1`,
    ]) {
      const problem = await expectProblem(await kit.call(path, { key: orders }), 403, 'forbidden');
      expect(problem.extensions?.missingScopes, path).toEqual(['read:billing']);
    }
    const billing = kit.named('billing-read');
    await kit.invoice(I.unpaid.id, billing);
    await kit.credit(billing);
    await kit.cards(billing);
    await kit.activity('', billing);
  });
});

describe('empty world', () => {
  it('has no invoices, no credit, no cards and no history', async () => {
    const kit = await setup('empty');
    expect(await kit.allInvoices()).toEqual([]);
    expect(await kit.credit()).toMatchObject({
      balance: 0,
      currencyCode: 'SEK',
      actions: { canAddFunds: { allowed: true } },
    });
    expect(await kit.cards()).toEqual([]);
    expect(await kit.activity()).toEqual([]);
  });
});

describe('demo records', () => {
  it('holds DEMO_BILLING exactly as ids.ts names it', async () => {
    const kit = await setup();
    for (const [name, record] of Object.entries(I)) {
      const live = await kit.invoice(record.id);
      expect(live, name).toMatchObject({ id: record.id, number: record.number, amount: record.amount });
    }
    const cards = await kit.cards();
    for (const [name, record] of Object.entries(C)) {
      expect(
        cards.find((card) => card.id === record.id),
        name,
      ).toMatchObject(record);
    }
    expect((await kit.credit()).balance).toBe(DEMO_BILLING.credit.balance);
  });
});

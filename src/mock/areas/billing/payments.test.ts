import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  billingActivityPage,
  billingSettings,
  invoice as invoiceSchema,
  invoiceListPage,
  payment as paymentSchema,
  type Payment,
} from '@/api/schemas/billing';
import { sumMoney } from '@/api/schemas/vat-math';
import { DEMO_BILLING, DEMO_OTHER_BILLING } from '@/mock/scenarios/demo/ids';
import { expectProblem, mockHarness } from '@/mock/test-utils';
import { failedAutoPayments } from './payments';
import type { StoredCard } from './state';

const BILLING = '/api/v2/billing';
const INVOICES = `${BILLING}/invoices`;
const { invoices: I, cards: C } = DEMO_BILLING;
const DAY_MS = 24 * 60 * 60 * 1000;
const RETURN = 'https://panel.example/billing/invoices';

async function setup() {
  const harness = mockHarness();
  const world = await harness.makeWorld({
    scenario: 'demo',
    keys: [{ name: 'billing-read', scopes: ['read:billing'] }],
  });
  const key = world.keys.full;
  const live = () => {
    const found = harness.registry.get(world.worldId);
    if (!found) throw new Error('world gone');
    return found;
  };
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    harness.call(path, { method: 'POST', key, body, headers });
  const invoice = async (id: string) => harness.parse(await harness.call(`${INVOICES}/${id}`, { key }), invoiceSchema);
  const payment = async (response: Response, status = 201): Promise<Payment> =>
    harness.parse(response, paymentSchema, status);
  const activity = async () =>
    (await harness.parse(await harness.call(`${BILLING}/activity?limit=100`, { key }), billingActivityPage)).data;
  /** A test card of the stand-in provider (by its last four digits), valid for two years. */
  const addCard = (last4: string, isDefault = false): string => {
    const state = live().state.billing;
    const id = `card_test${last4}`;
    const mainId = state.cards.find((card) => card.id === C.visa.id)?.customerId ?? '';
    if (isDefault) for (const card of state.cards) card.isDefault = false;
    const card: StoredCard = {
      id,
      customerId: mainId,
      brand: 'visa',
      last4,
      expMonth: 12,
      expYear: new Date(live().now()).getUTCFullYear() + 2,
      isDefault,
      addedAt: live().nowIso(),
    };
    state.cards.push(card);
    return id;
  };
  const browserPost = (path: string) =>
    harness.app.fetch(
      new Request(`http://mock.test${path}`, {
        method: 'POST',
        headers: { Accept: 'text/html', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: '',
      }),
    );
  const providerPath = (url: string | null) => {
    if (!url) throw new Error('no provider page');
    return `/__mock/provider${new URL(url).pathname}`;
  };
  return { ...harness, world, key, live, post, invoice, payment, activity, addCard, browserPost, providerPath };
}

describe('pay with a saved card', () => {
  it('charges the default card for the outstanding amount exactly: the invoice is paid', async () => {
    const kit = await setup();
    const response = await kit.post(`${INVOICES}/${I.partiallyPaid.id}/actions/pay-with-card`, {
      cardId: C.visa.id,
      returnUrl: RETURN,
    });
    const paid = await kit.payment(response);
    expect(paid).toMatchObject({
      status: 'succeeded',
      method: 'card',
      amount: I.partiallyPaid.outstanding,
      currencyCode: 'SEK',
      invoiceIds: [I.partiallyPaid.id],
      card: { id: C.visa.id, brand: 'visa', last4: '4242' },
      declineCode: null,
      redirectUrl: null,
    });
    expect(response.headers.get('Location')).toBe(`${BILLING}/payments/${paid.id}`);
    const after = await kit.invoice(I.partiallyPaid.id);
    expect(after.status).toBe('paid');
    expect(after.totals?.outstanding).toBe(0);
    const read = await kit.payment(await kit.call(`${BILLING}/payments/${paid.id}`, { key: kit.key }), 200);
    expect(read.status).toBe('succeeded');
  });

  it('a decline charges nothing and says why; the invoice is unchanged', async () => {
    const kit = await setup();
    const poor = kit.addCard('9995');
    const declined = await kit.payment(
      await kit.post(`${INVOICES}/${I.unpaid.id}/actions/pay-with-card`, { cardId: poor, returnUrl: RETURN }),
    );
    expect(declined).toMatchObject({ status: 'declined', declineCode: 'insufficient_funds', amount: I.unpaid.amount });
    const after = await kit.invoice(I.unpaid.id);
    expect(after).toMatchObject({ status: 'unpaid', totals: { amountPaid: 0, outstanding: I.unpaid.amount } });
  });

  it('requires_action: the provider page confirms (paid) or fails (unchanged), then back with payment=', async () => {
    const kit = await setup();
    const bank = kit.addCard('3155');
    const waiting = await kit.payment(
      await kit.post(`${INVOICES}/${I.unpaid.id}/actions/pay-with-card`, { cardId: bank, returnUrl: RETURN }),
    );
    expect(waiting.status).toBe('requires_action');
    expect(waiting.redirectUrl).toBe(`https://pay.hosting.example/${kit.world.worldId}/payments/${waiting.id}`);
    expect((await kit.invoice(I.unpaid.id)).status).toBe('unpaid');
    const page = await kit.app.fetch(new Request(`http://mock.test${kit.providerPath(waiting.redirectUrl)}`));
    // The page charges the invoice's gross amount, as the Pay button said (575,00 kr: 460 net with 25 % VAT).
    expect(await page.text()).toContain(`Confirm ${I.unpaid.amount.toFixed(2).replace('.', ',')} SEK`);
    const back = await kit.browserPost(`${kit.providerPath(waiting.redirectUrl)}/complete`);
    expect(back.status).toBe(303);
    expect(back.headers.get('Location')).toBe(`${RETURN}?payment=${waiting.id}`);
    expect((await kit.invoice(I.unpaid.id)).status).toBe('paid');
    const done = await kit.payment(await kit.call(`${BILLING}/payments/${waiting.id}`, { key: kit.key }), 200);
    expect(done).toMatchObject({ status: 'succeeded', redirectUrl: null });

    const failing = await kit.payment(
      await kit.post(`${INVOICES}/${I.overdue.id}/actions/pay-with-card`, { cardId: bank, returnUrl: RETURN }),
    );
    await kit.browserPost(`${kit.providerPath(failing.redirectUrl)}/fail`);
    const failed = await kit.payment(await kit.call(`${BILLING}/payments/${failing.id}`, { key: kit.key }), 200);
    expect(failed).toMatchObject({ status: 'declined', declineCode: 'authentication_failed' });
    expect((await kit.invoice(I.overdue.id)).status).toBe('unpaid');
  });

  it('the same Idempotency-Key charges once and answers the first payment again', async () => {
    const kit = await setup();
    const send = () =>
      kit.post(
        `${INVOICES}/${I.unpaid.id}/actions/pay-with-card`,
        { cardId: C.visa.id, returnUrl: RETURN },
        { 'Idempotency-Key': 'pay-once-1' },
      );
    const first = await kit.payment(await send());
    const again = await send();
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await kit.payment(again)).id).toBe(first.id);
    const payments = (await kit.activity()).filter(
      (entry) => entry.kind === 'payment' && entry.invoiceId === I.unpaid.id,
    );
    expect(payments).toHaveLength(1);
    expect(payments[0]?.amount).toBe(I.unpaid.amount);
  });

  it('never charges an expired card, an unknown card or a settled invoice', async () => {
    const kit = await setup();
    const expired = await kit.post(`${INVOICES}/${I.unpaid.id}/actions/pay-with-card`, {
      cardId: C.expiredMastercard.id,
      returnUrl: RETURN,
    });
    await expectProblem(expired, 409, 'card_expired');
    const unknown = await kit.post(`${INVOICES}/${I.unpaid.id}/actions/pay-with-card`, {
      cardId: 'card_nope',
      returnUrl: RETURN,
    });
    const problem = await expectProblem(unknown, 400, 'invalid_request');
    expect(problem.errors?.[0]).toMatchObject({ pointer: '/cardId', code: 'card_not_found' });
    const paid = await kit.post(`${INVOICES}/${I.paid.id}/actions/pay-with-card`, {
      cardId: C.visa.id,
      returnUrl: RETURN,
    });
    await expectProblem(paid, 409, 'invoice_not_payable');
    expect((await kit.invoice(I.unpaid.id)).status).toBe('unpaid');
  });
});

describe('pay several invoices at once', () => {
  it('one card charge pays them all, for the sum of what they owe', async () => {
    const kit = await setup();
    const ids = [I.overdue.id, I.overdueVps.id, I.partiallyPaid.id];
    const paid = await kit.payment(
      await kit.post(`${BILLING}/payments`, { invoiceIds: ids, method: 'card', cardId: C.visa.id, returnUrl: RETURN }),
    );
    expect(paid).toMatchObject({
      status: 'succeeded',
      amount: I.overdue.amount + I.overdueVps.amount + I.partiallyPaid.outstanding,
      invoiceIds: ids,
    });
    for (const id of ids) expect((await kit.invoice(id)).status).toBe('paid');
  });

  it('one provider checkout: pending with its page, which pays all of them', async () => {
    const kit = await setup();
    const ids = [I.overdue.id, I.overdueVps.id];
    const checkout = await kit.payment(
      await kit.post(`${BILLING}/payments`, { invoiceIds: ids, method: 'provider', returnUrl: RETURN }),
    );
    expect(checkout).toMatchObject({
      status: 'pending',
      method: 'provider',
      amount: sumMoney([I.overdue.amount, I.overdueVps.amount]),
      redirectUrl: null,
    });
    expect(checkout.paymentUrl).toContain(`/payments/${checkout.id}`);
    const page = await kit.app.fetch(new Request(`http://mock.test${kit.providerPath(checkout.paymentUrl)}`));
    const html = await page.text();
    expect(html).toContain(`Pay ${sumMoney([I.overdue.amount, I.overdueVps.amount]).toFixed(2).replace('.', ',')} SEK`);
    expect(html).toContain(I.overdue.number);
    await kit.browserPost(`${kit.providerPath(checkout.paymentUrl)}/complete`);
    for (const id of ids) expect((await kit.invoice(id)).status).toBe('paid');
  });

  it('refuses, naming each invoice: unknown or repeated 400, nothing to pay 409, two currencies 409', async () => {
    const kit = await setup();
    const body = (invoiceIds: string[]) => ({ invoiceIds, method: 'provider', returnUrl: RETURN });
    const unknown = await expectProblem(
      await kit.post(`${BILLING}/payments`, body([I.unpaid.id, 'inv_nope', I.unpaid.id])),
      400,
      'invalid_request',
    );
    expect(unknown.errors).toEqual([
      expect.objectContaining({ pointer: '/invoiceIds/1', code: 'invoice_not_found' }),
      expect.objectContaining({ pointer: '/invoiceIds/2', code: 'duplicate_invoice' }),
    ]);
    const settled = await expectProblem(
      await kit.post(`${BILLING}/payments`, body([I.unpaid.id, I.paid.id, I.cancelled.id])),
      409,
      'invoices_not_payable',
    );
    expect(settled.errors).toEqual([
      expect.objectContaining({ pointer: '/invoiceIds/1', code: 'invoice_paid' }),
      expect.objectContaining({ pointer: '/invoiceIds/2', code: 'invoice_cancelled' }),
    ]);
    // Another customer's invoice is unknown here, as everywhere.
    const other = await expectProblem(
      await kit.post(`${BILLING}/payments`, body([DEMO_OTHER_BILLING.invoice.id])),
      400,
      'invalid_request',
    );
    expect(other.errors?.[0]).toMatchObject({ pointer: '/invoiceIds/0', code: 'invoice_not_found' });
    const state = kit.live().state;
    const euro = state.orders.invoices.find((candidate) => candidate.id === I.overdue.id);
    if (euro) euro.currencyCode = 'EUR';
    const mixed = await expectProblem(
      await kit.post(`${BILLING}/payments`, body([I.unpaid.id, I.overdue.id])),
      409,
      'currency_mismatch',
    );
    expect(mixed.errors?.[0]).toMatchObject({ pointer: '/invoiceIds/1' });
    expect((await kit.invoice(I.unpaid.id)).status).toBe('unpaid');
  });
});

describe('automatic payment', () => {
  const settings = async (kit: Awaited<ReturnType<typeof setup>>, enabled: boolean) =>
    kit.call(`${BILLING}/settings`, { method: 'PATCH', key: kit.key, body: { autoPay: { enabled } } });

  it('charges the default card on the due date, on the world clock (auto_payment in the history)', async () => {
    const kit = await setup();
    const initial = await kit.parse(await kit.call(`${BILLING}/settings`, { key: kit.key }), billingSettings);
    expect(initial).toMatchObject({ autoPay: { enabled: false }, actions: { canEnableAutoPay: { allowed: true } } });
    expect((await kit.parse(await settings(kit, true), billingSettings)).autoPay.enabled).toBe(true);
    // Already overdue when it was turned on: not charged.
    expect((await kit.invoice(I.overdue.id)).status).toBe('unpaid');
    expect((await kit.invoice(I.unpaid.id)).status).toBe('unpaid');
    await kit.advanceClock(kit.world.worldId, 9 * DAY_MS);
    expect((await kit.invoice(I.unpaid.id)).status).toBe('paid');
    expect((await kit.invoice(I.overdue.id)).status).toBe('unpaid');
    const entry = (await kit.activity()).find((row) => row.kind === 'auto_payment');
    expect(entry).toMatchObject({ invoiceId: I.unpaid.id, amount: I.unpaid.amount });
  });

  it('a declined automatic payment leaves the invoice open and says so in the history, once', async () => {
    const kit = await setup();
    kit.addCard('9995', true);
    await kit.parse(await settings(kit, true), billingSettings);
    await kit.advanceClock(kit.world.worldId, 9 * DAY_MS);
    await kit.advanceClock(kit.world.worldId, DAY_MS);
    expect((await kit.invoice(I.unpaid.id)).status).toBe('unpaid');
    const failed = (await kit.activity()).filter((row) => row.kind === 'auto_payment_failed');
    expect(failed.filter((row) => row.invoiceId === I.unpaid.id)).toHaveLength(1);
  });

  it('an invoice whose automatic payment failed says when, until it is paid (Home lists it by that)', async () => {
    const kit = await setup();
    const poor = kit.addCard('9995', true);
    expect((await kit.invoice(I.unpaid.id)).autoPaymentFailedAt).toBeNull();
    await kit.parse(await settings(kit, true), billingSettings);
    await kit.advanceClock(kit.world.worldId, 9 * DAY_MS);
    const failed = await kit.invoice(I.unpaid.id);
    expect(failed.autoPaymentFailedAt).toBe(failed.dueAt);
    const customerId = kit.live().state.billing.cards.find((card) => card.id === poor)?.customerId ?? '';
    expect(failedAutoPayments(kit.live().state, customerId).map((invoice) => invoice.id)).toEqual([I.unpaid.id]);
    const outstanding = await kit.parse(
      await kit.call(`${INVOICES}?status=outstanding&limit=100`, { key: kit.key }),
      invoiceListPage,
    );
    expect(outstanding.data.find((row) => row.id === I.unpaid.id)?.autoPaymentFailedAt).toBe(failed.dueAt);
    await kit.payment(
      await kit.post(`${INVOICES}/${I.unpaid.id}/actions/pay-with-card`, { cardId: C.visa.id, returnUrl: RETURN }),
    );
    expect((await kit.invoice(I.unpaid.id)).autoPaymentFailedAt).toBeNull();
    expect(failedAutoPayments(kit.live().state, customerId)).toEqual([]);
  });

  it('cannot be turned on without a usable default card; a read-only key cannot change it', async () => {
    const kit = await setup();
    const billing = kit.live().state.billing;
    for (const card of billing.cards) if (card.id === C.visa.id) card.isDefault = false;
    const refused = await settings(kit, true);
    const problem = await expectProblem(refused.clone(), 409, 'no_default_card');
    expect(problem.detail).toContain('default card');
    const raw = z.record(z.string(), z.unknown()).parse(await refused.json());
    expect(raw.actions).toMatchObject({ canEnableAutoPay: { allowed: false, code: 'no_default_card' } });
    const readOnly = await kit.call(`${BILLING}/settings`, {
      method: 'PATCH',
      key: kit.world.keys.readonly,
      body: { autoPay: { enabled: false } },
    });
    expect(readOnly.status).toBe(403);
  });
});

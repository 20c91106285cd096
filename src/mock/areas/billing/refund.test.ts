import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  billingActivityPage,
  credit as creditSchema,
  invoice as invoiceSchema,
  refundQuote,
  refundResponse,
} from '@/api/schemas/billing';
import { formatMoney } from '@/api/schemas/money-format';
import { order as orderDetail } from '@/api/schemas/orders';
import { DEMO_BILLING, DEMO_CATALOG } from '@/mock/scenarios/demo/ids';
import { expectProblem, mockHarness } from '@/mock/test-utils';
import { emptyOrdersState, linesWithVat, type OrdersState, type StoredInvoice } from '@/mock/areas/orders/state';
import { refundLinesOf, refundGate } from './state';

const INVOICES = '/api/v2/billing/invoices';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Half away from zero to the öre, written out here so the test does not lean on the code it checks. */
const ore = (value: number) => (Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-9)) / 100;

/**
 * A consumer in Sweden (the `empty` scenario's customer) orders WordPress Small monthly (72 SEK + a 49 SEK setup
 * fee, two lines at 25 %) and pays it at the provider.
 */
async function paidConsumerOrder() {
  const harness = mockHarness();
  const world = await harness.makeWorld({ scenario: 'empty' });
  const key = world.keys.full;
  const order = await harness.parse(
    await harness.call('/api/v2/orders', {
      key,
      body: {
        items: [
          {
            type: 'shared_hosting',
            productSlug: DEMO_CATALOG.withSetupFee.slug,
            primaryDomain: 'angrat.se',
            billingCycle: 'monthly',
          },
        ],
        contractAccepted: true,
      },
      headers: { 'Idempotency-Key': 'order-refund-1' },
    }),
    orderDetail,
    201,
  );
  const invoiceId = order.invoice?.id ?? '';
  const paid = await harness.call(`/__mock/worlds/${world.worldId}/invoices/${invoiceId}/payments`, { body: {} });
  expect(paid.status).toBe(200);
  const read = async (id = invoiceId) => harness.parse(await harness.call(`${INVOICES}/${id}`, { key }), invoiceSchema);
  const quote = async () =>
    harness.parse(await harness.call(`${INVOICES}/${invoiceId}/refund-quote`, { key }), refundQuote);
  const refund = (destination: string, idempotencyKey = `refund-${destination}`) =>
    harness.call(`${INVOICES}/${invoiceId}/actions/refund`, {
      key,
      body: { destination },
      headers: { 'Idempotency-Key': idempotencyKey },
    });
  const activity = async () =>
    (await harness.parse(await harness.call('/api/v2/billing/activity?limit=100', { key }), billingActivityPage)).data;
  const balance = async () =>
    (await harness.parse(await harness.call('/api/v2/billing/credit', { key }), creditSchema)).balance;
  return { ...harness, world, key, order, invoiceId, read, quote, refund, activity, balance };
}

describe('refund: a consumer’s right of withdrawal', () => {
  it('within the 14 days: the unused part back to the card, a credit note that references the invoice', async () => {
    const kit = await paidConsumerOrder();
    const invoice = await kit.read();
    expect(invoice.status).toBe('paid');
    expect(invoice.actions.canRefund).toMatchObject({ allowed: true });
    const issued = Date.parse(invoice.issuedAt ?? '');
    expect(Date.parse(invoice.refundWindowEndsAt ?? '')).toBe(issued + 14 * DAY_MS);

    await kit.advanceClock(kit.world.worldId, 3 * DAY_MS);
    const quote = await kit.quote();
    // Paid at the provider: the money can go back to the card, or to the account's credit.
    expect(quote.destinations).toEqual(['card', 'credit']);
    expect(quote.unusedDays).not.toBeNull();
    const unused = quote.unusedDays ?? 0;
    const period = quote.periodDays ?? 0;
    // Three days used, and today: the unused whole days of a month's period.
    expect(unused).toBe(period - 4);
    // Each line's unused part, its VAT per line; the totals are sums of the lines.
    const expected = invoice.lines.map((line) => {
      const net = ore(((line.net ?? 0) * unused) / period);
      const vat = ore(net * 0.25);
      return {
        description: expect.stringContaining(line.description),
        // The refunded line's item, with the days it refunds (said "unused 26 of 30 days" in the panel's words).
        item: line.item && { ...line.item, unusedDays: unused, periodDays: period },
        net,
        vatRate: 25,
        vat,
        amount: ore(net + vat),
      };
    });
    expect(quote.lines).toEqual(expected);
    const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b * 100, 0)) / 100;
    expect(quote.net).toBe(sum(expected.map((line) => line.net)));
    expect(quote.vat).toBe(sum(expected.map((line) => line.vat)));
    expect(quote.amount).toBe(sum(expected.map((line) => line.amount)));
    expect(quote.amount).toBeLessThan(invoice.amount ?? 0);

    const response = await kit.refund('card');
    const done = await kit.parse(response, refundResponse, 201);
    expect(done.refund).toMatchObject({ destination: 'card', amount: quote.amount });
    expect(done.invoice.status).toBe('refunded');
    expect(done.invoice.actions.canRefund).toMatchObject({ allowed: false, code: 'invoice_refunded' });
    expect(done.invoice.creditNotes).toEqual([
      { invoiceId: done.creditNote.id, invoiceNumber: done.creditNote.number },
    ]);

    const note = await kit.read(done.creditNote.id);
    expect(note.kind).toBe('credit_note');
    expect(Number(note.number)).toBeGreaterThan(Number(invoice.number));
    expect(note.credits).toEqual({ invoiceId: invoice.id, invoiceNumber: invoice.number });
    expect(note.amount).toBe(-quote.amount);
    expect(note.lines.map((line) => [line.net, line.vatRate, line.vat, line.amount])).toEqual(
      expected.map((line) => [-line.net, 25, -line.vat, -line.amount]),
    );
    expect(note.vat?.byRate).toEqual([{ rate: 25, net: -quote.net, vat: -quote.vat }]);

    // The history: the refund and the credit note; the order is withdrawn; no credit was added.
    const history = await kit.activity();
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'refund', invoiceId: invoice.id, amount: quote.amount }),
        expect.objectContaining({ kind: 'credit_note_issued', invoiceId: note.id, amount: quote.amount }),
      ]),
    );
    expect(await kit.balance()).toBe(0);
    const order = await kit.parse(await kit.call(`/api/v2/orders/${kit.order.id}`, { key: kit.key }), orderDetail);
    expect(order.status).toBe('cancelled');
    expect(order.paymentStatus?.status).toBe('credit_note');
  });

  it('as account credit when the customer chooses it: the balance grows by the refund', async () => {
    const kit = await paidConsumerOrder();
    const quote = await kit.quote();
    const done = await kit.parse(await kit.refund('credit'), refundResponse, 201);
    expect(done.refund).toMatchObject({ destination: 'credit', amount: quote.amount });
    expect(await kit.balance()).toBe(quote.amount);
  });

  it('after the 14 days: refused with a Problem that says the date the window ended; nothing changes', async () => {
    const kit = await paidConsumerOrder();
    const before = await kit.read();
    await kit.advanceClock(kit.world.worldId, 15 * DAY_MS);
    const invoice = await kit.read();
    expect(invoice.actions.canRefund).toMatchObject({ allowed: false, code: 'refund_window_passed' });
    const problem = await expectProblem(await kit.refund('card'), 409, 'refund_window_passed');
    expect(problem.detail).toContain((before.refundWindowEndsAt ?? '').slice(0, 10));
    expect(problem).toMatchObject({ actions: { canRefund: { allowed: false, code: 'refund_window_passed' } } });
    await expectProblem(
      await kit.call(`${INVOICES}/${kit.invoiceId}/refund-quote`, { key: kit.key }),
      409,
      'refund_window_passed',
    );
    expect((await kit.read()).status).toBe('paid');
    expect((await kit.activity()).some((entry) => entry.kind === 'refund')).toBe(false);
  });

  it('a repeated Idempotency-Key answers the first refund again; nothing is refunded twice', async () => {
    const kit = await paidConsumerOrder();
    const first = await kit.parse(await kit.refund('credit', 'refund-once'), refundResponse, 201);
    const again = await kit.refund('credit', 'refund-once');
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const replayed = await kit.parse(again, refundResponse, 201);
    expect(replayed.creditNote.id).toBe(first.creditNote.id);
    expect(await kit.balance()).toBe(first.refund.amount);
    expect((await kit.activity()).filter((entry) => entry.kind === 'refund')).toHaveLength(1);
    expect((await kit.read()).creditNotes).toHaveLength(1);
    // Another key is a new request: refused, the invoice is already refunded.
    await expectProblem(await kit.refund('credit', 'refund-twice'), 409, 'invoice_refunded');
  });

  it('a destination the payment does not allow lands on its field (400 at /destination)', async () => {
    const kit = await paidConsumerOrder();
    // The world's account credit is kept in another currency: only the card remains.
    const live = kit.registry.get(kit.world.worldId);
    const customerId = live?.state.orders.invoices.find((each) => each.id === kit.invoiceId)?.customerId ?? '';
    live?.state.billing.accounts.push({ customerId, balance: 0, currencyCode: 'EUR' });
    expect((await kit.quote()).destinations).toEqual(['card']);
    const problem = await expectProblem(await kit.refund('credit'), 400, 'invalid_request');
    expect(problem.errors?.[0]).toMatchObject({ pointer: '/destination', code: 'destination_unavailable' });
    await expectProblem(
      await kit.call(`${INVOICES}/${kit.invoiceId}/actions/refund`, { key: kit.key, body: { destination: 'bank' } }),
      400,
      'invalid_request',
    );
  });

  it('a business has no right of withdrawal; an unpaid invoice and a credit note are not refunded', async () => {
    const harness = mockHarness();
    const world = await harness.makeWorld({ scenario: 'demo' });
    const key = world.keys.full;
    const gateOf = async (id: string) =>
      (await harness.parse(await harness.call(`${INVOICES}/${id}`, { key }), invoiceSchema)).actions.canRefund;
    const { invoices, creditNotes } = DEMO_BILLING;
    expect(await gateOf(invoices.paid.id)).toMatchObject({ allowed: false, code: 'not_consumer' });
    expect(await gateOf(invoices.unpaid.id)).toMatchObject({ allowed: false, code: 'invoice_not_paid' });
    expect(await gateOf(invoices.refunded.id)).toMatchObject({ allowed: false, code: 'invoice_refunded' });
    expect(await gateOf(creditNotes.cancelled.id)).toMatchObject({ allowed: false, code: 'credit_note' });
    await expectProblem(
      await harness.call(`${INVOICES}/${invoices.paid.id}/actions/refund`, {
        key,
        body: { destination: 'card' },
        headers: { 'Idempotency-Key': 'business-refund' },
      }),
      409,
      'not_consumer',
    );
  });

  it('the credit note’s PDF shows its figures and the invoice it credits, in Swedish', async () => {
    const kit = await paidConsumerOrder();
    await kit.advanceClock(kit.world.worldId, 2 * DAY_MS);
    const done = await kit.parse(await kit.refund('card'), refundResponse, 201);
    const response = await kit.call(`${INVOICES}/${done.creditNote.id}/pdf?lang=sv`, { key: kit.key });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="credit-note-${done.creditNote.number ?? ''}.pdf"`,
    );
    const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    // The PDF's standard font has no minus sign: the renderer writes a hyphen (invoice-pdf.ts).
    const sek = (amount: number) =>
      formatMoney(amount, 'SEK', 'sv')
        .replace(/\s+/g, ' ')
        .replace(/\u2212/g, '-');
    expect(flat).toContain(`Kreditfaktura ${done.creditNote.number ?? ''}`);
    expect(flat).toContain(`Krediterar faktura ${done.invoice.number ?? ''}`);
    for (const line of done.creditNote.lines) {
      expect(flat).toContain(sek(line.net ?? 0));
      expect(flat).toContain(sek(line.vat ?? 0));
    }
    expect(flat).toContain(sek(done.creditNote.amount ?? 0));
  });
});

describe('refund figures (pure)', () => {
  /** A consumer's monthly order paid on 1 January: WordPress Small 72 SEK and its 49 SEK setup fee, 25 % VAT. */
  function paidInvoice(): { orders: OrdersState; invoice: StoredInvoice } {
    const orders = emptyOrdersState();
    const paidAt = '2026-01-01T00:00:00.000Z';
    const lines = linesWithVat(
      [
        { description: 'WordPress Small, 1 month', item: { kind: 'hosting_plan' }, amount: 72 },
        { description: 'Setup fee', item: { kind: 'setup_fee' }, amount: 49 },
      ],
      25,
    );
    const invoice: StoredInvoice = {
      id: 'inv_refund1',
      number: '2026001',
      customerId: 'cus_1',
      kind: 'order',
      orderId: 'ord_refund1',
      status: 'paid',
      amount: 151.25,
      amountPaid: 151.25,
      currencyCode: 'SEK',
      issuedAt: paidAt,
      dueAt: paidAt,
      paidAt,
      cancelledAt: null,
      paymentUrl: null,
      lines,
      buyer: { customerType: 'consumer', name: null, address: null, vatNumber: null },
      reverseCharge: false,
      paymentTermsDays: 14,
      credits: null,
      creditNoteIds: [],
    };
    orders.invoices.push(invoice);
    orders.orders.push({
      id: 'ord_refund1',
      number: '300001',
      customerId: 'cus_1',
      status: 'active',
      type: 'new',
      processingStarted: false,
      invoiceId: invoice.id,
      invoiceLookupPending: false,
      client: { email: null, firstName: null, lastName: null, companyName: null },
      billing: { amount: 121, currencyCode: 'SEK', billingCycle: 'monthly', isPayg: false, periodYears: null },
      paymentStatus: { status: 'paid', reason: null },
      domains: [],
      hosting: [],
      addons: [],
      upgrades: [],
      failureReason: null,
      createdAt: paidAt,
      contractAcceptedAt: paidAt,
      notes: null,
      referenceNumber: null,
    });
    return { orders, invoice };
  }

  it('rounds each line’s unused part and its VAT per line, never a rate on the total', () => {
    const { orders, invoice } = paidInvoice();
    // 11 January, noon: 10 days and today used, 20 of January's 31 days left.
    const lines = refundLinesOf(orders, invoice, '2026-01-11T12:00:00.000Z');
    expect(lines.map((line) => [line.net, line.vat, line.amount])).toEqual([
      [46.45, 11.61, 58.06],
      [31.61, 7.9, 39.51],
    ]);
    expect(lines[0]?.description).toBe('WordPress Small, 1 month (unused 20 of 31 days)');
    // 11.61 + 7.90 = 19.51, where 25 % of the summed net 78.06 would be 19.52.
    expect(lines.reduce((sum, line) => sum + line.vat * 100, 0) / 100).toBe(19.51);
  });

  it('counts the day begun at the moment of payment as used, so a quote and a refund a moment later agree', () => {
    const { orders, invoice } = paidInvoice();
    const paidAt = Date.parse(invoice.paidAt ?? '');
    const at = (ms: number) => new Date(paidAt + ms).toISOString();
    const days = (ms: number) => refundLinesOf(orders, invoice, at(ms))[0]?.description;
    expect(days(0)).toBe('WordPress Small, 1 month (unused 30 of 31 days)');
    expect(days(1)).toBe(days(0));
    expect(days(DAY_MS - 1)).toBe(days(0));
    expect(days(DAY_MS)).toBe('WordPress Small, 1 month (unused 29 of 31 days)');
  });

  it('the window ends 14 days after the invoice was issued', () => {
    const { orders, invoice } = paidInvoice();
    expect(refundGate(orders, invoice, '2026-01-14T23:59:59.000Z')).toMatchObject({ allowed: true });
    expect(refundGate(orders, invoice, '2026-01-15T00:00:00.000Z')).toMatchObject({
      allowed: false,
      code: 'refund_window_passed',
      reason: 'The 14-day right of withdrawal ended on 2026-01-15.',
    });
  });
});

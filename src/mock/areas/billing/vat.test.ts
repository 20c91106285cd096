import { describe, expect, it } from 'vitest';
import { auditLogPage } from '@/api/schemas/audit-log';
import { billingProfile, invoice as invoiceSchema, invoiceListPage, type Invoice } from '@/api/schemas/billing';
import { me as meSchema } from '@/api/schemas/me';
import { order as orderSchema } from '@/api/schemas/orders';
import { emptyOrdersState, issueInvoice } from '@/mock/areas/orders/state';
import {
  DEMO_BILLING,
  DEMO_BILLING_PROFILES,
  DEMO_CATALOG,
  DEMO_ORDERS,
  DEMO_OTHER_BILLING,
} from '@/mock/scenarios/demo/ids';
import { expectProblem, mockHarness, namedKey } from '@/mock/test-utils';

/** Mock contract of VAT (ledger "Money: VAT"): the billing profile, the VAT on invoices, credit notes, the register. */

const PROFILE = '/api/v2/billing/profile';
const INVOICES = '/api/v2/billing/invoices';
const { invoices: I } = DEMO_BILLING;

async function setup(scenario = 'demo') {
  const harness = mockHarness();
  const world = await harness.makeWorld({
    scenario,
    keys: [{ name: 'billing-read', scopes: ['read:billing'] }],
  });
  const key = world.keys.full;
  const profile = async (as = key) => harness.parse(await harness.call(PROFILE, { key: as }), billingProfile);
  const patch = (body: unknown, as = key) => harness.call(PROFILE, { method: 'PATCH', key: as, body });
  const tax = async (as = key) => (await harness.parse(await harness.call('/api/v2/me', { key: as }), meSchema)).tax;
  const invoice = async (id: string) => harness.parse(await harness.call(`${INVOICES}/${id}`, { key }), invoiceSchema);
  /** A new order of Web Small (annually, 460 net): its invoice as issued now. */
  const order = async (): Promise<Invoice> => {
    const created = await harness.parse(
      await harness.call('/api/v2/orders', {
        key,
        body: {
          items: [
            {
              type: 'shared_hosting',
              productSlug: DEMO_CATALOG.webSmall.slug,
              primaryDomain: 'vat.example.se',
              billingCycle: 'annually',
            },
          ],
          contractAccepted: true,
        },
      }),
      orderSchema,
      201,
    );
    return invoice(created.invoiceId ?? '');
  };
  const outage = (on: boolean) =>
    harness.call(`/__mock/worlds/${world.worldId}`, { method: 'PATCH', body: { vatRegisterOutage: on } });
  return { ...harness, world, key, profile, patch, tax, invoice, order, outage };
}

const address = { street: 'Mannerheimintie 1', postalCode: '00100', city: 'Helsinki' };

describe('billing profile', () => {
  it('reads the demo business (Nordlicht AB, SE, confirmed number) and /me says 25 %, no reverse charge', async () => {
    const kit = await setup();
    expect(await kit.profile()).toMatchObject({
      customerType: 'business',
      name: 'Nordlicht AB',
      country: 'SE',
      vatNumber: DEMO_BILLING_PROFILES.main.vatNumber,
      vatNumberStatus: 'valid',
      vatRate: 25,
      reverseCharge: false,
      actions: { canEdit: { allowed: true } },
    });
    expect(await kit.tax()).toEqual({ customerType: 'business', country: 'SE', vatRate: 25, reverseCharge: false });
    expect(await kit.tax(kit.world.keys.other)).toEqual({
      customerType: 'business',
      country: 'DE',
      vatRate: 0,
      reverseCharge: true,
    });
  });

  it('the empty scenario’s customer is a Swedish consumer: 25 % with prices incl. VAT', async () => {
    const kit = await setup('empty');
    expect(await kit.tax()).toEqual({ customerType: 'consumer', country: 'SE', vatRate: 25, reverseCharge: false });
    expect((await kit.profile()).vatNumber).toBeNull();
  });

  it('refuses field by field, nothing saved: checksum, format, other country, unsold country, missing number', async () => {
    const kit = await setup();
    const before = await kit.profile();
    const cases: [unknown, string, string][] = [
      [{ vatNumber: 'SE556677889801' }, '/vatNumber', 'vat_number_checksum'],
      [{ vatNumber: 'SE5566' }, '/vatNumber', 'vat_number_format'],
      [{ vatNumber: 'DE136695976' }, '/vatNumber', 'vat_number_country'],
      // Well formed, right checksum, but the register has no such number.
      [{ vatNumber: 'SE556012345601' }, '/vatNumber', 'vat_number_not_registered'],
      [{ country: 'US', vatNumber: null }, '/country', 'country_not_sold_to'],
      [{ country: 'FI', vatNumber: null }, '/vatNumber', 'vat_number_required'],
      [{ customerType: 'consumer', vatNumber: 'SE556677889901' }, '/vatNumber', 'vat_number_not_for_consumer'],
    ];
    for (const [body, pointer, code] of cases) {
      const problem = await expectProblem(await kit.patch(body), 400, 'invalid_request');
      expect(problem.errors, JSON.stringify(body)).toContainEqual(expect.objectContaining({ pointer, code }));
    }
    await expectProblem(await kit.patch({ nickname: 'x' }), 400, 'invalid_request');
    expect(await kit.profile()).toEqual(before);
  });

  it('needs write:billing to change, and the change is in the account log', async () => {
    const kit = await setup();
    await expectProblem(await kit.patch({ name: 'Other AB' }, namedKey(kit.world, 'billing-read')), 403, 'forbidden');
    expect(await kit.parse(await kit.patch({ name: 'Nordlicht Group AB' }), billingProfile)).toMatchObject({
      name: 'Nordlicht Group AB',
    });
    const log = await kit.parse(await kit.call('/api/v2/audit-log', { key: kit.key }), auditLogPage);
    expect(log.data[0]).toMatchObject({ action: 'billing_profile.update', outcome: 'succeeded' });
  });
});

describe('VAT on invoices', () => {
  it('SE business: the seeded invoice 2026601 carries lines, totals, seller, buyer and terms', async () => {
    const kit = await setup();
    const invoice = await kit.invoice(I.unpaid.id);
    expect(invoice).toMatchObject({
      amount: 575,
      amountsIncludeVat: true,
      totals: { total: 575, outstanding: 575 },
      lines: [{ quantity: 1, unitPrice: 460, net: 460, vatRate: 25, vat: 115, amount: 575 }],
      vat: { net: 460, vat: 115, gross: 575, byRate: [{ rate: 25, net: 460, vat: 115 }] },
      seller: {
        name: expect.any(String),
        organisationNumber: '559123-4561',
        vatNumber: 'SE559123456101',
        fTax: true,
        address: { country: 'SE' },
      },
      buyer: {
        customerType: 'business',
        name: 'Nordlicht AB',
        vatNumber: 'SE556677889901',
        address: { city: 'Göteborg', country: 'SE' },
      },
      reverseCharge: false,
      credits: null,
      creditNotes: [],
    });
    expect(invoice.paymentTermsDays).toBeGreaterThan(0);
  });

  it('SE consumer: 25 % on a new order, no VAT number on the buyer', async () => {
    const kit = await setup();
    await kit.parse(
      await kit.patch({ customerType: 'consumer', name: 'Astrid Lindqvist', vatNumber: null }),
      billingProfile,
    );
    const invoice = await kit.order();
    expect(invoice).toMatchObject({
      amount: 575,
      vat: { net: 460, vat: 115, gross: 575 },
      buyer: { customerType: 'consumer', name: 'Astrid Lindqvist', vatNumber: null },
      reverseCharge: false,
    });
  });

  it('EU business with a confirmed number: reverse charge, 0 %, the number on the invoice', async () => {
    const kit = await setup();
    const saved = await kit.parse(
      await kit.patch({ country: 'FI', vatNumber: 'fi 2077 4740', name: 'Nokia Oyj', address }),
      billingProfile,
    );
    expect(saved).toMatchObject({ vatNumber: 'FI20774740', vatNumberStatus: 'valid', vatRate: 0, reverseCharge: true });
    expect(saved.vatNumberCheckedAt).not.toBeNull();
    expect(await kit.tax()).toMatchObject({ country: 'FI', vatRate: 0, reverseCharge: true });
    const invoice = await kit.order();
    expect(invoice).toMatchObject({
      amount: 460,
      lines: [{ net: 460, vatRate: 0, vat: 0, amount: 460 }],
      vat: { net: 460, vat: 0, gross: 460, byRate: [{ rate: 0, net: 460, vat: 0 }] },
      reverseCharge: true,
      buyer: { customerType: 'business', vatNumber: 'FI20774740', address: { country: 'FI' } },
    });
    // Keller Bau GmbH (demo's other customer, DE) is reverse charged too: its EUR invoice has no VAT.
    const other = await kit.parse(
      await kit.call(`${INVOICES}/${DEMO_OTHER_BILLING.invoice.id}`, { key: kit.world.keys.other }),
      invoiceSchema,
    );
    expect(other).toMatchObject({ currencyCode: 'EUR', reverseCharge: true, vat: { vat: 0 } });
  });

  it('EU business while the register is down: saved pending, its country’s rate until confirmed', async () => {
    const kit = await setup();
    expect((await kit.outage(true)).status).toBe(200);
    const saved = await kit.parse(
      await kit.patch({ country: 'DE', vatNumber: 'DE136695976', name: 'Nordlicht GmbH', address }),
      billingProfile,
    );
    expect(saved).toMatchObject({
      vatNumberStatus: 'pending',
      vatNumberCheckedAt: null,
      vatRate: 19,
      reverseCharge: false,
    });
    const pending = await kit.order();
    expect(pending).toMatchObject({
      amount: 547.4,
      lines: [{ net: 460, vatRate: 19, vat: 87.4 }],
      reverseCharge: false,
    });
    // Still down: still pending on a read.
    expect((await kit.profile()).vatNumberStatus).toBe('pending');
    // Back: the next read looks it up and it is confirmed; new invoices are reverse charged, the earlier one is not.
    await kit.outage(false);
    expect(await kit.profile()).toMatchObject({ vatNumberStatus: 'valid', reverseCharge: true, vatRate: 0 });
    expect((await kit.order()).reverseCharge).toBe(true);
    expect(await kit.invoice(pending.id)).toMatchObject({ amount: 547.4, reverseCharge: false });
  });

  it('a pending number the register later refuses turns invalid: the country’s rate stays', async () => {
    const kit = await setup();
    await kit.outage(true);
    await kit.parse(
      await kit.patch({ country: 'DE', vatNumber: 'DE123456788', name: 'X GmbH', address }),
      billingProfile,
    );
    await kit.outage(false);
    expect(await kit.tax()).toMatchObject({ country: 'DE', vatRate: 19, reverseCharge: false });
    expect((await kit.profile()).vatNumberStatus).toBe('invalid');
  });

  it.each([
    ['FI', 25.5, 117.3],
    ['DE', 19, 87.4],
    ['DK', 25, 115],
  ])('EU consumer in %s: the country’s rate (%s %%)', async (country, rate, vat) => {
    const kit = await setup();
    await kit.parse(
      await kit.patch({ customerType: 'consumer', country, name: 'Anna', address, vatNumber: null }),
      billingProfile,
    );
    expect(await kit.tax()).toEqual({ customerType: 'consumer', country, vatRate: rate, reverseCharge: false });
    expect(await kit.order()).toMatchObject({
      lines: [{ net: 460, vatRate: rate, vat }],
      vat: { vat, gross: 460 + vat },
      reverseCharge: false,
    });
  });

  it('outside the EU (NO): no VAT, no reverse charge; a number there is kept unchecked', async () => {
    const kit = await setup();
    const saved = await kit.parse(
      await kit.patch({ country: 'NO', vatNumber: 'NO 923 609 016 MVA', address }),
      billingProfile,
    );
    expect(saved).toMatchObject({ vatNumber: 'NO923609016MVA', vatNumberStatus: 'not_applicable', vatRate: 0 });
    expect(await kit.order()).toMatchObject({ amount: 460, vat: { vat: 0 }, reverseCharge: false });
  });

  it('a profile change never touches issued invoices', async () => {
    const kit = await setup();
    const before = await kit.invoice(I.overdue.id);
    await kit.parse(
      await kit.patch({ customerType: 'consumer', country: 'NO', name: 'Someone', address, vatNumber: null }),
      billingProfile,
    );
    expect(await kit.invoice(I.overdue.id)).toEqual(before);
    expect(before).toMatchObject({ amount: 61.25, buyer: { name: 'Nordlicht AB' } });
  });

  it('adding funds carries no VAT (a prepayment); credit pays gross invoices', async () => {
    const kit = await setup();
    const paid = await kit.call(`${INVOICES}/${I.overdue.id}/actions/apply-credit`, { method: 'POST', key: kit.key });
    expect(paid.status).toBe(200);
    expect(await kit.invoice(I.overdue.id)).toMatchObject({ status: 'paid', totals: { amountPaid: 61.25 } });
  });
});

describe('rounding', () => {
  it('VAT per line, totals summed from the rounded lines (three lines of 0.10 owe 0.09 VAT, not 0.08)', () => {
    const state = emptyOrdersState();
    const invoice = issueInvoice(
      state,
      {
        customerId: 'client_x',
        kind: 'order',
        orderId: null,
        currencyCode: 'SEK',
        lines: [
          { description: 'a', item: { kind: 'order' }, amount: 0.1 },
          { description: 'b', item: { kind: 'order' }, amount: 0.1 },
          { description: 'c', item: { kind: 'order' }, amount: 0.1 },
          { description: 'd', item: { kind: 'order' }, amount: 149, quantity: 3 },
        ],
      },
      '2026-11-20T10:00:00.000Z',
    );
    expect(invoice.lines.map((line) => line.vat)).toEqual([0.03, 0.03, 0.03, 37.25]);
    expect(invoice.lines[3]).toMatchObject({ quantity: 3, unitPrice: 49.67, net: 149 });
    // 0.30 + 149 net, 0.09 + 37.25 VAT (a rate on the 149.30 total would give 37.33).
    expect(invoice.amount).toBe(186.64);
  });
});

describe('credit notes', () => {
  it('a cancel issues a credit note in the same series: negative, credits the invoice, listed, asks for nothing', async () => {
    const kit = await setup();
    const cancelled = await kit.parse(
      await kit.call(`${INVOICES}/${I.unpaid.id}/actions/cancel`, { method: 'POST', key: kit.key }),
      invoiceSchema,
    );
    expect(cancelled.creditNotes).toHaveLength(1);
    const noteId = cancelled.creditNotes[0]?.invoiceId ?? '';
    const note = await kit.invoice(noteId);
    expect(note).toMatchObject({
      kind: 'credit_note',
      number: cancelled.creditNotes[0]?.invoiceNumber,
      orderId: DEMO_ORDERS.pendingHosting.id,
      amount: -575,
      totals: { total: -575, outstanding: 0 },
      lines: [{ net: -460, vatRate: 25, vat: -115, amount: -575 }],
      vat: { net: -460, vat: -115, gross: -575 },
      buyer: { name: 'Nordlicht AB' },
      credits: { invoiceId: I.unpaid.id, invoiceNumber: I.unpaid.number },
      paymentUrl: null,
      actions: {
        canPay: { allowed: false, code: 'credit_note' },
        canCancel: { allowed: false, code: 'credit_note' },
        canApplyCredit: { allowed: false, code: 'credit_note' },
      },
    });
    expect(Number(note.number)).toBeGreaterThan(Number(DEMO_BILLING.invoices.refunded.number));
    const list = await kit.parse(await kit.call(`${INVOICES}?limit=100`, { key: kit.key }), invoiceListPage);
    expect(list.data.map((invoice) => invoice.id)).toContain(noteId);
  });

  it('the seeded cancelled and refunded invoices have theirs', async () => {
    const kit = await setup();
    for (const [invoiceId, note] of [
      [I.cancelled.id, DEMO_BILLING.creditNotes.cancelled],
      [I.refunded.id, DEMO_BILLING.creditNotes.refunded],
    ] as const) {
      const invoice = await kit.invoice(invoiceId);
      expect(invoice.creditNotes.map((entry) => entry.invoiceId)).toEqual([note.id]);
      expect(await kit.invoice(note.id)).toMatchObject({
        kind: 'credit_note',
        amount: note.amount,
        credits: { invoiceId, invoiceNumber: invoice.number },
      });
    }
  });
});

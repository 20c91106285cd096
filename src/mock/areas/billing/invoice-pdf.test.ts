import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '@/api/schemas/billing';
import { formatMoney } from '@/api/schemas/money-format';
import { DEMO_BILLING, DEMO_OTHER_BILLING } from '@/mock/scenarios/demo/ids';
import { expectProblem, mockHarness, namedKey } from '@/mock/test-utils';
import { renderInvoicePdf } from './invoice-pdf';

/** The PDF's text, every run of white space (the amounts' no-break spaces too) one plain space. */
async function textOf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const sek = (amount: number, language: 'en' | 'sv') => formatMoney(amount, 'SEK', language).replace(/\s+/g, ' ');

const gate = { allowed: false, code: 'invoice_paid', reason: null } as const;

/** An invoice with every VAT member (as the vat-core mock will send them): two lines at two rates. */
function fullInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 'inv_pdf1',
    number: '2026-0311',
    kind: 'order',
    orderId: 'ord_1',
    orderNumber: '300115',
    status: 'partially_paid',
    amount: 1061.25,
    currencyCode: 'SEK',
    totals: { currencyCode: 'SEK', total: 1061.25, amountPaid: 500, outstanding: 561.25 },
    issuedAt: '2026-11-01T10:00:00Z',
    dueAt: '2026-11-15T10:00:00Z',
    paidAt: null,
    paymentUrl: null,
    autoPaymentFailedAt: null,
    lines: [
      {
        description: 'Web hosting Pro, 12 months',
        item: null,
        amount: 746.25,
        quantity: 3,
        unitPrice: 199,
        net: 597,
        vatRate: 25,
        vat: 149.25,
      },
      {
        description: 'Domain exempel.se, 1 year',
        item: null,
        amount: 315,
        quantity: 1,
        unitPrice: 250,
        net: 250,
        vatRate: 26,
        vat: 65,
      },
    ],
    amountsIncludeVat: true,
    vat: {
      net: 847,
      vat: 214.25,
      gross: 1061.25,
      byRate: [
        { rate: 25, net: 597, vat: 149.25 },
        { rate: 26, net: 250, vat: 65 },
      ],
    },
    seller: {
      name: 'Hosting Example AB',
      address: { street: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm', country: 'SE' },
      organisationNumber: '556677-8899',
      vatNumber: 'SE556677889901',
      fTax: true,
    },
    buyer: {
      customerType: 'business',
      name: 'Åkesson Bygg AB',
      address: { street: 'Ängsvägen 4', postalCode: '411 01', city: 'Göteborg', country: 'SE' },
      vatNumber: 'SE559911223301',
    },
    reverseCharge: false,
    paymentTermsDays: 14,
    credits: null,
    creditNotes: [{ invoiceId: 'inv_cn1', invoiceNumber: '2026-0412' }],
    refundWindowEndsAt: null,
    actions: { canPay: gate, canCancel: gate, canApplyCredit: gate, canRefund: gate },
    ...overrides,
  };
}

describe('invoice PDF (mock renderer)', () => {
  it('writes the invoice in Swedish with the figures as the screen writes them', async () => {
    const bytes = await renderInvoicePdf(fullInvoice(), 'sv');
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await textOf(bytes);
    // Number, lines, parties.
    expect(text).toContain('Faktura 2026-0311');
    expect(text).toContain('Web hosting Pro, 12 months');
    expect(text).toContain('Domain exempel.se, 1 year');
    expect(text).toContain('Hosting Example AB');
    expect(text).toContain('556677-8899');
    expect(text).toContain('SE556677889901');
    expect(text).toContain('Godkänd för F-skatt');
    expect(text).toContain('Åkesson Bygg AB');
    expect(text).toContain('Ängsvägen 4');
    expect(text).toContain('SE559911223301');
    // Swedish words of a bookkeeper.
    for (const word of ['Fakturadatum', 'Förfallodatum', 'Betalningsvillkor', '14 dagar netto', 'Moms', 'Netto']) {
      expect(text).toContain(word);
    }
    // Line VAT, VAT per rate, totals, paid and outstanding, in the screen's Swedish money format.
    for (const amount of [149.25, 65, 597, 250, 746.25, 315, 847, 214.25, 1061.25, 500, 561.25]) {
      expect(text).toContain(sek(amount, 'sv'));
    }
    expect(text).toContain('Moms 25 %');
    expect(text).toContain('Moms 26 %');
    expect(text).toContain('Att betala inkl. moms');
    expect(text).toContain('Kreditfakturor: 2026-0412');
    expect(text).not.toContain('Omvänd betalningsskyldighet');
  });

  it('names the countries in the asked language, never only their codes', async () => {
    expect(await textOf(await renderInvoicePdf(fullInvoice(), 'sv'))).toContain('Sverige');
    expect(await textOf(await renderInvoicePdf(fullInvoice(), 'en'))).toContain('Sweden');
  });

  it('an add-funds invoice (prepaid credit) is not said to include VAT, and says where the VAT is', async () => {
    const prepayment = fullInvoice({
      kind: 'add_funds',
      lines: [
        {
          description: 'Förbetalt saldo',
          item: null,
          amount: 500,
          quantity: 1,
          unitPrice: 500,
          net: 500,
          vatRate: 0,
          vat: 0,
        },
      ],
      vat: { net: 500, vat: 0, gross: 500, byRate: [{ rate: 0, net: 500, vat: 0 }] },
      totals: { currencyCode: 'SEK', total: 500, amountPaid: 0, outstanding: 500 },
      amount: 500,
      creditNotes: [],
    });
    const sv = await textOf(await renderInvoicePdf(prepayment, 'sv'));
    expect(sv).toContain('Att betala, utan moms (förskott)');
    expect(sv).not.toContain('Att betala inkl. moms');
    expect(sv).toContain('Moms tas ut på de fakturor som saldot betalar.');
    const en = await textOf(await renderInvoicePdf(prepayment, 'en'));
    expect(en).toContain('Total, no VAT (prepayment)');
    expect(en).not.toContain('Total incl. VAT');
  });

  it('says reverse charge in the asked language, and what a credit note credits', async () => {
    const reverse = fullInvoice({ reverseCharge: true });
    expect(await textOf(await renderInvoicePdf(reverse, 'sv'))).toContain('Omvänd betalningsskyldighet');
    expect(await textOf(await renderInvoicePdf(reverse, 'en'))).toContain('Reverse charge');

    const note = fullInvoice({
      kind: 'credit_note',
      number: '2026-0412',
      credits: { invoiceId: 'inv_pdf1', invoiceNumber: '2026-0311' },
      creditNotes: [],
    });
    const en = await textOf(await renderInvoicePdf(note, 'en'));
    expect(en).toContain('Credit note 2026-0412');
    expect(en).toContain('Credits invoice 2026-0311');
  });

  it('shows an invoice without VAT members with its lines and totals, "—" for what is missing', async () => {
    const bare = fullInvoice({
      lines: [
        {
          description: 'Account credit',
          item: null,
          amount: 460,
          quantity: null,
          unitPrice: null,
          net: null,
          vatRate: null,
          vat: null,
        },
      ],
      vat: null,
      seller: null,
      buyer: null,
      reverseCharge: null,
      paymentTermsDays: null,
      creditNotes: [],
      totals: { currencyCode: 'SEK', total: 460, amountPaid: 0, outstanding: 460 },
    });
    const text = await textOf(await renderInvoicePdf(bare, 'en'));
    expect(text).toContain('Invoice 2026-0311');
    expect(text).toContain('Account credit');
    expect(text).toContain(sek(460, 'en'));
    expect(text).toContain('Payment terms —');
    expect(text).not.toContain('Seller');
  });
});

describe('GET /billing/invoices/{id}/pdf', () => {
  async function setup() {
    const harness = mockHarness();
    const world = await harness.makeWorld({
      scenario: 'demo',
      keys: [
        { name: 'orders-read', scopes: ['read:orders'] },
        { name: 'support-read', scopes: ['read:support'] },
      ],
    });
    return { harness, world };
  }

  it('answers the PDF in Swedish with a file name that says what it is', async () => {
    const { harness, world } = await setup();
    const { id, number } = DEMO_BILLING.invoices.overdue;
    const response = await harness.call(`/api/v2/billing/invoices/${id}/pdf?lang=sv`, { key: world.keys.full });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="invoice-${number}.pdf"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = await textOf(bytes);
    expect(text).toContain(`Faktura ${number}`);
    expect(text).toContain(sek(DEMO_BILLING.invoices.overdue.amount, 'sv'));
    expect(text).toContain('Kvar att betala');
  });

  it('says each line in the document’s language with the screen’s words, a catalog plan by its name there', async () => {
    const { harness, world } = await setup();
    const { id } = DEMO_BILLING.invoices.unpaid;
    const pdf = async (lang: string) =>
      textOf(
        new Uint8Array(
          await (
            await harness.call(`/api/v2/billing/invoices/${id}/pdf?lang=${lang}`, { key: world.keys.full })
          ).arrayBuffer(),
        ),
      );
    // pdfkit breaks a long cell over lines (also after a hyphen): compare the words, not the breaks.
    const words = (text: string) => text.replace(/-\s+/g, '-').replace(/\s+/g, ' ');
    const swedish = words(await pdf('sv'));
    expect(swedish).toContain('Webbhotell Webb Liten för nordlicht-shop.se, årsvis');
    expect(swedish).not.toContain('Web Small (annually)');
    expect(words(await pdf('en'))).toContain('Web Small hosting for nordlicht-shop.se, annually');
  });

  it('is read as the invoice: read:orders may, another scope may not, another customer’s is a 404', async () => {
    const { harness, world } = await setup();
    const { id } = DEMO_BILLING.invoices.unpaid;
    const path = `/api/v2/billing/invoices/${id}/pdf`;
    const ordersKey = namedKey(world, 'orders-read');
    const supportKey = namedKey(world, 'support-read');
    expect((await harness.call(path, { key: ordersKey })).status).toBe(200);
    await expectProblem(await harness.call(path, { key: supportKey }), 403, 'forbidden');
    const other = DEMO_OTHER_BILLING.invoice.id;
    await expectProblem(
      await harness.call(`/api/v2/billing/invoices/${other}/pdf`, { key: world.keys.full }),
      404,
      'not_found',
    );
    await expectProblem(await harness.call(`${path}?lang=de`, { key: world.keys.full }), 400, 'invalid_request');
  });
});

import { readFile } from 'node:fs/promises';
import { extractText } from 'unpdf';
import { expect, expectAccessible, test } from './fixtures';
import { csvRecordsOf } from './kit-steps';
import { checkEveryLook } from './steps';
import { DEMO_BILLING, DEMO_HOSTING } from '@/mock/scenarios/demo/ids';

const I = DEMO_BILLING.invoices;
/** Text as compared here: every run of white space (the amounts' no-break spaces too) one plain space. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

test.describe('an invoice as a document (Swedish)', () => {
  test.use({ locale: 'sv-SE' });

  test('download the invoice PDF in Swedish from the invoice screen: the screen’s figures, the key never in the URL', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    const pdfRequests: { url: string; authorization: string | null }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pdf')) {
        pdfRequests.push({ url: request.url(), authorization: request.headers()['authorization'] ?? null });
      }
    });
    await page.goto(`/billing/invoices/${I.overdue.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Faktura ${I.overdue.number}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Det här betalar du för' })).toBeVisible();
    const lines = page.getByRole('table', { name: 'Fakturarader' });
    const descriptions = await lines.locator('.data-table__title').allTextContents();
    // The line in Swedish (issues 36 and 40), never the server's English description.
    expect(descriptions).toEqual([`Förnyelse av webbhotell Starter för ${DEMO_HOSTING.suspended.domain}, månadsvis`]);
    const outstanding = plain(
      (await page
        .getByLabel('Fakturans summor')
        .locator('.billing-totals__outstanding .price__amount')
        .textContent()) ?? '',
    );
    expect(outstanding).toMatch(/\d/);
    await expectAccessible(page, 'invoice with its PDF button (Swedish)');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ladda ner PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`invoice-${I.overdue.number}.pdf`);
    const path = await file.path();
    const bytes = new Uint8Array(await readFile(path));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    // Asked in the panel's language, with the key in the header only.
    expect(pdfRequests).toHaveLength(1);
    expect(new URL(pdfRequests[0]?.url ?? '').search).toBe('?lang=sv');
    expect(pdfRequests[0]?.authorization).toMatch(/^Bearer /);
    expect(pdfRequests[0]?.url).not.toContain(world.keys.full);

    // The file says what the screen says, in Swedish.
    const { text } = await extractText(bytes, { mergePages: true });
    const pdf = plain(text);
    expect(pdf).toContain(`Faktura ${I.overdue.number}`);
    for (const description of descriptions) expect(pdf).toContain(plain(description));
    for (const word of ['Fakturadatum', 'Förfallodatum', 'Kvar att betala']) expect(pdf).toContain(word);
    expect(pdf).toContain(`Kvar att betala ${outstanding}`);
  });
});

/** The VAT members the vat-core mock will send: a business buyer, reverse charge, two lines, a credit note. */
const vatMembers = {
  amountsIncludeVat: true,
  lines: [
    {
      description: 'Webbhotell Pro, förnyelse 12 månader (kontot webshop-exempel.se)',
      amount: 1250,
      quantity: 2,
      unitPrice: 500,
      net: 1000,
      vatRate: 25,
      vat: 250,
    },
    { description: 'Uppstartsavgift', amount: 725, quantity: 1, unitPrice: 580, net: 580, vatRate: 25, vat: 145 },
  ],
  vat: { net: 1580, vat: 395, gross: 1975, byRate: [{ rate: 25, net: 1580, vat: 395 }] },
  seller: {
    name: 'Hosting Example AB',
    address: { street: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm', country: 'SE' },
    organisationNumber: '556677-8899',
    vatNumber: 'SE556677889901',
    fTax: true,
  },
  buyer: {
    customerType: 'business',
    name: 'Lindqvist Konsult Aktiebolag',
    address: { street: 'Ängsvägen 4', postalCode: '411 01', city: 'Göteborg', country: 'SE' },
    vatNumber: 'SE559911223301',
  },
  reverseCharge: true,
  paymentTermsDays: 30,
  creditNotes: [{ invoiceId: 'inv_cn0001', invoiceNumber: '2026-0412' }],
};

test.describe('an invoice with its VAT (Swedish)', () => {
  test.use({ locale: 'sv-SE' });

  test('every VAT member fits 390 px, light and dark, and passes axe', async ({ page, world, signInAs }) => {
    test.slow();
    await signInAs(world.keys.full);
    // Until the vat-core mock fills them, the invoice's VAT members are added to its answer.
    await page.route(`**/api/v2/billing/invoices/${I.partiallyPaid.id}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, ...vatMembers } });
    });
    await page.goto(`/billing/invoices/${I.partiallyPaid.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Faktura ${I.partiallyPaid.number}` })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Momssats' })).toBeVisible();
    await expect(page.getByText('Omvänd betalningsskyldighet', { exact: true })).toBeVisible();
    await expect(page.getByText('Godkänd för F-skatt')).toBeVisible();
    await checkEveryLook(page, `invoice-vat-${I.partiallyPaid.id}`, 'invoice-doc-sv');
  });
});

test.describe('an invoice with its VAT (English)', () => {
  test.use({ locale: 'en-US' });

  test('every VAT member fits 390 px, light and dark, and passes axe', async ({ page, world, signInAs }) => {
    test.slow();
    await signInAs(world.keys.full);
    await page.route(`**/api/v2/billing/invoices/${I.partiallyPaid.id}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, ...vatMembers } });
    });
    await page.goto(`/billing/invoices/${I.partiallyPaid.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${I.partiallyPaid.number}` })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'VAT rate' })).toBeVisible();
    await expect(page.getByText('Reverse charge', { exact: true })).toBeVisible();
    await expect(page.getByText('Approved for F-tax')).toBeVisible();
    await checkEveryLook(page, `invoice-vat-${I.partiallyPaid.id}`, 'invoice-doc-en');
  });
});

test.describe('CSV exports', () => {
  test.use({ locale: 'en-US' });

  test('export the payment history under its filter: a UTF-8 file with a BOM, every row the filter shows', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto('/billing/history?kind=payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    const shown = await page.getByRole('table').getByRole('row').count();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^billing-history-\d{4}-\d{2}-\d{2}\.csv$/);
    const records = await csvRecordsOf(file);
    expect(records[0]).toBe(
      'Date,Kind,Amount,VAT in amount,Amount incl. VAT,Amount excl. VAT,Amount without VAT (prepayment),Net,VAT,' +
        'VAT rate (%),Currency,Document,Invoice number,Order number,ID',
    );
    // The header row of the table and of the file apart, the same rows: every one a payment, its amount with VAT,
    // split into net and VAT at the invoice's rate.
    expect(records.length).toBe(shown);
    for (const record of records.slice(1)) {
      const [, amount, net, vat] =
        /^\d{4}-\d{2}-\d{2},Payment received,(\d+\.\d{2}),incl\. VAT,\1,,,(\d+\.\d{2}),(\d+\.\d{2}),25,SEK,/.exec(
          record,
        ) ?? [];
      expect(record, record).toMatch(/,25,SEK,/);
      expect(Math.round((Number(net) + Number(vat)) * 100)).toBe(Math.round(Number(amount) * 100));
    }
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText(
      /Saved billing-history-.*: \d+ rows?\./,
    );
  });
});

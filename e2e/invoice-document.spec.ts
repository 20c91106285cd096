import { readFile } from 'node:fs/promises';
import { extractText } from 'unpdf';
import { expect, expectAccessible, test } from './fixtures';
import { DEMO_BILLING } from '@/mock/scenarios/demo/ids';

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
    expect(descriptions.length).toBeGreaterThan(0);
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
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^billing-history-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await readFile(await file.path()));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = new TextDecoder()
      .decode(bytes.slice(3))
      .split('\r\n')
      .filter((record) => record !== '');
    expect(records[0]).toBe('Date,Kind,Amount,Currency,Invoice number,Order number');
    // The header row of the table and of the file apart, the same rows: every one a payment.
    expect(records.length).toBe(shown);
    for (const record of records.slice(1))
      expect(record).toMatch(/^\d{4}-\d{2}-\d{2},Payment received,\d+\.\d{2},SEK,/);
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText(
      /Saved \d+ rows? to billing-history-/,
    );
  });
});

import { readFile } from 'node:fs/promises';
import { extractText } from 'unpdf';
import type { APIRequestContext } from '@playwright/test';
import { formatMoney } from '@/api/schemas/money-format';
import { expect, test, type World, type WorldOptions } from './fixtures';
import { checkEveryLook, recordWrites } from './steps';
import { DEMO_CATALOG } from '@/mock/scenarios/demo/ids';

// Some tests pay or set up a card on the provider's site (its stand-in in the mock).
test.use({ providerSite: true });

/** Text as compared here: every run of white space (the amounts' no-break spaces too) one plain space. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A private person in Sweden (the empty scenario's customer) orders WordPress Small and pays at the provider. */
async function paidInvoice(
  request: APIRequestContext,
  makeWorld: (options?: WorldOptions) => Promise<World>,
): Promise<{ world: World; invoice: { id: string; number: string } }> {
  const world = await makeWorld({ scenario: 'empty' });
  const ordered = await request.post('/api/v2/orders', {
    headers: { Authorization: `Bearer ${world.keys.full}`, 'Idempotency-Key': 'e2e-refund-order' },
    data: {
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
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const { invoice } = (await ordered.json()) as { invoice: { id: string; number: string } };
  const paid = await request.post(`/__mock/worlds/${world.worldId}/invoices/${invoice.id}/payments`, { data: {} });
  expect(paid.status(), await paid.text()).toBe(200);
  return { world, invoice };
}

test.describe('a refund within the right of withdrawal (Swedish)', () => {
  test.use({ locale: 'sv-SE' });

  test('refund a paid invoice: amount and where the money goes before confirming, one request, the credit note linked', async ({
    page,
    request,
    makeWorld,
    signInAs,
  }) => {
    test.slow();
    const { world, invoice } = await paidInvoice(request, makeWorld);
    await signInAs(world.keys.full);
    const writes = recordWrites(page);
    await page.goto(`/billing/invoices/${invoice.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Faktura ${invoice.number}` })).toBeVisible();
    const section = page.getByRole('region', { name: 'Återbetalning' });
    await expect(section).toContainText('14 dagars ångerrätt');

    await section.getByRole('button', { name: 'Begär återbetalning' }).click();
    const dialog = page.getByRole('dialog', { name: `Betala tillbaka faktura ${invoice.number}?` });
    // Before anything is sent: the amount with VAT (a private person), and where the money goes.
    await expect(dialog.getByText(/inkl\. moms/).first()).toBeVisible();
    await expect(dialog.getByText(/^varav moms/)).toBeVisible();
    const toCard = dialog.getByRole('radio', { name: 'Tillbaka till kortet du betalade med' });
    await expect(toCard).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Till ditt tillgodohavande' })).toBeVisible();
    expect(writes.filter((write) => write.path.endsWith('/actions/refund'))).toEqual([]);
    await checkEveryLook(page, `refund-dialog-${invoice.id}`, 'refund-sv');

    const confirm = dialog.getByRole('button', { name: /^Betala tillbaka .+ inkl\. moms$/ });
    const refunded = plain((await confirm.textContent()) ?? '').replace(/^Betala tillbaka /, '');
    await confirm.click();
    const outcome = page.getByRole('status').filter({ hasText: 'är på väg tillbaka till kortet du betalade med' });
    await expect(outcome).toBeVisible();
    expect(plain((await outcome.textContent()) ?? '')).toContain(`${refunded} är på väg tillbaka`);
    await expect(outcome.getByRole('link', { name: /^Kreditfaktura \d+$/ })).toBeVisible();
    expect(writes.filter((write) => write.path.endsWith('/actions/refund'))).toHaveLength(1);
    await expect(page.getByText('Återbetald', { exact: true }).first()).toBeVisible();
  });

  test('the refund’s credit note is in the payment history; its PDF in Swedish has the refunded figures', async ({
    page,
    request,
    makeWorld,
    signInAs,
  }) => {
    test.slow();
    const { world, invoice } = await paidInvoice(request, makeWorld);
    const refund = await request.post(`/api/v2/billing/invoices/${invoice.id}/actions/refund`, {
      headers: { Authorization: `Bearer ${world.keys.full}`, 'Idempotency-Key': 'e2e-refund' },
      data: { destination: 'card' },
    });
    expect(refund.status(), await refund.text()).toBe(201);
    const { creditNote } = (await refund.json()) as { creditNote: { number: string; amount: number } };

    await signInAs(world.keys.full);
    await page.goto('/billing/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Fakturering' })).toBeVisible();
    await expect(page.getByText('4 händelser')).toBeVisible();
    const noteRow = page
      .getByRole('row')
      .filter({ hasText: 'Kreditfaktura utfärdad' })
      .filter({ has: page.getByRole('link', { name: new RegExp(creditNote.number) }) });
    await expect(noteRow).toBeVisible();
    const amountOnScreen = plain((await noteRow.textContent()) ?? '').match(/\d+,\d{2} kr/)?.[0] ?? '';
    expect(amountOnScreen).toBe(plain(formatMoney(-creditNote.amount, 'SEK', 'sv')));
    // A credit note is gross (ledger "Money: VAT") and named as one (issue 36).
    await expect(noteRow).toContainText('inkl. moms');
    await expect(noteRow).not.toContainText('exkl. moms');
    await expect(noteRow.getByRole('link', { name: `Kreditfaktura ${creditNote.number}` })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Återbetalning' }).first()).toBeVisible();
    await checkEveryLook(page, 'refund-history', 'refund-sv');

    const download = page.waitForEvent('download');
    await noteRow.getByRole('button', { name: `Ladda ner kreditfaktura ${creditNote.number} som PDF` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`credit-note-${creditNote.number}.pdf`);
    const bytes = new Uint8Array(await readFile(await file.path()));
    const pdf = plain((await extractText(bytes, { mergePages: true })).text);
    expect(pdf).toContain(`Kreditfaktura ${creditNote.number}`);
    expect(pdf).toContain(`Krediterar faktura ${invoice.number}`);
    // The history's amount, negated on the note (the PDF's font writes the minus as a hyphen).
    expect(pdf).toContain(`-${amountOnScreen}`);
  });
});

test.describe('a refund within the right of withdrawal (English)', () => {
  test.use({ locale: 'en-US' });

  test('the refund dialog fits 390 px, light and dark, and passes axe', async ({
    page,
    request,
    makeWorld,
    signInAs,
  }) => {
    test.slow();
    const { world, invoice } = await paidInvoice(request, makeWorld);
    await signInAs(world.keys.full);
    await page.goto(`/billing/invoices/${invoice.id}`);
    const section = page.getByRole('region', { name: 'Refund' });
    await expect(section).toContainText('the 14-day right of withdrawal');
    await section.getByRole('button', { name: 'Request a refund' }).click();
    const dialog = page.getByRole('dialog', { name: `Refund invoice ${invoice.number}?` });
    await expect(dialog.getByRole('radio', { name: 'Back to the card you paid with' })).toBeChecked();
    await expect(dialog.getByText(/^of which VAT/)).toBeVisible();
    await checkEveryLook(page, `refund-dialog-${invoice.id}`, 'refund-en');
  });
});

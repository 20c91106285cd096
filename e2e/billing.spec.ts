import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { checkEveryLook, confirmDialog, openDialog, recordWrites, scopesOf } from './steps';
import { DEMO_BILLING, DEMO_ORDERS } from '@/mock/scenarios/demo/ids';

// Some tests pay or set up a card on the provider's site (its stand-in in the mock).
test.use({ providerSite: true });

const I = DEMO_BILLING.invoices;
const invoiceHeading = (page: Page, number: string) =>
  page.getByRole('heading', { level: 1, name: `Invoice ${number}` });

test.describe('billing', () => {
  test.use({ locale: 'en-US' });

  test('pay an invoice at the payment provider and see it paid', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/billing/invoices?status=outstanding');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    // The overdue invoice says so in words, not by colour alone.
    const overdueRow = page.getByRole('row', { name: new RegExp(I.overdue.number) });
    await expect(overdueRow.getByText('Overdue')).toBeVisible();
    await page
      .getByRole('link', { name: new RegExp(I.unpaid.number) })
      .first()
      .click();
    await expect(invoiceHeading(page, I.unpaid.number)).toBeVisible();

    // The gross amount the invoice charges: 460 net with 25 % VAT.
    const pay = page.getByRole('link', { name: /^Pay SEK 575\.00/ });
    await expect(pay).toHaveAttribute(
      'href',
      new RegExp(`^https://pay\\.hosting\\.example/${world.worldId}/invoices/`),
    );
    await expect(pay).toHaveAttribute('rel', 'noopener noreferrer');
    const [provider] = await Promise.all([page.waitForEvent('popup'), pay.click()]);
    await expect(page.getByText('Waiting for your payment.', { exact: false })).toBeVisible();

    await provider.getByRole('button', { name: /^Pay/ }).click();
    await expect(provider.getByRole('heading', { level: 1 })).toContainText(/received/i);
    await provider.close();

    await expect(page.getByText('Payment received. The invoice is paid.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Pay/ })).toHaveCount(0);
    await expectAccessible(page, 'paid invoice');

    // The order it belongs to says so too (one source).
    await page.getByRole('link', { name: `Order ${DEMO_ORDERS.pendingHosting.number}` }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Order #${DEMO_ORDERS.pendingHosting.number}` }),
    ).toBeVisible();
  });

  test('apply part of the credit: what is applied and what remains is shown before it is sent', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    const writes = recordWrites(page);
    await page.goto(`/billing/invoices/${I.partiallyPaid.id}`);
    await expect(invoiceHeading(page, I.partiallyPaid.number)).toBeVisible();

    const dialog = await openDialog(
      page,
      page.getByRole('button', { name: 'Apply credit' }),
      `Apply credit to invoice ${I.partiallyPaid.number}`,
    );
    await expect(dialog.getByText('SEK 300.00').first()).toBeVisible();
    await expect(dialog.getByText('SEK 1,468.75').first()).toBeVisible();
    await expect(dialog.getByLabel('Amount to apply')).toHaveValue(/^300(\.00)?$/);
    await expect(dialog.getByText('SEK 1,168.75').first()).toBeVisible();
    await expectAccessible(page, 'apply credit dialog');
    await dialog.getByLabel('Amount to apply').fill('400');
    await dialog.getByRole('button', { name: /^Apply/ }).click();
    await expect(dialog.getByText('That is more than your credit.')).toBeVisible();
    await expect(dialog.getByLabel('Amount to apply')).toHaveValue('400');
    expect(writes).toEqual([]);

    await dialog.getByLabel('Amount to apply').fill('300');
    await confirmDialog(dialog, 'Apply SEK 300.00');
    const done = page.getByRole('status').filter({ hasText: 'Your credit paid' });
    await expect(done).toContainText('Your credit paid SEK 300.00 excl. VAT of the invoice.');
    await expect(done).toContainText('Left to pay: SEK 1,168.75');
    await expect(page.getByText('Partly paid', { exact: true }).first()).toBeVisible();
    expect(writes.filter((write) => write.path.endsWith('/apply-credit'))).toHaveLength(1);

    // The credit is spent: nothing is left to apply elsewhere, said before any click.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing' }).click();
    await page.getByRole('navigation', { name: 'Billing sections' }).getByRole('link', { name: 'Credit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(page.getByText('SEK 0.00').first()).toBeVisible();
  });

  test('cancel an unpaid invoice: the confirmation names its order, which is cancelled with it', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto(`/billing/invoices/${I.unpaid.id}`);
    await expect(invoiceHeading(page, I.unpaid.number)).toBeVisible();
    const dialog = await openDialog(
      page,
      page.getByRole('button', { name: 'Cancel invoice' }),
      `Cancel invoice ${I.unpaid.number}?`,
    );
    await expect(dialog.getByText(`Order ${DEMO_ORDERS.pendingHosting.number} is cancelled with it.`)).toBeVisible();
    await confirmDialog(dialog, 'Cancel invoice');
    await expect(page.getByText(`Invoice ${I.unpaid.number} was cancelled.`)).toBeVisible();
    await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
    // A cancelled invoice cannot be cancelled again: no control to explain (issue 40).
    await expect(page.getByRole('button', { name: 'Cancel invoice' })).toHaveCount(0);

    await page.goto(`/orders/${DEMO_ORDERS.pendingHosting.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Order #${DEMO_ORDERS.pendingHosting.number}` }),
    ).toBeVisible();
    await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();

    // The payment history lists the cancellation, linked to its invoice.
    await page.goto('/billing/history?kind=invoice_cancelled');
    await expect(page.getByRole('row', { name: new RegExp(I.unpaid.number) })).toBeVisible();
  });

  test('the old address /billing/activity opens the payment history with its filter', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto('/billing/activity?kind=refund');
    await expect(page).toHaveURL(/\/billing\/history\?kind=refund$/);
    await expect(page).toHaveTitle(/^Payment history/);
    const sections = page.getByRole('navigation', { name: 'Billing sections' });
    await expect(sections.getByRole('link', { name: 'Payment history' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('combobox', { name: 'Kind' })).toHaveValue('refund');
    await expect(page.getByRole('row', { name: new RegExp(I.refunded.number) }).first()).toBeVisible();
  });

  test('add a card at the provider, and a declined one', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/billing/cards');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    const expired = page.getByRole('row', { name: /Mastercard ending 5454/ });
    await expect(expired.getByText('Expired', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('row', { name: /Visa ending 4242/ }).getByText('Default', { exact: true }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Add a card' }).click();
    await expect(page).toHaveURL(new RegExp(`^https://pay\\.hosting\\.example/${world.worldId}/card-setups/cset_`));
    await page.getByRole('button', { name: 'Add card' }).click();
    await expect(page).toHaveURL(/\/billing\/cards/);
    await expect(page.getByText('Card added: Visa ending 1881')).toBeVisible();
    await expect(page.getByRole('row', { name: /Visa ending 1881/ })).toBeVisible();
    await expect(page).not.toHaveURL(/cardSetup=/);

    await page.getByRole('button', { name: 'Add a card' }).click();
    await page.getByRole('button', { name: 'Decline card' }).click();
    await expect(page.getByText('Your card was declined')).toBeVisible();
    await expect(page.getByRole('row', { name: /ending/ })).toHaveCount(3);
  });

  test('add funds: an amount outside the limits is refused on the field and kept; then the invoice to pay', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto('/billing/credit');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    const amount = page.getByLabel('Amount', { exact: true });
    await amount.fill('50');
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await expect(amount).toHaveAccessibleDescription(/The smallest amount you can add is SEK\s100\.00/);
    await expect(amount).toHaveValue('50');
    await amount.fill('500');
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page).toHaveURL(/\/billing\/invoices\/inv_/);
    await expect(page.getByRole('link', { name: 'Pay SEK 500.00' })).toBeVisible();
    await expect(page.getByText('Account credit').first()).toBeVisible();
  });

  test('a read-only key reads billing but every money action is blocked in words', async ({
    page,
    world,
    signInAs,
    request,
  }) => {
    const scopes = await scopesOf(request, world.keys.readonly);
    expect(scopes).toContain('read:billing');
    await signInAs(world.keys.readonly, { scopes });
    const writes = recordWrites(page);
    await page.goto(`/billing/invoices/${I.partiallyPaid.id}`);
    await expect(invoiceHeading(page, I.partiallyPaid.number)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply credit' })).toBeDisabled();
    await expect(page.getByText(/Your API key can only read/).first()).toBeVisible();
    await page.goto('/billing/cards');
    await expect(page.getByRole('button', { name: 'Add a card' })).toBeDisabled();
    await page.goto('/billing/credit');
    await expect(page.getByRole('button', { name: 'Create invoice' })).toBeDisabled();
    expect(writes).toEqual([]);
  });
});

// Every billing screen's looks: one test per screen and language (four looks, each with axe and a screenshot), so each
// test's work is bounded and fits its time on a busy machine (one test of all forty looks did not).
const LOOK_SCREENS = [
  { path: '/billing/invoices', en: 'Billing' },
  { path: `/billing/invoices/${I.partiallyPaid.id}`, en: `Invoice ${I.partiallyPaid.number}` },
  { path: '/billing/credit', en: 'Billing' },
  { path: '/billing/cards', en: 'Billing' },
  { path: '/billing/history', en: 'Billing' },
];
for (const language of ['en', 'sv'] as const) {
  test.describe(`billing looks (${language === 'en' ? 'English' : 'Swedish'})`, () => {
    test.use({ locale: language === 'en' ? 'en-US' : 'sv-SE' });
    for (const screen of LOOK_SCREENS) {
      test(`${screen.path} at 1280 and 390 px, light and dark`, async ({ page, world, signInAs }) => {
        // Four axe scans and full-page screenshots: the time of a slow test, as every look test has.
        test.slow();
        await signInAs(world.keys.full);
        await page.goto(screen.path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const heading = page.getByRole('heading', { level: 1, ...(language === 'en' ? { name: screen.en } : {}) });
        await expect(heading).toBeVisible();
        await checkEveryLook(page, screen.path, `billing-${language}`);
      });
    }
  });
}

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkEveryLook, recordWrites } from './steps';
import { DEMO_BILLING } from '@/mock/scenarios/demo/ids';

// Some tests pay or set up a card on the provider's site (its stand-in in the mock).
test.use({ providerSite: true });

const I = DEMO_BILLING.invoices;
/** "Pay SEK 460.00 excl. VAT with Visa ending 4242" (the VAT words follow what the invoice says of its amounts). */
const payWith = (card: string) => new RegExp(`^Pay SEK\\s[\\d,.]+ (incl|excl)\\. VAT with ${card}$`);

/** Adds one of the stand-in provider's test cards (by the button that names it) and comes back to the cards screen. */
async function addTestCard(page: Page, button: RegExp) {
  await page.goto('/billing/cards');
  await page.getByRole('button', { name: 'Add a card' }).click();
  await expect(page).toHaveURL(/^https:\/\/pay\.hosting\.example\/.+\/card-setups\/cset_/);
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/billing\/cards/);
  await expect(page.getByText(/^Card added: /)).toBeVisible();
}

test.describe('paying with a saved card', () => {
  test.use({ locale: 'en-US' });

  test('pays an invoice with the default card in one step, sent once', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    const writes = recordWrites(page);
    await page.goto(`/billing/invoices/${I.unpaid.id}`);
    await page.getByRole('button', { name: payWith('Visa ending 4242') }).click();
    await expect(page.getByText(/^Paid SEK\s[\d,.]+ .+ with Visa ending 4242\. The invoice is paid\.$/)).toBeVisible();
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
    expect(writes.filter((write) => write.path.endsWith('/actions/pay-with-card'))).toHaveLength(1);
  });

  test('a declined card says why; the invoice stays to pay', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await addTestCard(page, /without funds/);
    await page.goto(`/billing/invoices/${I.unpaid.id}`);
    await page.getByLabel('Pay with').selectOption({ label: 'Visa ending 9995' });
    await page.getByRole('button', { name: payWith('Visa ending 9995') }).click();
    await expect(page.getByText('The payment was declined')).toBeVisible();
    await expect(page.getByText(/The card does not have enough money on it\./)).toBeVisible();
    await expect(page.getByText('Unpaid', { exact: true }).first()).toBeVisible();
    // Another card is still offered, and the provider's page.
    await expect(page.getByLabel('Pay with')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Pay SEK/ })).toBeVisible();
  });

  test('a bank confirmation at the provider’s page, and back to the paid invoice', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await addTestCard(page, /asks to confirm/);
    await page.goto(`/billing/invoices/${I.unpaid.id}`);
    await page.getByLabel('Pay with').selectOption({ label: 'Visa ending 3155' });
    await page.getByRole('button', { name: payWith('Visa ending 3155') }).click();
    await expect(page).toHaveURL(new RegExp(`^https://pay\\.hosting\\.example/${world.worldId}/payments/pay_`));
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your payment' })).toBeVisible();
    await page.getByRole('button', { name: /^Confirm/ }).click();
    await expect(page).toHaveURL(new RegExp(`/billing/invoices/${I.unpaid.id}`));
    await expect(page.getByText(/^Paid SEK\s[\d,.]+ .+ with Visa ending 3155\. The invoice is paid\.$/)).toBeVisible();
    await expect(page).not.toHaveURL(/payment=/);
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  });

  test('pays all overdue invoices in one provider checkout, the total shown first', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto('/billing/invoices?status=outstanding');
    await page.getByRole('button', { name: 'Select all 2 overdue invoices' }).click();
    await expect(page.getByText(/^2 invoices selected\. Total SEK\s[\d,.]+ (incl|excl)\. VAT\.$/)).toBeVisible();
    await page.getByRole('button', { name: /^Pay SEK\s[\d,.]+ .+ at the payment provider$/ }).click();
    await expect(page).toHaveURL(new RegExp(`^https://pay\\.hosting\\.example/${world.worldId}/payments/pay_`));
    await expect(page.getByText(I.overdue.number, { exact: false })).toBeVisible();
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/\/billing\/invoices/);
    await expect(page.getByText(/^Paid SEK\s[\d,.]+ .+\. The 2 invoices are paid\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select all 2 overdue invoices' })).toHaveCount(0);
  });
});

test.describe('automatic payment that fails', () => {
  test.use({ locale: 'en-US' });

  test('Home says which invoice it failed on and what to do; paid, it goes', async ({
    page,
    world,
    signInAs,
    advanceClock,
  }) => {
    await signInAs(world.keys.full);
    // The stand-in bank's card without funds becomes the default, and automatic payment is turned on.
    await addTestCard(page, /without funds/);
    await page.getByRole('row').filter({ hasText: '9995' }).getByRole('button', { name: 'Make default' }).click();
    await expect(page.getByRole('row').filter({ hasText: '9995' }).getByText('Default', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Turn on automatic payment' }).click();
    await expect(page.getByText(/^Automatic payment is on/)).toBeVisible();
    // The invoice's due date comes: the charge is declined.
    await advanceClock(world.worldId, 9 * 24 * 60 * 60 * 1000);
    await page.goto('/');
    const attention = page.getByRole('region', { name: /^Needs your attention/ });
    await expect(attention).toHaveAttribute('aria-busy', 'false');
    const failed = attention
      .getByRole('listitem')
      .filter({ hasText: /^Act now/ })
      .filter({
        hasText: new RegExp(
          `The automatic payment of invoice ${I.unpaid.number} failed on .+: SEK\\s575\\.00 incl\\. VAT is still to pay\\. Pay it now, or change the card it is charged to\\.`,
        ),
      });
    await expect(failed).toBeVisible();
    await expect(failed.getByRole('link', { name: 'Change card' })).toBeVisible();
    await failed.getByRole('link', { name: `Pay invoice ${I.unpaid.number} now` }).click();
    await expect(page).toHaveURL(new RegExp(`/billing/invoices/${I.unpaid.id}$`));
    await page.getByLabel('Pay with').selectOption({ label: 'Visa ending 4242' });
    await page.getByRole('button', { name: payWith('Visa ending 4242') }).click();
    await expect(page.getByText(/^Paid SEK\s[\d,.]+ .+ with Visa ending 4242\. The invoice is paid\.$/)).toBeVisible();
    await page.goto('/');
    await expect(attention).toHaveAttribute('aria-busy', 'false');
    await expect(attention.getByText(/automatic payment/i)).toHaveCount(0);
    await expect(attention.getByText(new RegExp(`invoice ${I.unpaid.number}`))).toHaveCount(0);
  });
});

for (const language of ['en', 'sv'] as const) {
  test.describe(`paying several invoices looks (${language === 'en' ? 'English' : 'Swedish'})`, () => {
    test.use({ locale: language === 'en' ? 'en-US' : 'sv-SE' });
    test('the invoice list with the overdue invoices chosen, at 1280 and 390 px, light and dark', async ({
      page,
      world,
      signInAs,
    }) => {
      test.slow();
      await signInAs(world.keys.full);
      await page.goto('/billing/invoices?status=outstanding');
      await page
        .getByRole('button', {
          name: language === 'en' ? 'Select all 2 overdue invoices' : 'Välj alla 2 förfallna fakturor',
        })
        .click();
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: language === 'en' ? 'Pay several invoices' : 'Betala flera fakturor',
        }),
      ).toBeVisible();
      await checkEveryLook(page, 'pay several invoices', `payments-${language}`);
    });
  });
}

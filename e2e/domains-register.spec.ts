import type { Page } from '@playwright/test';
import { checkEveryLook as checkStepsLook } from './steps';
import { expect, httpStatusConsole, test } from './fixtures';

// Some tests pay or set up a card on the provider's site (its stand-in in the mock).
test.use({ providerSite: true });

// Issue 37, "Register and transfer in": search, order two names, pay, see them active on the clock; transfer one in.
const checkEveryLook = (page: Page, label: string) => checkStepsLook(page, label, 'dombuy');

test.describe.configure({ timeout: 180_000 });

/** The invoice of the order on screen (its "Show invoice" link), paid as the provider's callback pays it. */
async function payOrderOnScreen(page: Page, worldId: string) {
  const link = page.getByRole('link', { name: /^Show invoice / }).first();
  const href = (await link.getAttribute('href')) ?? '';
  const invoiceId = href.slice(href.lastIndexOf('/') + 1);
  expect(invoiceId).toMatch(/^inv_/);
  const paid = await page.request.post(`/__mock/worlds/${worldId}/invoices/${invoiceId}/payments`, { data: {} });
  expect(paid.status()).toBe(200);
}

test.describe('registering domains', () => {
  test.use({ locale: 'en-US' });

  test('search, order two names, pay, and see them pending then active', async ({
    page,
    world,
    signInAs,
    advanceClock,
  }) => {
    await signInAs(world.keys.full);
    await page.goto('/domains');
    await page.getByRole('link', { name: 'Register a domain' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Register a domain' })).toBeVisible();

    await page
      .getByRole('main')
      .getByLabel('Names', { exact: true })
      .fill('fjallstuga\nnic.se\nbad_name.se\nexample.xyz\ncloud.se');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('region', { name: 'Results' });
    const row = (name: string) => results.getByRole('listitem').filter({ hasText: name });
    await expect(row('fjallstuga.se')).toContainText('Available');
    await expect(row('fjallstuga.se')).toContainText(/SEK\s*189\.00 excl\. VAT per year/);
    await expect(row('nic.se')).toContainText('Reserved');
    await expect(row('bad_name.se')).toContainText('Not a valid name');
    await expect(row('example.xyz')).toContainText('Ending not offered');
    await expect(row('cloud.se')).toContainText('Premium name');
    await expect(page.getByRole('region', { name: 'Suggestions' })).toBeVisible();
    await checkEveryLook(page, 'search results');

    await results.getByRole('button', { name: 'Add fjallstuga.se' }).click();
    await results.getByRole('button', { name: 'Add fjallstuga.com' }).click();
    await expect(results.getByRole('button', { name: 'Remove fjallstuga.se' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Period for fjallstuga.se').selectOption('2');
    // The saved registrant (with the organisation number .se needs) is chosen; our nameservers.
    await expect(page.getByRole('radio', { name: /^Use Astrid Lindqvist/ })).toBeChecked();
    await page.getByRole('button', { name: 'Review the price' }).click();
    const summary = page.getByRole('region', { name: 'Before you order' });
    await expect(summary).toContainText('fjallstuga.se, 2 years');
    await expect(summary).toContainText('fjallstuga.com, 1 year');
    // The demo customer is a business: prices excl. VAT, with the VAT beside the total that moves.
    await expect(summary).toContainText(/SEK\s*527\.00 excl\. VAT/);
    await expect(summary).toContainText(/SEK\s*658\.75 incl\. VAT/);
    await checkEveryLook(page, 'order summary');

    // Without the terms nothing is sent; then the order.
    await summary.getByRole('button', { name: /^Order · / }).click();
    await expect(summary).toContainText('Accept the terms to place the order.');
    await summary.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
    await summary.getByRole('button', { name: /^Order · / }).click();
    await expect(page).toHaveURL(/\/orders\/ord_/);
    await expect(page.getByRole('main')).toContainText('fjallstuga.se');

    await payOrderOnScreen(page, world.worldId);
    await page.goto('/domains?q=fjallstuga');
    const list = page.getByRole('table');
    await expect(list.getByRole('row', { name: /fjallstuga\.se/ })).toContainText('Pending');
    await expect(list.getByRole('row', { name: /fjallstuga\.com/ })).toContainText('Pending');

    await advanceClock(world.worldId, 5 * 60_000);
    await page.reload();
    await expect(list.getByRole('row', { name: /fjallstuga\.se/ })).toContainText('Active');
    await expect(list.getByRole('row', { name: /fjallstuga\.com/ })).toContainText('Active');
  });

  test('a new .se registrant’s number is checked where it is typed', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/domains/new?names=fjallstuga.se');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'Add fjallstuga.se' }).click();
    await page.getByRole('radio', { name: 'Someone new' }).check();
    await page.getByRole('radio', { name: 'Personal number (a person)' }).check();
    await page.getByLabel('Personal number', { exact: true }).fill('811218-9875');
    await page.getByRole('button', { name: 'Review the price' }).click();
    await expect(page.getByText('The last digit does not match the others: check the number.')).toBeVisible();
    await expect(page.getByLabel('Personal number', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });

  test('the palette knows "Register a domain"', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/domains');
    await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Find anything, do anything' });
    await palette.getByRole('combobox').fill('register a domain');
    await palette.getByRole('option', { name: 'Register a domain' }).click();
    await expect(page).toHaveURL(/\/domains\/new/);
  });
});

test.describe('transferring a domain in', () => {
  test.use({ locale: 'en-US' });

  test('checks it can move, refuses a wrong code at its field, then follows the steps until done', async ({
    page,
    world,
    signInAs,
    advanceClock,
    consoleErrors,
  }) => {
    // The wrong code's refusal is a 400 on purpose.
    consoleErrors.allow(httpStatusConsole(400));
    await signInAs(world.keys.full);
    await page.goto('/domains');
    await page.getByRole('link', { name: 'Transfer a domain' }).click();
    await page.getByLabel('Domain', { exact: true }).fill('nordlicht.org');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('is locked at its current registrar');

    await page.getByLabel('Domain', { exact: true }).fill('nordlicht-store.se');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('nordlicht-store.se can move here');
    await page.getByLabel('Transfer code (EPP code)').fill('abc');
    await page.getByRole('button', { name: 'Review the price' }).click();
    await expect(page.getByText(/did not accept this code\. Ask them for a new code/)).toBeVisible();
    await expect(page.getByLabel('Transfer code (EPP code)')).toHaveAttribute('aria-invalid', 'true');
    await checkEveryLook(page, 'transfer wrong code');

    await page.getByLabel('Transfer code (EPP code)').fill('Xk7-pQ2m9');
    await page.getByRole('button', { name: 'Review the price' }).click();
    const summary = page.getByRole('region', { name: 'Before you order' });
    await summary.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
    await summary.getByRole('button', { name: /^Transfer · / }).click();
    await expect(page).toHaveURL(/\/orders\/ord_/);
    await payOrderOnScreen(page, world.worldId);

    await page.goto('/domains?q=nordlicht-store');
    await page.getByRole('link', { name: 'nordlicht-store.se' }).click();
    const transfer = page.getByRole('region', { name: 'Transfer' });
    await expect(transfer).toContainText('Waiting for the current registrar · Now');
    await checkEveryLook(page, 'transfer steps');
    await advanceClock(world.worldId, 10 * 60_000);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Transfer' })).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText('Active');
  });
});

test.describe('registering domains, in Swedish', () => {
  test.use({ locale: 'sv-SE' });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('hosting-panel.locale', 'sv'));
  });

  test('sök och lägg till ett namn', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/domains/new?names=fjallstuga');
    await expect(page.getByRole('heading', { level: 1, name: 'Registrera en domän' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Sök', exact: true }).click();
    await page.getByRole('button', { name: 'Lägg till fjallstuga.se' }).click();
    await page.getByRole('button', { name: 'Se priset' }).click();
    await expect(page.getByRole('region', { name: 'Innan du beställer' })).toContainText(/189,00\s*kr/);
    await checkEveryLook(page, 'sv order summary');
    await page.goto('/domains/transfer');
    await checkEveryLook(page, 'sv transfer');
  });
});

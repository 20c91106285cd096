import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { DEMO_CATALOG, DEMO_DOMAINS } from '@/mock/scenarios/demo/ids';

/**
 * Issue 18, "Money is shown before it moves": bulk renew lists each domain's price and the total, an order shows
 * its prices with the VAT words and asks for the terms, in English and Swedish; screens at 390 px in dark mode.
 */

const D = DEMO_DOMAINS;
const JOB_MS = 600_000;

async function selectDomains(page: Page, ...names: string[]) {
  await page.goto('/domains');
  await expect(page.getByRole('checkbox', { name: /^(Select|Välj) / }).first()).toBeVisible();
  for (const name of names) {
    const box = page.getByRole('checkbox', { name: new RegExp(`^(Select|Välj) ${name.replaceAll('.', '\\.')}$`) });
    await expect(async () => {
      if ((await box.count()) === 0) {
        await page.mouse.wheel(0, 300);
        throw new Error(`${name} is not drawn yet`);
      }
      await box.check({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }
}

async function openAction(page: Page, region: string, action: string): Promise<Locator> {
  await page.getByRole('region', { name: region }).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('money before it moves (English)', () => {
  test.use({ locale: 'en-US' });

  test('bulk renew shows each price and the total, leaves out what cannot renew, sends the rest', async ({
    page,
    makeWorld,
    signInAs,
  }) => {
    const world = await makeWorld({ jobDurationMs: JOB_MS });
    await signInAs(world.keys.full);
    await selectDomains(page, D.com.name, D.pending.name, D.expired.name);
    const dialog = await openAction(page, 'Selection', 'Renew');
    await expect(dialog.getByRole('list', { name: 'Domains left out' })).toContainText(
      `${D.pending.name}: it is not registered yet; only active or expired domains can be renewed.`,
    );
    const prices = dialog.getByRole('table', { name: 'Renewal prices' });
    await expect(prices.getByRole('row').filter({ hasText: D.com.name })).toContainText(
      /2 years\s*SEK\s290\.00 excl\. VAT/,
    );
    await expect(prices.getByRole('row').filter({ hasText: D.expired.name })).toContainText(
      /1 year\s*SEK\s189\.00 excl\. VAT/,
    );
    await expect(dialog.getByRole('definition')).toHaveText(
      // A business (the demo's Nordlicht AB) sees the VAT beside the total before it pays.
      'SEK 479.00 excl. VAT · VAT 25% SEK 119.75 · SEK 598.75 incl. VAT',
    );
    await expectAccessible(page, 'bulk renew with prices');
    await dialog.getByRole('button', { name: 'Renew domains' }).click();
    const outcomes = dialog.getByRole('table', { name: 'What happened to each selected domain' });
    await expect(outcomes.getByRole('row').filter({ hasText: D.com.name })).toContainText(/Queued|Skipped/);
    await expect(outcomes.getByRole('row').filter({ hasText: D.pending.name })).toHaveCount(0);
  });

  test('an order shows item prices with VAT words, and is placed only with the terms ticked', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto(`/orders/new?plan=${DEMO_CATALOG.withSetupFee.slug}&cycle=monthly`);
    await page.getByLabel('Primary domain').fill('blog.nordlicht-example.se');
    await page.getByRole('button', { name: 'Show the price' }).click();
    const price = page.getByRole('region', { name: 'Price' });
    await expect(price.getByRole('term').first()).toHaveText(
      `${DEMO_CATALOG.withSetupFee.name.en} for blog.nordlicht-example.se, every month`,
    );
    await expect(price.getByRole('definition').last()).toHaveText(/^SEK\s[\d,]+\.\d\d excl\. VAT/);
    await expect(price.getByText('Prices exclude VAT. VAT is added on the invoice')).toBeVisible();
    await expect(price.getByText(/first payment is higher .* setup fee/)).toBeVisible();

    const box = page.getByRole('checkbox', { name: /I accept the terms of service/ });
    const place = page.getByRole('button', { name: /^Place order for SEK\s[\d,]+\.\d\d excl\. VAT$/ });
    await place.click();
    await expect(box).toBeFocused();
    await expect(page.getByText('Tick the box to accept the terms of service.')).toBeVisible();
    await expect(page).toHaveURL(/\/orders\/new/);
    await expectAccessible(page, 'order terms refused');

    // The terms open in a new tab; the form keeps what was typed.
    const [terms] = await Promise.all([
      page.waitForEvent('popup'),
      price.getByRole('link', { name: /terms of service/ }).click(),
    ]);
    await expect(terms.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
    await expectAccessible(terms, 'terms page');
    await terms.close();

    await box.check();
    await place.click();
    await expect(page).toHaveURL(/\/orders\/ord_[0-9a-f]+\?placed=1/);
    await expect(page.getByText('Terms accepted')).toBeVisible();
  });
});

test.describe('money before it moves (Swedish)', () => {
  test.use({ locale: 'sv-SE' });

  test('bulk renew: priser och summa exkl. moms', async ({ page, makeWorld, signInAs }) => {
    const world = await makeWorld({ jobDurationMs: JOB_MS });
    await signInAs(world.keys.full);
    await selectDomains(page, D.com.name, D.terminated.name);
    const dialog = await openAction(page, 'Urval', 'Förnya');
    await expect(dialog.getByRole('list', { name: 'Domäner som hoppas över' })).toContainText(
      `${D.terminated.name}: den är avvecklad; bara aktiva eller utgångna domäner kan förnyas.`,
    );
    const prices = dialog.getByRole('table', { name: 'Förnyelsepriser' });
    await expect(prices.getByRole('row').filter({ hasText: D.com.name })).toContainText(
      /2 år\s*290,00\s*kr exkl\. moms/,
    );
    await expect(dialog.getByRole('definition')).toHaveText(/^290,00\s*kr exkl\. moms/);
    await expectAccessible(page, 'bulk renew (sv)');
  });

  test('beställning: priser med moms-ord och villkoren', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/orders/new?plan=${DEMO_CATALOG.withSetupFee.slug}&cycle=monthly`);
    await page.getByLabel('Huvuddomän').fill('blogg.nordlicht-example.se');
    await page.getByRole('button', { name: 'Visa priset' }).click();
    const price = page.getByRole('region', { name: 'Pris' });
    await expect(price.getByRole('definition').last()).toHaveText(/^[\d\s]+,\d\d\s*kr exkl\. moms/);
    await expect(price.getByText('Priserna är exklusive moms.')).toBeVisible();
    const box = page.getByRole('checkbox', { name: /Jag godkänner användarvillkoren/ });
    await page.getByRole('button', { name: /^Lägg beställningen för .* exkl\. moms$/ }).click();
    await expect(box).toBeFocused();
    await expect(page.getByText('Kryssa i rutan för att godkänna användarvillkoren.')).toBeVisible();
    await expectAccessible(page, 'order terms (sv)');
    await box.check();
    await page.getByRole('button', { name: /^Lägg beställningen för .* exkl\. moms$/ }).click();
    await expect(page).toHaveURL(/\/orders\/ord_[0-9a-f]+\?placed=1/);
  });
});

test.describe('money before it moves, narrow and dark', () => {
  test.use({ locale: 'en-US', colorScheme: 'dark', viewport: { width: 390, height: 844 } });

  test('order preview with the terms and bulk renew with prices pass axe at 390 px in dark mode', async ({
    page,
    makeWorld,
    signInAs,
  }) => {
    const world = await makeWorld({ jobDurationMs: JOB_MS });
    await signInAs(world.keys.full);
    await page.goto(`/orders/new?plan=${DEMO_CATALOG.withSetupFee.slug}&cycle=monthly`);
    await page.getByLabel('Primary domain').fill('blog.nordlicht-example.se');
    await page.getByRole('button', { name: 'Show the price' }).click();
    await page.getByRole('button', { name: /^Place order for/ }).click();
    await expect(page.getByText('Tick the box to accept the terms of service.')).toBeVisible();
    await expectAccessible(page, 'order preview (dark, 390 px)');
    await page.screenshot({ path: '/tmp/money-order-dark-390.png', fullPage: true });

    await selectDomains(page, D.com.name, D.pending.name, D.expired.name);
    const dialog = await openAction(page, 'Selection', 'Renew');
    await expect(dialog.getByRole('definition')).toHaveText(
      // A business (the demo's Nordlicht AB) sees the VAT beside the total before it pays.
      'SEK 479.00 excl. VAT · VAT 25% SEK 119.75 · SEK 598.75 incl. VAT',
    );
    await expectAccessible(page, 'bulk renew (dark, 390 px)');
    await page.screenshot({ path: '/tmp/money-renew-dark-390.png', fullPage: true });

    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expectAccessible(page, 'orders list (dark, 390 px)');
    await page.screenshot({ path: '/tmp/money-orders-dark-390.png', fullPage: true });
  });
});

import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, type World } from './fixtures';
import { DEMO_CATALOG } from '@/mock/scenarios/demo/ids';

/*
 * Prices per the account's tax summary (issue 36): a consumer sees prices with VAT, a business without, the VAT
 * beside what it is about to pay; signed out, a private person's prices with a "Prices for companies" switch.
 * `/me`'s `tax` is served here as the demo personas' billing profiles give it (a Swedish consumer, a Swedish
 * company), whatever the mock's own `/me` sends, so that the prices are what this spec is about.
 */

type Tax = { customerType: 'consumer' | 'business'; country: string; vatRate: number; reverseCharge: boolean };
const consumer: Tax = { customerType: 'consumer', country: 'SE', vatRate: 25, reverseCharge: false };
const business: Tax = { customerType: 'business', country: 'SE', vatRate: 25, reverseCharge: false };

// WordPress Small: SEK 72.00 a month + SEK 49.00 once (net); SEK 121.00 due now.
const PLAN = DEMO_CATALOG.withSetupFee;

async function serveTax(page: Page, tax: Tax) {
  await page.route('**/api/v2/me', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, tax } });
  });
}

const card = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Plans' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

const words = {
  en: { domain: 'Primary domain', preview: 'Show the price', price: 'Price' },
  sv: { domain: 'Huvuddomän', preview: 'Visa priset', price: 'Pris' },
};

async function previewOrder(page: Page, lang: keyof typeof words = 'en') {
  await page.goto(`/orders/new?plan=${PLAN.slug}&cycle=monthly`);
  await page.getByLabel(words[lang].domain).fill('blog.nordlicht-example.se');
  await page.getByRole('button', { name: words[lang].preview }).click();
  return page.getByRole('region', { name: words[lang].price, exact: true });
}

test.describe('prices incl. or excl. VAT', () => {
  test.use({ locale: 'en-US' });

  test('signed out: private persons’ prices incl. VAT, companies’ excl. VAT, in the URL', async ({ page, world }) => {
    // Two full pages of plans checked by axe twice (as the catalog's own signed-out test, which allows 90 s).
    test.setTimeout(90_000);
    await useWorld(page, world);
    await page.goto('/catalog');
    const plan = card(page, PLAN.name.en);
    await expect(plan.getByText('SEK 90.00 incl. VAT per month')).toBeVisible();
    await expect(page.getByText('Prices include Swedish VAT (25%).')).toBeVisible();
    const audience = page.getByRole('navigation', { name: 'Show prices for' });
    await expect(audience.getByRole('link', { name: 'Private persons (incl. VAT)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectAccessible(page, 'catalog, private persons');

    await audience.getByRole('link', { name: 'Prices for companies (excl. VAT)' }).click();
    await expect(page).toHaveURL(/prices=companies/);
    await expect(plan.getByText('SEK 72.00 excl. VAT per month')).toBeVisible();
    await page.reload();
    await expect(card(page, PLAN.name.en).getByText('SEK 72.00 excl. VAT per month')).toBeVisible();
    await expectAccessible(page, 'catalog, companies');
  });

  test('a consumer sees prices with VAT on the catalog and the order form', async ({ page, world, signInAs }) => {
    await serveTax(page, consumer);
    await signInAs(world.keys.full);
    await page.goto('/catalog');
    await expect(card(page, PLAN.name.en).getByText('SEK 90.00 incl. VAT per month')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Show prices for' })).toHaveCount(0);

    const price = await previewOrder(page);
    await expect(price.getByRole('definition').last()).toHaveText('SEK 151.25 incl. VAT');
    await expect(price.getByText('Prices include VAT.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order for SEK 151.25 incl. VAT' })).toBeVisible();
    await expectAccessible(page, 'order preview, consumer');
  });

  test('a business sees prices without VAT, and the VAT beside what it is about to pay', async ({
    page,
    world,
    signInAs,
  }) => {
    await serveTax(page, business);
    await signInAs(world.keys.full);
    await page.goto('/catalog');
    await expect(card(page, PLAN.name.en).getByText('SEK 72.00 excl. VAT per month')).toBeVisible();

    const price = await previewOrder(page);
    await expect(price.getByRole('definition').last()).toHaveText(
      'SEK 121.00 excl. VAT · VAT 25% SEK 30.25 · SEK 151.25 incl. VAT',
    );
    await expect(page.getByRole('button', { name: 'Place order for SEK 121.00 excl. VAT' })).toBeVisible();
    await expectAccessible(page, 'order preview, business');
  });
});

test.describe('a real consumer account (the empty scenario: a Swedish private person)', () => {
  test.use({ locale: 'en-US' });

  test('sees prices with VAT on the catalog and the order form, orders, and is invoiced exactly that', async ({
    page,
    makeWorld,
    signInAs,
  }) => {
    // Nothing stood in for: the mock's own /me says what the billing profile says.
    const world = await makeWorld({ scenario: 'empty' });
    await signInAs(world.keys.full);
    await page.goto('/catalog');
    await expect(card(page, PLAN.name.en).getByText('SEK 90.00 incl. VAT per month')).toBeVisible();

    const price = await previewOrder(page);
    await expect(price.getByRole('definition').last()).toHaveText('SEK 151.25 incl. VAT');
    await page.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
    await page.getByRole('button', { name: 'Place order for SEK 151.25 incl. VAT' }).click();
    await expect(page).toHaveURL(/\/orders\/ord_[0-9a-f]+\?placed=1/);
    // The invoice charges what the order form showed: gross, the same figure, never taxed again.
    await expect(page.getByRole('link', { name: /^Pay SEK 151\.25 incl\. VAT/ })).toBeVisible();
    await page
      .getByRole('link', { name: /^Show invoice/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/billing\/invoices\/inv_/);
    const totals = page.getByRole('definition').filter({ hasText: /^SEK\s151\.25\s*incl\.\sVAT$/ });
    await expect(totals.first()).toBeVisible();
    await expect(page.getByText('SEK 30.25', { exact: true }).first()).toBeVisible();
    await expectAccessible(page, 'invoice of a consumer');
  });
});

test.describe('prices on a phone, dark, in Swedish', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'sv-SE', colorScheme: 'dark' });

  test('a business’s order preview with the VAT beside it stays accessible', async ({ page, world, signInAs }) => {
    await serveTax(page, business);
    await signInAs(world.keys.full);
    const price = await previewOrder(page, 'sv');
    await expect(price.getByRole('definition').last()).toHaveText(
      /^121,00\skr exkl\. moms · Moms 25\s%\s30,25\skr · 151,25\skr inkl\. moms$/,
    );
    await expectAccessible(page, 'order preview, business, 390 px dark sv');
  });
});

/** The catalog needs no key, so the test names its world for the mock (mock-only header; the app never sends it). */
async function useWorld(page: Page, world: World) {
  await page.setExtraHTTPHeaders({ 'X-Mock-World': world.worldId });
}

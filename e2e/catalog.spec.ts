import type { Page } from '@playwright/test';
import { expect, expectAccessible, httpStatusConsole, test, type World } from './fixtures';
import { personMenu } from './steps';
import { DEMO_CATALOG } from '@/mock/scenarios/demo/ids';

/** The catalog needs no key, so the test names its world for the mock (mock-only header; the app never sends it). */
async function useWorldCatalog(page: Page, world: World) {
  await page.setExtraHTTPHeaders({ 'X-Mock-World': world.worldId });
}

const plans = (page: Page, list = 'Plans') => page.getByRole('list', { name: list }).getByRole('listitem');
const card = (page: Page, name: string, list = 'Plans') =>
  plans(page, list).filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('plan catalog', () => {
  test.use({ locale: 'en-US' });

  test('signed out: plans with resources and prices, paging to the end', async ({ page, world }) => {
    test.setTimeout(90_000);
    await useWorldCatalog(page, world);
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'See plans and prices' }).click();
    await expect(page).toHaveURL(/\/catalog/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plans and prices' })).toBeVisible();
    await expect(plans(page)).toHaveCount(DEMO_CATALOG.pages[0]);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();

    const first = card(page, DEMO_CATALOG.first.name.en);
    await expect(first.getByText('Personal plan')).toBeVisible();
    await expect(first.getByText('Available', { exact: true })).toBeVisible();
    // Signed out: a private person's prices, with Swedish VAT (29.00 net).
    await expect(first.getByText('SEK 36.25 incl. VAT per month')).toBeVisible();
    await expect(first.getByText('No setup fee')).toBeVisible();
    // cpu and memory null = not published: said once above the list, not on every card (issue 40); the Max plans'
    // null storage = unlimited.
    await expect(
      page.getByText('Some plans do not publish their CPU cores or memory: their cards leave them out.'),
    ).toHaveCount(1);
    await expect(first.getByRole('term').filter({ hasText: /^(CPU cores|Memory)$/ })).toHaveCount(0);
    await expect(page.getByText('Not published')).toHaveCount(0);
    await expect(card(page, 'Web Max').getByText('Unlimited').first()).toBeVisible();
    await expect(
      card(page, DEMO_CATALOG.withSetupFee.name.en).getByText('plus a one-off setup fee of SEK 61.25 incl. VAT'),
    ).toBeVisible();
    await expectAccessible(page, 'catalog signed out');

    await page.getByRole('button', { name: 'Show more plans' }).click();
    await expect(plans(page)).toHaveCount(DEMO_CATALOG.pages[0] + DEMO_CATALOG.pages[1]);
    await page.getByRole('button', { name: 'Show more plans' }).click();
    await expect(plans(page)).toHaveCount(DEMO_CATALOG.total);
    // Counted once, in the toolbar; under the list only that nothing more is to come.
    await expect(page.getByText('All plans are shown.', { exact: true })).toBeVisible();
    await expect(page.getByText(`${DEMO_CATALOG.total} plans shown.`)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show more plans' })).toHaveCount(0);
    await expect(card(page, DEMO_CATALOG.last.name.en).getByText('Out of stock')).toBeVisible();
  });

  test('yearly prices with the saving; the period is in the URL', async ({ page, world }) => {
    await useWorldCatalog(page, world);
    await page.goto('/catalog');
    const periods = page.getByRole('navigation', { name: 'Billing period' });
    await expect(periods.getByRole('link', { name: 'Monthly' })).toHaveAttribute('aria-current', 'page');
    await periods.getByRole('link', { name: /Yearly \(save up to 16%\)/ }).click();
    await expect(page).toHaveURL(/cycle=annually/);
    const small = card(page, DEMO_CATALOG.webSmall.name.en);
    await expect(small.getByText('SEK 575.00 incl. VAT per year')).toBeVisible();
    await expect(small.getByText('Save SEK 115.00 a year compared with paying monthly')).toBeVisible();
    await expect(card(page, DEMO_CATALOG.withSetupFee.name.en).getByText('No setup fee')).toBeVisible();
    await page.reload();
    await expect(card(page, DEMO_CATALOG.webSmall.name.en).getByText('SEK 575.00 incl. VAT per year')).toBeVisible();
  });

  test('out-of-stock plans are visibly unavailable, with the reason', async ({ page, world }) => {
    await useWorldCatalog(page, world);
    await page.goto('/catalog');
    const out = card(page, DEMO_CATALOG.outOfStock.name.en);
    await expect(out.getByText('Out of stock')).toBeVisible();
    await expect(out.getByText(DEMO_CATALOG.outOfStock.reason.en)).toBeVisible();
    const order = out.getByRole('button', { name: `Order ${DEMO_CATALOG.outOfStock.name.en}` });
    await expect(order).toHaveAttribute('aria-disabled', 'true');
    await expect(out.getByRole('link')).toHaveCount(0);
    await expect(
      card(page, DEMO_CATALOG.webSmall.name.en).getByRole('link', { name: /Sign in to order/ }),
    ).toBeVisible();
  });

  test('plan texts in the other language through the catalog’s own switch', async ({ page, world }) => {
    test.setTimeout(90_000);
    await useWorldCatalog(page, world);
    await page.goto('/catalog');
    await expect(card(page, DEMO_CATALOG.webSmall.name.en)).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Language of the plan texts' })
      .getByRole('link', { name: 'Svenska' })
      .click();
    await expect(page).toHaveURL(/texts=sv/);
    await expect(card(page, DEMO_CATALOG.webSmall.name.sv)).toBeVisible();
    await expect(
      card(page, DEMO_CATALOG.outOfStock.name.sv).getByText(DEMO_CATALOG.outOfStock.reason.sv),
    ).toBeVisible();
    // The panel's own words stay English.
    await expect(page.getByRole('heading', { level: 1, name: 'Plans and prices' })).toBeVisible();
    await expectAccessible(page, 'catalog with Swedish plan texts');
  });

  test('502 from the upstream catalog: a clear retry state, then the plans', async ({
    page,
    makeWorld,
    patchWorld,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(502));
    const world = await makeWorld({ catalogOutage: true });
    await useWorldCatalog(page, world);
    await page.goto('/catalog');
    await expect(page.getByRole('heading', { name: 'The plan catalog is temporarily unavailable' })).toBeVisible();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Catalog temporarily unavailable');
    await expect(alert).toContainText(/req_[0-9a-f]{16}/);
    await expectAccessible(page, 'catalog outage');
    await patchWorld(world.worldId, { catalogOutage: false });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(plans(page)).toHaveCount(DEMO_CATALOG.pages[0]);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('signed in, the catalog is in the panel’s navigation', async ({ page, world, signInAs }) => {
    await useWorldCatalog(page, world);
    await signInAs(world.keys.full);
    await page.goto('/orders');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plans and prices' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plans and prices' })).toBeVisible();
    await expect(
      card(page, DEMO_CATALOG.webSmall.name.en).getByRole('link', { name: 'Order Web Small' }),
    ).toBeVisible();
    await expect(personMenu(page)).toBeVisible();
  });
});

test.describe('plan catalog in Swedish', () => {
  test.use({ locale: 'sv-SE' });

  test('the plan texts follow the chosen language', async ({ page, world }) => {
    await useWorldCatalog(page, world);
    await page.goto('/catalog');
    await expect(page.getByRole('heading', { level: 1, name: 'Tjänster och priser' })).toBeVisible();
    const small = card(page, DEMO_CATALOG.webSmall.name.sv, 'Paket');
    await expect(small.getByText('Nivå: Privat')).toBeVisible();
    await expect(small.getByText(/57,50\s*kr inkl\. moms per månad/)).toBeVisible();
    await expect(card(page, DEMO_CATALOG.outOfStock.name.sv, 'Paket').getByText('Slut i lager')).toBeVisible();
    await expectAccessible(page, 'catalog in Swedish');
  });
});

test.describe('plan catalog on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'sv-SE' });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`fits 390 px and stays accessible (${colorScheme})`, async ({ page, world }) => {
      await page.emulateMedia({ colorScheme });
      await useWorldCatalog(page, world);
      await page.goto('/catalog?cycle=annually');
      await expect(plans(page, 'Paket')).toHaveCount(DEMO_CATALOG.pages[0]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await expectAccessible(page, `catalog at 390 px, ${colorScheme}`);
      await page.screenshot({ path: `/tmp/orders-catalog-390-${colorScheme}.png` });
    });
  }
});

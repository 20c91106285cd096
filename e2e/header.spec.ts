import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openPersonMenu, overflow, personMenu } from './steps';

/**
 * Issue 40, "One header": the frame is one row at 1280 px (brand, areas, search, the person menu) and one bar of at
 * most 64 px on a phone, nothing lost (the areas behind "Menu", the rest in the person menu); who is signed in is said
 * in words, without key jargon; the menu works from the keyboard.
 */

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not drawn');
  return found;
};

/**
 * Every item's box lies within the header's one band (top to bottom), the band is one row high, and the items stand
 * side by side in their order, none over the next, all within the window.
 */
async function expectOneRow(page: Page, items: Locator[]) {
  const header = await box(page.getByRole('banner'));
  expect(header.height).toBeLessThanOrEqual(64);
  let right = header.x;
  for (const item of items) {
    const each = await box(item);
    expect(each.y).toBeGreaterThanOrEqual(header.y);
    expect(each.y + each.height).toBeLessThanOrEqual(header.y + header.height);
    expect(each.x).toBeGreaterThanOrEqual(right);
    right = each.x + each.width;
  }
  expect(right).toBeLessThanOrEqual(header.x + header.width);
}

const LANGUAGES = [
  {
    locale: 'en-US',
    areas: ['Servers', 'Web hosting', 'Domains', 'Orders', 'Billing', 'Plans and prices', 'Support tickets'],
    search: 'Search',
    menu: 'Menu',
    signedIn: 'Signed in as Astrid Lindqvist',
    items: { radio: 'Svenska', theme: 'Theme', log: 'Account log', signOut: 'Sign out', operations: 'Operations' },
    links: ['Account log', 'Account', 'API keys', 'Team', 'Sessions'],
  },
  {
    locale: 'sv-SE',
    areas: [
      'Servrar',
      'Webbhotell',
      'Domäner',
      'Beställningar',
      'Fakturering',
      'Tjänster och priser',
      'Supportärenden',
    ],
    search: 'Sök',
    menu: 'Meny',
    signedIn: 'Inloggad som Astrid Lindqvist',
    items: { radio: 'English', theme: 'Tema', log: 'Kontologg', signOut: 'Logga ut', operations: 'Åtgärder' },
    links: ['Kontologg', 'Konto', 'API-nycklar', 'Team', 'Inloggningar'],
  },
] as const;

for (const language of LANGUAGES) {
  test.describe(`the header (${language.locale})`, () => {
    test.use({ locale: language.locale });

    test('at 1280 px: brand, every area, search and the person menu in one row', async ({ page, world, signInAs }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await signInAs(world.keys.full);
      await page.goto('/vps');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const banner = page.getByRole('banner');
      const nav = banner.getByRole('navigation', { name: /Main|Huvudmeny/ });
      const links = language.areas.map((area) => nav.getByRole('link', { name: area, exact: true }));
      for (const link of links) await expect(link).toBeVisible();
      await expectOneRow(page, [
        banner.getByRole('link', { name: /Control panel|Kontrollpanel/ }),
        ...links,
        banner.getByRole('button', { name: language.search }),
        personMenu(page),
      ]);
      // Who is signed in, in words; no scopes counted, no key jargon.
      await expect(personMenu(page)).toHaveText('Astrid Lindqvist');
      await expect(banner).not.toContainText(/scope|behörighet/i);
    });

    test('at 390 px: one bar of at most 64 px, every area behind Menu, the rest in the person menu', async ({
      page,
      world,
      signInAs,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAs(world.keys.full);
      await page.goto('/vps');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const banner = page.getByRole('banner');
      const menu = banner.getByRole('button', { name: language.menu, exact: true });
      const search = banner.getByRole('button', { name: language.search });
      await expectOneRow(page, [menu, search, personMenu(page)]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      await menu.click();
      for (const area of language.areas)
        await expect(banner.getByRole('link', { name: area, exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeFocused();

      await openPersonMenu(page);
      await expect(banner.getByText(language.signedIn)).toBeVisible();
      await expect(banner.getByRole('radio', { name: language.items.radio })).toBeVisible();
      await expect(banner.getByRole('combobox', { name: language.items.theme })).toBeVisible();
      await expect(banner.getByRole('button', { name: language.items.operations })).toBeVisible();
      await expect(banner.getByRole('button', { name: language.items.signOut })).toBeVisible();
      const account = banner.getByRole('navigation', { name: /Your account|Ditt konto/ });
      await expect(account.getByRole('link')).toHaveText([...language.links]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });

    test('the person menu from the keyboard: Enter opens it, Tab walks it, Escape closes it and focus returns', async ({
      page,
      world,
      signInAs,
    }) => {
      await signInAs(world.keys.full);
      await page.goto('/vps');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const button = personMenu(page);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const banner = page.getByRole('banner');
      await page.keyboard.press('Tab');
      // The group's chosen language takes the focus (a radio group is one Tab stop).
      await expect(banner.getByRole('radio', { checked: true })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
      await expect(banner.getByRole('button', { name: language.items.signOut })).toBeHidden();
      // A click elsewhere closes it too.
      await button.click();
      await page.getByRole('heading', { level: 1 }).click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  });
}

test('an API key sign-in says the key’s name in words, and read-only plainly', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Start read-only demo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const button = page.getByRole('banner').getByRole('button', { name: 'Key “readonly”' });
  await button.click();
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Signed in with the key “readonly”')).toBeVisible();
  await expect(banner.getByText('Read-only: you can look at everything, but not change anything.')).toBeVisible();
  await expect(banner.getByText('Account: Astrid Lindqvist')).toBeVisible();
  await expect(banner).not.toContainText(/\d+ scopes|read-only key/);
});

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`the header, open and closed, passes axe at ${width} px, ${scheme}`, async ({ page, world, signInAs }) => {
      await signInAs(world.keys.full);
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/vps');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `header at ${width} px, ${scheme}`);
      await openPersonMenu(page);
      await expectAccessible(page, `person menu open at ${width} px, ${scheme}`);
      await page.screenshot({ path: `test-results/header/${width}-${scheme}.png` });
    });
  }
}

import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openPersonMenu, overflow } from './steps';

/**
 * Issue 22, the theme: light, dark or the system's setting, chosen in the header and on the sign-in page, kept on
 * the device, followed by other tabs, and on the page before the first paint (the boot script sets
 * `<html data-theme>`; the static frame in index.html is drawn in it), so a reload never flashes the other theme.
 */

/** The page's background (src/ui/tokens.css `--bg`, on <html> by styles.css), as the browser computes it. */
const LIGHT_BG = 'rgb(245, 246, 248)';
const DARK_BG = 'rgb(17, 19, 24)';
/** The header's and the sign-in card's `--surface`. */
const LIGHT_SURFACE = 'rgb(255, 255, 255)';
const DARK_SURFACE = 'rgb(26, 29, 36)';

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const colorScheme = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
const backgroundOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

const themeSelect = (page: Page, name = 'Theme') => page.getByRole('combobox', { name });

/**
 * One pixel of a screenshot as `rgb(r, g, b)`, read in a blank page of the test's own (the app's pages forbid data:
 * images, as they should).
 */
async function pixelAt(blank: Page, png: Buffer, x: number, y: number): Promise<string> {
  return blank.evaluate(
    async ({ data, x, y }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(image, 0, 0);
      const [r, g, b] = context.getImageData(x, y, 1, 1).data;
      return `rgb(${r}, ${g}, ${b})`;
    },
    { data: png.toString('base64'), x, y },
  );
}

/** The app's own scripts (the entry) never arrive: what is on screen is what index.html and the boot script drew. */
const ENTRY = /\/assets\/index-[^/]+\.js$/;

test.describe('the theme switch', () => {
  test.use({ locale: 'en-US' });

  for (const width of [1280, 390]) {
    test(`dark chosen on a light system: a reload is dark from its first frame (${width} px)`, async ({
      page,
      world,
      signInAs,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.emulateMedia({ colorScheme: 'light' });
      await signInAs(world.keys.full);
      await page.goto('/vps');
      await expect(page.getByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();
      await openPersonMenu(page);
      const select = themeSelect(page);
      await expect(select).toHaveValue('system');
      await expect(select.locator('option:checked')).toHaveText('System');
      expect(await pageBackground(page)).toBe(LIGHT_BG);

      await select.selectOption({ label: 'Dark' });
      await expect(select.locator('option:checked')).toHaveText('Dark');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await pageBackground(page)).toBe(DARK_BG);
      expect(await colorScheme(page)).toBe('dark');

      // The reload, with the app's entry refused: only the boot script and the stylesheet run, as in the first frame.
      consoleErrors.allow(/ERR_FAILED/);
      await page.route(ENTRY, (route) => route.abort());
      await page.reload();
      const frame = page.locator('#root > .static-shell:visible');
      await expect(frame).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await pageBackground(page)).toBe(DARK_BG);
      expect(await colorScheme(page)).toBe('dark');
      expect(await backgroundOf(frame.locator('.header'))).toBe(DARK_SURFACE);
      // The signed-in frame's row has no theme switch (it is in the person menu, issue 40): the row is the app's.
      await expect(frame.locator('.theme-switch')).toBeHidden();
      const frameHeader = await frame.locator('.header').boundingBox();
      await page.screenshot({ path: `/tmp/theme-first-frame-dark-${width}.png` });

      // The app takes over in the same theme, its header where the frame's was.
      await page.unroute(ENTRY);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();
      await expect(page.locator('#root > .static-shell')).toHaveCount(0);
      expect(await page.getByRole('banner').boundingBox()).toEqual(frameHeader);
      await openPersonMenu(page);
      await expect(themeSelect(page)).toHaveValue('dark');
      expect(await pageBackground(page)).toBe(DARK_BG);
    });
  }

  test('a new visit’s very first frame is dark: its first screenshot, taken while the app’s code is held back', async ({
    page,
    context,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/vps');
    await openPersonMenu(page);
    await themeSelect(page).selectOption({ label: 'Dark' });
    await page.close();

    const visit = await context.newPage();
    await visit.emulateMedia({ colorScheme: 'light' });
    // Held: nothing of the app's code arrives until the first frame has been looked at.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await visit.route(ENTRY, async (route) => {
      await held;
      await route.continue();
    });
    await visit.goto('/domains', { waitUntil: 'commit' });
    // The first frame, drawn by the boot script and the stylesheet alone (the entry is held), captured once it is
    // laid out: before the first paint there is nothing to capture.
    const frame = visit.locator('#root > .static-shell--sign-in');
    await expect(frame).toBeVisible();
    const shot = await visit.screenshot({ path: '/tmp/theme-first-frame-commit.png' });
    const decoder = await context.newPage();
    // This tab is not signed in (a session is per tab): the sign-in frame, its card on the page's background.
    expect(await pixelAt(decoder, shot, 1000, 400)).toBe(DARK_BG);
    expect(await pixelAt(decoder, shot, 640, 165)).toBe(DARK_SURFACE);
    await decoder.close();
    release();
    await expect(visit.getByRole('heading', { level: 1, name: 'Sign in', exact: true })).toBeVisible();
    expect(await pageBackground(visit)).toBe(DARK_BG);
  });

  test('light chosen on a dark system stays light, and the system’s setting follows the system', async ({
    page,
    world,
    signInAs,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInAs(world.keys.full);
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    expect(await pageBackground(page)).toBe(DARK_BG);

    await openPersonMenu(page);
    await themeSelect(page).selectOption({ label: 'Light' });
    expect(await pageBackground(page)).toBe(LIGHT_BG);
    expect(await colorScheme(page)).toBe('light');
    expect(await backgroundOf(page.locator('header'))).toBe(LIGHT_SURFACE);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    expect(await pageBackground(page)).toBe(LIGHT_BG);

    await openPersonMenu(page);
    await themeSelect(page).selectOption({ label: 'System' });
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    expect(await pageBackground(page)).toBe(DARK_BG);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await pageBackground(page)).toBe(LIGHT_BG);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await pageBackground(page)).toBe(DARK_BG);
    expect(await colorScheme(page)).toBe('dark');
  });

  test('is reached and changed with the keyboard', async ({ page, world, signInAs }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signInAs(world.keys.full);
    await page.goto('/vps');
    await expect(page.getByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();
    await openPersonMenu(page);
    const select = themeSelect(page);
    // From the language switch (its checked option is its one stop), the next stop is the theme.
    await page.getByRole('radio', { name: 'English' }).focus();
    await page.keyboard.press('Tab');
    await expect(select).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue('light');
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await pageBackground(page)).toBe(DARK_BG);
  });

  test('the choice is kept for a new page, and an open tab follows a change made in another', async ({
    page,
    context,
    world,
    signInAs,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signInAs(world.keys.full);
    await page.goto('/hosting');
    await expect(page.getByRole('heading', { level: 1, name: 'Web hosting' })).toBeVisible();
    await openPersonMenu(page);
    await themeSelect(page).selectOption({ label: 'Dark' });

    const second = await context.newPage();
    await second.emulateMedia({ colorScheme: 'light' });
    // A public page (a new tab of a signed-in browser is signed in too, so not the sign-in page).
    await second.goto('/support/open-view');
    await expect(second.getByRole('heading', { name: 'Open a customer’s view' })).toBeVisible();
    await expect(themeSelect(second)).toHaveValue('dark');
    expect(await pageBackground(second)).toBe(DARK_BG);

    // Changed in the second tab: the first follows without a reload, its switch included.
    await themeSelect(second).selectOption({ label: 'Light' });
    await expect(themeSelect(page)).toHaveValue('light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await pageBackground(page)).toBe(LIGHT_BG);
    await themeSelect(second).selectOption({ label: 'System' });
    await expect(themeSelect(page)).toHaveValue('system');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    await second.close();
  });
});

test.describe('the theme switch in Swedish', () => {
  test.use({ locale: 'sv-SE' });

  test('says its choices in Swedish, and the static frame says the choice too', async ({ page, consoleErrors }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Logga in', exact: true })).toBeVisible();
    const select = themeSelect(page, 'Tema');
    await expect(select.locator('option')).toHaveText(['System', 'Ljust', 'Mörkt']);
    await expect(select.locator('option:checked')).toHaveText('System');
    await select.selectOption({ label: 'Mörkt' });
    await expect(select.locator('option:checked')).toHaveText('Mörkt');
    expect(await pageBackground(page)).toBe(DARK_BG);

    consoleErrors.allow(/ERR_FAILED/);
    await page.route(ENTRY, (route) => route.abort());
    await page.reload();
    const frame = page.locator('#root > .static-shell:visible');
    await expect(frame.locator('.theme-switch__select')).toHaveText('Mörkt', { useInnerText: true });
    expect(await backgroundOf(frame.locator('.sign-in__card'))).toBe(DARK_SURFACE);
  });
});

/** Axe, overflow at 390 px and a screenshot at 1280 and 390 px, for a theme chosen against the system's opposite. */
async function checkTheme(page: Page, label: string, theme: 'light' | 'dark', select: Locator, name: string) {
  const slug = label.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  await page.emulateMedia({ colorScheme: theme === 'dark' ? 'light' : 'dark' });
  await select.selectOption({ label: name });
  expect(await pageBackground(page)).toBe(theme === 'dark' ? DARK_BG : LIGHT_BG);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(select).toBeVisible();
    if (width === 390) expect(await overflow(page), `${label} fits 390 px (${theme})`).toBeLessThanOrEqual(0);
    await expectAccessible(page, `${label} at ${width} px, ${theme} theme`);
    await page.screenshot({ path: `/tmp/theme-${slug}-${width}-${theme}.png` });
  }
}

for (const { locale, language, names, select, heading, signInHeading, menu } of [
  {
    locale: 'en-US',
    language: 'en',
    names: { light: 'Light', dark: 'Dark' },
    select: 'Theme',
    heading: 'Servers',
    signInHeading: 'Sign in',
    menu: 'Menu',
  },
  {
    locale: 'sv-SE',
    language: 'sv',
    names: { light: 'Ljust', dark: 'Mörkt' },
    select: 'Tema',
    heading: 'Servrar',
    signInHeading: 'Logga in',
    menu: 'Meny',
  },
] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`the theme switch's looks (${language}, ${theme})`, () => {
      test.use({ locale });

      test('sign-in at 1280 and 390 px', async ({ page }) => {
        await page.goto('/sign-in');
        await expect(page.getByRole('heading', { level: 1, name: signInHeading, exact: true })).toBeVisible();
        await checkTheme(page, `sign-in ${language}`, theme, themeSelect(page, select), names[theme]);
      });

      test('the signed-in shell at 1280 and 390 px, and its phone menu', async ({ page, world, signInAs }) => {
        await signInAs(world.keys.full);
        await page.goto('/vps');
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await openPersonMenu(page);
        await checkTheme(page, `servers ${language}`, theme, themeSelect(page, select), names[theme]);
        // Left at 390 px: the areas open under the header, in the theme chosen.
        await page.getByRole('button', { name: menu, exact: true }).click();
        await expect(page.getByRole('link', { name: heading })).toBeVisible();
        await expectAccessible(page, `servers ${language} at 390 px, menu open, ${theme} theme`);
        await page.screenshot({ path: `/tmp/theme-servers-${language}-390-menu-${theme}.png` });
      });
    });
  }
}

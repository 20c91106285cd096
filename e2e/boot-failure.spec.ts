import type { Page, Route } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

/**
 * Issue 35, item 8: when the app's scripts cannot load or start, the static frame says so in the customer's language
 * with a Reload button (src/boot/boot-failure.ts), never "Loading…" for ever.
 */

const REACT_DOM = /\/assets\/react-dom-[^/]+\.js$/;
const ENTRY = /\/assets\/index-[^/]+\.js$/;
/** Every catalog of words in Swedish, the core words (the first asked for) among them. */
const SWEDISH_WORDS = /\/assets\/sv-[^/]+\.js$/;

const WORDS = {
  en: {
    message: /The control panel could not be loaded\. Check your connection, then reload the page\./,
    reload: 'Reload',
  },
  sv: {
    message: /Kontrollpanelen kunde inte laddas\. Kontrollera anslutningen och ladda sedan om sidan\./,
    reload: 'Ladda om',
  },
};

async function expectFailure(page: Page, language: 'en' | 'sv') {
  const words = WORDS[language];
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(words.message);
  await expect(alert.getByRole('button', { name: words.reload, exact: true })).toBeVisible();
  // Said once, in one language: the other frame's copy and the other language's words are not shown.
  await expect(page.getByText(words.message).filter({ visible: true })).toHaveCount(1);
  await expect(page.getByText(WORDS[language === 'en' ? 'sv' : 'en'].message).filter({ visible: true })).toHaveCount(0);
  await expect(page.locator('.static-shell__pending')).toBeHidden();
}

test.describe('an app that cannot start', () => {
  test.use({ locale: 'en-US' });

  test('React DOM’s chunk refused: the frame says so in English, and Reload brings the app', async ({
    page,
    world,
    signInAs,
    consoleErrors,
  }) => {
    consoleErrors.allow(/ERR_FAILED|could not start/);
    await signInAs(world.keys.full);
    await page.route(REACT_DOM, (route) => route.abort());
    await page.goto('/vps');
    await expectFailure(page, 'en');
    // The frame around it stays: the brand and the screen's heading where the app draws them.
    await expect(page.getByText('Servers', { exact: true }).first()).toBeVisible();
    await expectAccessible(page, 'the frame saying the app could not start');
    await page.screenshot({ path: test.info().outputPath('boot-failed-vps.png') });

    await page.unroute(REACT_DOM);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: WORDS.en.message })).toHaveCount(0);
  });

  test('the app’s entry refused on the sign-in page: the same, in English', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/ERR_FAILED/);
    await page.route(ENTRY, (route) => route.abort());
    await page.goto('/sign-in');
    await expectFailure(page, 'en');
  });

  test.describe('in Swedish', () => {
    test.use({ locale: 'sv-SE' });

    test('the core words refused: the frame says so in Swedish, without them', async ({ page, consoleErrors }) => {
      consoleErrors.allow(/ERR_FAILED|could not start/);
      await page.route(SWEDISH_WORDS, (route) => route.abort());
      await page.goto('/sign-in');
      await expectFailure(page, 'sv');
      await expectAccessible(page, 'the sign-in frame saying the app could not start');
      await page.screenshot({ path: test.info().outputPath('boot-failed-sign-in-sv.png') });
    });

    test('React DOM’s chunk refused on a signed-in screen: said in Swedish', async ({
      page,
      world,
      signInAs,
      consoleErrors,
    }) => {
      consoleErrors.allow(/ERR_FAILED|could not start/);
      await signInAs(world.keys.full);
      await page.route(REACT_DOM, (route) => route.abort());
      await page.goto('/domains');
      await expectFailure(page, 'sv');
    });
  });

  test('a chunk that never arrives: after the bound the frame offers a reload, not before', async ({
    page,
    world,
    signInAs,
    consoleErrors,
  }) => {
    // The held chunk is let go (failed) at the end.
    consoleErrors.allow(/ERR_FAILED|could not start/);
    await signInAs(world.keys.full);
    // The page's clock (it also goes on with real time), so the bound (20 s) passes without waiting it out.
    await page.clock.install();
    const held: Route[] = [];
    let requested: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => {
      requested = resolve;
    });
    await page.route(REACT_DOM, (route) => {
      held.push(route);
      requested();
    });
    await page.goto('/vps');
    await asked;
    await expect(page.getByText('Control panel', { exact: true }).filter({ visible: true })).toBeVisible();
    await page.clock.runFor(10_000);
    // Still waiting, and saying nothing is wrong: the servers the boot script drew from its read
    // (src/boot/first-rows.ts) and how many there are, no alert.
    await expect(page.getByText('app-01', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(page.getByText(/^\d+ servers$/).filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.clock.runFor(10_000);
    await expectFailure(page, 'en');
    // Let the held request go, so the page closes cleanly.
    await Promise.all(held.map((route) => route.abort()));
  });
});

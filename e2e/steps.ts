import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_PEOPLE } from '../src/mock/scenarios/demo/ids';
import { expect, expectAccessible } from './fixtures';

/**
 * Steps that specs of every area repeat: open a dialog from its button, confirm it, wait for an operation shown
 * in place. Each is what a user does, with role and name locators only.
 */

/** How far the page scrolls sideways (0 when it fits the viewport). */
export const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Clicks the control that opens a dialog and returns the dialog, once it is open. */
export async function openDialog(page: Page, opener: Locator, name: string | RegExp): Promise<Locator> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Presses the dialog's button that sends (or does) what it asks, and waits until the dialog has closed. */
export async function confirmDialog(dialog: Locator, button: string | RegExp): Promise<void> {
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** Waits until an operation's progress (a status in place) says it has completed. */
export async function expectOperationDone(progress: Locator, timeout = 15_000): Promise<void> {
  await expect(progress).toContainText('Completed', { timeout });
}

/**
 * Saves a screenshot of a look to look at by eye (no test reads it), only when `E2E_SCREENSHOTS=1`: a full-page
 * capture costs about a second, and the suite takes several hundred of them.
 */
export async function saveLook(page: Page, path: string, fullPage = true): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === '1') await page.screenshot({ path, fullPage });
}

/**
 * Axe at 1280 and 390 px, light and dark, with a full-page screenshot of each (in /tmp, `<prefix>-<label>-…png`, to
 * look at, with `E2E_SCREENSHOTS=1`: see saveLook), and nothing wider than a phone at 390 px. Leaves the page at
 * 1280 px, light.
 */
export async function checkEveryLook(page: Page, label: string, prefix: string) {
  const slug = label.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      if (width === 390) expect(await overflow(page), `${label} fits 390 px (${scheme})`).toBeLessThanOrEqual(0);
      await expectAccessible(page, `${label} at ${width} px, ${scheme}`);
      await saveLook(page, `/tmp/${prefix}-${slug}-${width}-${scheme}.png`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A write the page sent to the API: method, path and body. */
export interface SentWrite {
  method: string;
  path: string;
  body: string | null;
}

/** Records every API request the page sends that would change something, to assert what left and what did not. */
export function recordWrites(page: Page): SentWrite[] {
  const writes: SentWrite[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' || !url.pathname.startsWith('/api/')) return;
    writes.push({ method: request.method(), path: url.pathname, body: request.postData() });
  });
  return writes;
}

/** The key's scopes as sign-in learns them (`GET /api/v2/me`). */
export async function scopesOf(request: APIRequestContext, key: string): Promise<string[]> {
  const response = await request.get('/api/v2/me', { headers: { Authorization: `Bearer ${key}` } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { key: { scopes: string[] } };
  return body.key.scopes;
}

/** Whom the person menu can be named for: the demo's people, or a key ("Key “…”"). */
const signedInNames = new RegExp(
  `^(${[...new Set(Object.values(DEMO_PEOPLE).map((person) => person.name))].join('|')}|Key “|Nyckeln ”)`,
);

/** The header's person menu button (issue 40): named for who is signed in (a demo person, or the key). */
export const personMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: signedInNames });

/** Opens the header's person menu (language, theme, account log, operations, share view, sign-out), if closed. */
export async function openPersonMenu(page: Page): Promise<Locator> {
  const button = personMenu(page);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('banner');
}

/** Picks a language in the header's person menu ("Svenska", "English"), as a signed-in person does, then closes it. */
export async function chooseLanguage(page: Page, language: 'Svenska' | 'English'): Promise<void> {
  const banner = await openPersonMenu(page);
  await banner.getByRole('radio', { name: language }).check();
  // Closed again (Escape, focus back on its button), as a person does before going on with the page.
  await page.keyboard.press('Escape');
  await expect(personMenu(page)).toHaveAttribute('aria-expanded', 'false');
}

/** Signs out through the header's person menu. */
export async function signOutFromMenu(page: Page, label: 'Sign out' | 'Logga ut' = 'Sign out'): Promise<void> {
  const banner = await openPersonMenu(page);
  await banner.getByRole('button', { name: label }).click();
}

/** The operations drawer's button, in the header's person menu (opened). */
export async function operationsButton(page: Page): Promise<Locator> {
  const banner = await openPersonMenu(page);
  return banner.getByRole('button', { name: /^(Operations|Åtgärder)/ });
}

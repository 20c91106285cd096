import type { Page } from '@playwright/test';
import { DEMO_CONSOLE, DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { expect, expectAccessible, test } from './fixtures';
import { overflow } from './steps';

/**
 * The serial console (issue 38, src/api/endpoints/console.ts): a page of its own, xterm.js over a WebSocket opened
 * with a ticket. The page's readable log (`role="log"`) is what a screen reader hears, and what these tests read.
 */

const { web, db } = DEMO_VPS;

const consoleLog = (page: Page) => page.getByRole('log', { name: 'Console output' });
const terminalInput = (page: Page) => page.getByRole('textbox', { name: `Keyboard input to ${web.name}` });

/** A paste as the browser delivers it to xterm's field (what Ctrl+V with this text on the clipboard does). */
async function paste(page: Page, text: string) {
  await terminalInput(page).evaluate((field, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    field.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

async function logIn(page: Page) {
  await expect(consoleLog(page)).toContainText(`${web.name} login:`);
  await terminalInput(page).focus();
  await page.keyboard.type(DEMO_CONSOLE.user);
  await page.keyboard.press('Enter');
  await expect(consoleLog(page)).toContainText('Password:');
  // The password prompt takes a paste (bracketed paste): what a password manager's copy gives.
  await paste(page, DEMO_CONSOLE.password);
  await page.keyboard.press('Enter');
  await expect(consoleLog(page)).toContainText(`root@${web.name}:~#`);
}

test.describe('serial console', () => {
  test('opens from the server, logs in with a pasted password, echoes åäö, survives a drop', async ({
    page,
    world,
    signInAs,
    request,
  }) => {
    await signInAs(world.keys.full);
    await page.goto(`/vps/${web.id}`);
    await page.getByRole('link', { name: 'Open the console' }).click();
    await expect(page).toHaveURL(new RegExp(`/vps/${web.id}/console$`));
    await expect(page.getByRole('heading', { level: 1, name: `Console of ${web.name}` })).toBeVisible();
    await expect(page.getByText('The session ends after 10 minutes without input.', { exact: false })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Connected.' })).toBeVisible();

    await logIn(page);
    await page.keyboard.type('echo åäö');
    await page.keyboard.press('Enter');
    await expect(consoleLog(page).getByText('åäö', { exact: true })).toBeAttached();
    await expectAccessible(page, 'console, logged in');

    // The network drops: the page says so, and nothing reconnects until asked.
    const dropped = await request.post(`/__mock/worlds/${world.worldId}/console/drop`, { data: {} });
    expect(await dropped.json()).toEqual({ dropped: 1 });
    await expect(page.getByText('The connection to the console dropped.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Reconnect' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Connected.' })).toBeVisible();
    // A new connection is a new login (a new ticket: the old one was spent).
    await expect(consoleLog(page)).toContainText(`${web.name} login:`);
    await expect(consoleLog(page)).not.toContainText('åäö');

    // The account log says who opened the console, twice.
    await page.goto('/account-log');
    await expect(page.getByRole('row').filter({ hasText: 'Open a server’s console' })).toHaveCount(2);
  });

  test('types the clipboard key by key, and Esc twice leaves the terminal', async ({
    page,
    context,
    world,
    signInAs,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(world.keys.full);
    await page.goto(`/vps/${web.id}/console`);
    await logIn(page);
    await page.evaluate(() => navigator.clipboard.writeText('echo typed-from-clipboard'));
    await page.getByRole('button', { name: 'Type the clipboard' }).click();
    await expect(page.getByText('Typed 25 characters from the clipboard.')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(consoleLog(page).getByText('typed-from-clipboard', { exact: true })).toBeAttached();

    // Tab is the server's key inside the terminal; Escape twice is the way out, to the controls after it.
    await terminalInput(page).focus();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Type the clipboard' })).toBeFocused();
    await expect(page.getByText('You left the terminal.', { exact: false })).toBeVisible();
  });

  test('a stopped server says why its console cannot open', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/vps/${db.id}`);
    const button = page.getByRole('button', { name: 'Open the console' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await page.goto(`/vps/${db.id}/console`);
    await expect(page.getByText('The console cannot be opened now.')).toBeVisible();
    await expect(page.getByText('The server is not running. Start it first.')).toBeVisible();
    await expect(page.getByRole('log')).toHaveCount(0);
  });

  test('the palette opens the console of a server by name, and says why not for a stopped one', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto('/vps');
    await expect(page.getByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.keyboard.type(`open the console of ${db.name}`);
    const palette = page.getByRole('dialog', { name: 'Find anything, do anything' });
    const stopped = palette.getByRole('option', { name: new RegExp(`^Open the console of ${db.name}`) });
    await expect(stopped).toContainText('not running');
    await expect(stopped).toHaveAttribute('aria-disabled', 'true');
    await palette.getByRole('combobox').fill(`open the console of ${web.name}`);
    const running = palette.getByRole('option', { name: new RegExp(`^Open the console of ${web.name}`) });
    await expect(running).not.toHaveAttribute('aria-disabled');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/vps/${web.id}/console$`));
    await expect(page.getByRole('heading', { level: 1, name: `Console of ${web.name}` })).toBeVisible();
  });

  test('opens in a window of its own, signed in', async ({ page, context, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/vps/${web.id}/console`);
    await expect(page.getByRole('status').filter({ hasText: 'Connected.' })).toBeVisible();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Open in a new window' }).click(),
    ]);
    await expect(popup.getByRole('heading', { level: 1, name: `Console of ${web.name}` })).toBeVisible();
    await expect(popup.getByRole('log', { name: 'Console output' })).toContainText(`${web.name} login:`);
    // This tab's console ended and went back to the server.
    await expect(page).toHaveURL(new RegExp(`/vps/${web.id}$`));
  });
});

for (const locale of ['en-GB', 'sv-SE'] as const) {
  test.describe(`console page: axe at 1280 and 390 px, light and dark (${locale})`, () => {
    test.use({ locale });
    test('every width and scheme', async ({ page, world, signInAs }) => {
      test.slow(); // four axe runs
      await signInAs(world.keys.full);
      const heading = locale === 'sv-SE' ? `Konsol för ${web.name}` : `Console of ${web.name}`;
      for (const width of [1280, 390]) {
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.setViewportSize({ width, height: 844 });
          await page.emulateMedia({ colorScheme });
          await page.goto(`/vps/${web.id}/console`);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await expect(page.getByRole('log')).toContainText(`${web.name} login:`);
          expect(await overflow(page), `${width} ${colorScheme}`).toBe(0);
          await expectAccessible(page, `console at ${width} px, ${colorScheme}, ${locale}`);
          await page.screenshot({ path: `/tmp/console-${locale}-${width}-${colorScheme}.png` });
        }
      }
    });
  });
}

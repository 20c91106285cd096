import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { personMenu } from './steps';
import { openView, shareView } from './view-bundle-steps';
import { DEMO_BILLING, DEMO_HOSTING, DEMO_SUPPORT_CONVERSATIONS } from '@/mock/scenarios/demo/ids';

/**
 * Issue 35, items 10 and 11: a replay of a customer's view is this tab's alone (leaving it signs no other tab out and
 * forgets no draft), and the bundle's external links (a payment page, a control panel) are text in it.
 */

const open = DEMO_SUPPORT_CONVERSATIONS.openForReplies;
const replyBox = (page: Page) => page.getByRole('textbox', { name: 'Your reply' });

/** Storage changes another tab of the browser made, in the order they arrived, from now on. */
async function watchStorage(page: Page) {
  await page.evaluate(() => {
    const seen: (string | null)[] = [];
    Object.assign(window, { __storageSeen: seen });
    window.addEventListener('storage', (event) => seen.push(event.key));
  });
  return () => page.evaluate(() => (window as unknown as { __storageSeen: (string | null)[] }).__storageSeen);
}

test.describe('a replay beside the other tabs of the browser', () => {
  test.use({ locale: 'en-US' });

  test('leaving a replay in one tab leaves the other signed in, with its draft', async ({
    page,
    context,
    world,
    signInAs,
  }, testInfo) => {
    await signInAs(world.keys.full);
    await page.goto(`/support/tickets/${open.number}`);
    const ticket = page.getByRole('heading', { level: 1 });
    await expect(ticket).toBeVisible();
    await replyBox(page).fill('Half a reply, kept as a draft.');
    const file = await shareView(page, testInfo.outputPath('view.json'), 'en');
    await page.keyboard.press('Escape');
    const seen = await watchStorage(page);

    // Support opens the file in a second tab of the same browser, and leaves the replay.
    const replay = await context.newPage();
    await openView(replay, file);
    await expect(replay.getByText(/Replay of a customer’s view from/)).toBeVisible();
    await replay.getByRole('button', { name: 'Leave the replay' }).click();
    await expect(replay.getByRole('heading', { name: 'Open a customer’s view' })).toBeVisible();
    // A storage change after the leaving: the first tab has heard all the replay's tab said before it.
    await replay.evaluate(() => {
      localStorage.setItem('e2e.after-leaving', '1');
      localStorage.removeItem('e2e.after-leaving');
    });
    await expect.poll(seen).toContain('e2e.after-leaving');

    // The first tab is still signed in on its ticket, its reply as it was, and the draft is kept on the device.
    await expect(page).toHaveURL(new RegExp(`/support/tickets/${open.number}$`));
    await expect(ticket).toBeVisible();
    await expect(personMenu(page)).toBeVisible();
    await expect(replyBox(page)).toHaveValue('Half a reply, kept as a draft.');
    await page.reload();
    await expect(replyBox(page)).toHaveValue('Half a reply, kept as a draft.');
  });

  test('a replay shows the customer’s payment and control panel links as text, never as links', async ({
    page,
    browser,
    world,
    signInAs,
  }, testInfo) => {
    const overdue = DEMO_BILLING.invoices.overdue.number;
    await signInAs(world.keys.full);
    await page.goto('/');
    const pay = page.getByRole('link', { name: `Pay invoice ${overdue} (opens in a new tab)` });
    await expect(pay).toHaveAttribute('href', /^https:\/\//);
    const payAddress = await pay.getAttribute('href');
    const home = await shareView(page, testInfo.outputPath('home.json'), 'en');
    await page.keyboard.press('Escape');
    await page.goto(`/hosting/${DEMO_HOSTING.main.id}`);
    const panel = page.getByRole('link', { name: /Open control panel/ }).first();
    await expect(panel).toHaveAttribute('href', /^https:\/\//);
    const panelAddress = await panel.getAttribute('href');
    const hosting = await shareView(page, testInfo.outputPath('hosting.json'), 'en');

    const support = await browser.newContext({ locale: 'en-US' });
    const replay = await support.newPage();
    await openView(replay, home);
    await expect(replay.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(
      replay.getByText(
        `Pay invoice ${overdue} (a link to ${payAddress} in the customer’s view, not opened in a replay)`,
      ),
    ).toBeVisible();
    await expect(replay.getByRole('link', { name: /Pay invoice/ })).toHaveCount(0);
    await expect(replay.locator('a[href^="https:"]')).toHaveCount(0);

    await replay.getByRole('button', { name: 'Leave the replay' }).click();
    await openView(replay, hosting);
    await expect(replay.getByRole('heading', { level: 1, name: DEMO_HOSTING.main.domain })).toBeVisible();
    await expect(
      replay
        .getByText(`(a link to ${panelAddress} in the customer’s view, not opened in a replay)`, { exact: false })
        .first(),
    ).toBeVisible();
    await expect(replay.getByRole('link', { name: /Open control panel/ })).toHaveCount(0);
    await expect(replay.locator('a[href^="https:"]')).toHaveCount(0);
    await support.close();
  });
});

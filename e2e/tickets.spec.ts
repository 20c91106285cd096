import { expect, expectAccessible, httpStatusConsole, test } from './fixtures';
import { DEMO_TICKET_COUNTS, DEMO_TICKETS } from '@/mock/scenarios/demo/ids';

const COUNTS = DEMO_TICKET_COUNTS.main;

test.describe('support tickets', () => {
  test('list, filter by status in the URL, and page through', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/support/tickets');
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(COUNTS.firstPage + 1); // header + a page
    await expectAccessible(page, 'ticket list');

    const status = page.getByRole('combobox', { name: 'Status' });
    await status.selectOption({ label: 'Open' });
    await expect(page).toHaveURL(/status=open/);
    await expect(status).toHaveValue('open');
    await expect(table.getByText('Closed', { exact: true })).toHaveCount(0);
    await expect(table.getByRole('link', { name: DEMO_TICKETS.openWithStaffReply.subject })).toBeVisible();

    await status.selectOption({ label: 'Closed' });
    await expect(page).toHaveURL(/status=closed/);
    // Every row of the filtered list says Closed, and every closed ticket is there.
    const statusCells = table.locator('tbody tr td:nth-child(2)');
    await expect(statusCells).toHaveCount(COUNTS.closed);
    await expect(statusCells).toHaveText(Array(COUNTS.closed).fill('Closed'));

    await status.selectOption({ label: 'All' });
    await expect(table.locator('tbody tr')).toHaveCount(COUNTS.firstPage);
    // "Show more" adds the next page under the first (the kit list's one paging style).
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(COUNTS.firstPage + COUNTS.secondPage);
    await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
    await expect(page.getByText('Everything that matches is shown.')).toBeFocused();
  });

  test('a bad filter in the URL falls back to all tickets instead of an error', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/support/tickets?status=bogus');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(COUNTS.firstPage);
  });

  test('detail shows the conversation from customer, staff and automation', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/support/tickets');
    await page.getByRole('link', { name: DEMO_TICKETS.openWithStaffReply.subject }).click();
    await expect(page).toHaveURL(new RegExp(`/support/tickets/${DEMO_TICKETS.openWithStaffReply.number}$`));
    await expect(page.getByRole('heading', { level: 1, name: DEMO_TICKETS.openWithStaffReply.subject })).toBeVisible();
    const conversation = page.getByRole('region', { name: 'Conversation' });
    await expect(conversation.getByText('Support', { exact: true }).first()).toBeVisible();
    await expectAccessible(page, 'ticket detail');
  });

  test('close with confirmation, then reopen', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/support/tickets/${DEMO_TICKETS.openWithStaffReply.number}`);
    const header = page.locator('.page__header');
    await expect(header.getByText('Open', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Close ticket' }).click();
    const dialog = page.getByRole('dialog', { name: `Close ticket #${DEMO_TICKETS.openWithStaffReply.number}?` });
    await expect(dialog).toContainText('You can reopen it later');
    await expectAccessible(page, 'close ticket dialog');
    await dialog.getByRole('button', { name: 'Close ticket' }).click();
    await expect(dialog).toBeHidden();
    await expect(header.getByText('Closed', { exact: true })).toBeVisible();
    await expect(page.getByText(/Ticket closed by/)).toBeVisible();

    // The list agrees without a reload.
    await page.getByRole('link', { name: 'Support tickets' }).first().click();
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Closed' });
    await expect(page.getByRole('link', { name: DEMO_TICKETS.openWithStaffReply.subject })).toBeVisible();

    await page.getByRole('link', { name: DEMO_TICKETS.openWithStaffReply.subject }).click();
    await page.getByRole('button', { name: 'Reopen ticket' }).click();
    await expect(header.getByText('Open', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close ticket' })).toBeVisible();
  });

  test('cancelling the dialog with Escape changes nothing', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/support/tickets/${DEMO_TICKETS.openWithStaffReply.number}`);
    await page.getByRole('button', { name: 'Close ticket' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Close ticket' })).toBeFocused();
    await expect(page.locator('.page__header').getByText('Open', { exact: true })).toBeVisible();
  });

  test('numeric ticket numbers work in the URL; unknown ones say not found', async ({
    page,
    world,
    signInAs,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(404));
    await signInAs(world.keys.full);
    await page.goto(`/support/tickets/${DEMO_TICKETS.closed.number}`);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_TICKETS.closed.subject })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reopen ticket' })).toBeVisible();

    await page.goto('/support/tickets/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('ticket_not_found');
    await expect(page.getByRole('alert')).toContainText(/req_[0-9a-f]+/);
    await expectAccessible(page, 'ticket not found');
  });

  test("another customer's ticket is not found", async ({ page, world, signInAs, consoleErrors }) => {
    consoleErrors.allow(httpStatusConsole(404));
    await signInAs(world.keys.other, { customerName: 'Bruno Keller' });
    await page.goto(`/support/tickets/${DEMO_TICKETS.openWithStaffReply.number}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  });

  test('a read-only key sees the 403 and the scope it lacks when closing', async ({
    page,
    world,
    signInAs,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(403));
    await signInAs(world.keys.readonly);
    await page.goto(`/support/tickets/${DEMO_TICKETS.openWithStaffReply.number}`);
    await page.getByRole('button', { name: 'Close ticket' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Close ticket' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Your API key is not allowed to write to and close support tickets.');
    // The code and status under "Details for support".
    await expect(alert.locator('details')).toContainText('forbidden');
    await expect(alert.locator('details')).toContainText('HTTP status403');
    await expect(alert).toContainText(/req_[0-9a-f]+/);
    await expectAccessible(page, 'forbidden close');
    await dialog.getByRole('button', { name: 'Keep it open' }).click();
    await expect(page.locator('.page__header').getByText('Open', { exact: true })).toBeVisible();
  });

  test('a key without read:support sees which scope is missing', async ({
    page,
    makeWorld,
    signInAs,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(403));
    const world = await makeWorld({ keys: [{ name: 'billing-only', scopes: ['read:billing'] }] });
    await signInAs(world.keys['billing-only']!);
    await page.goto('/support/tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Your API key is not allowed to see support tickets.');
    await expectAccessible(page, 'forbidden list');
  });

  test('HTML and script in a message are shown as text, never run', async ({ page, world, signInAs }) => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await signInAs(world.keys.full);
    await page.goto(`/support/tickets/${DEMO_TICKETS.withHtml.number}`);
    await expect(page.getByText('<script>alert("xss")</script>', { exact: false })).toBeVisible();
    await expect(page.getByText('<b>bold?</b>', { exact: false })).toBeVisible();
    await expect(page.locator('.ticket-message__body b')).toHaveCount(0);
    await expect(page.locator('.ticket-message__body img')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('an encrypted message says where to read it; attachments download with the key kept out of the URL', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto(`/support/tickets/${DEMO_TICKETS.openWithStaffReply.number}`);
    const attachment = page.getByRole('button', { name: /download/ }).first();
    await expect(attachment).toBeVisible();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const download = page.waitForEvent('download');
    await attachment.click();
    expect((await download).suggestedFilename()).toMatch(/\.\w+$/);
    expect(requests.some((u) => u.includes(world.keys.full))).toBe(false);
  });

  test('a rate-limited world shows the wait and recovers', async ({ page, makeWorld, signInAs, consoleErrors }) => {
    consoleErrors.allow(httpStatusConsole(429));
    // One request per 8 s: the list uses it, so the next one must wait several seconds, long enough to be seen on a
    // busy machine, short enough for the panel's automatic retry (Retry-After, capped at 30 s).
    const world = await makeWorld({ rateLimit: { limit: 1, windowSeconds: 8 } });
    // Signed in as the sign-in page leaves it: `/me` (and its tax summary) already read, so no screen reads it again.
    await signInAs(world.keys.full, {
      tax: { customerType: 'business', country: 'SE', vatRate: 25, reverseCharge: false },
    });
    await page.goto('/support/tickets');
    await expect(page.getByRole('table')).toBeVisible();
    // The list's first page is not all of them, so the toolbar's total is a second read, which waits for the next
    // window. The filter is chosen once it has counted: otherwise the two waiting reads race for one window, and
    // whichever loses keeps the (truthful) wait on screen after the filtered list has come.
    await expect(page.getByText(`${DEMO_TICKET_COUNTS.main.total} tickets`, { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Closed' });
    await expect(page.getByText(/Too many requests: the API asked us to slow down\. Retrying in \d+ s/)).toBeVisible();
    await expect(page.getByRole('link', { name: DEMO_TICKETS.closed.subject })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/Too many requests/)).toBeHidden();
  });

  test('dark theme passes the same accessibility checks', async ({ page, world, signInAs }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInAs(world.keys.full);
    await page.goto('/support/tickets');
    await expect(page.getByRole('table')).toBeVisible();
    await expectAccessible(page, 'ticket list, dark');
    await page.goto(`/support/tickets/${DEMO_TICKETS.withHtml.number}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'ticket detail, dark');
  });
});

import { expect, expectAccessible, httpStatusConsole, test } from './fixtures';
import { DEMO_TICKETS } from '@/mock/scenarios/demo/ids';

const ticket = DEMO_TICKETS.openWithStaffReply;

/** Worlds made unreliable on purpose: the screen shows the failure with a retry, and a mutation is never doubled. */
test.describe('degrading well under injected faults', () => {
  test('a failing read shows the problem and its request id, and Try again recovers', async ({
    page,
    world,
    signInAs,
    patchWorld,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(502));
    await signInAs(world.keys.full);
    await page.goto('/support/tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();

    await patchWorld(world.worldId, { faults: { rate: 1, statuses: [502] } });
    await page.getByRole('link', { name: ticket.subject }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('HTTP 502', { timeout: 15_000 });
    await expect(alert).toContainText(/req_[0-9a-f]+/);
    // Never a blank screen: the shell and its navigation stay.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectAccessible(page, 'ticket under faults');

    await patchWorld(world.worldId, { faults: null });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: ticket.subject })).toBeVisible();
  });

  test('a failing close changes nothing; the retry closes the ticket exactly once', async ({
    page,
    world,
    signInAs,
    patchWorld,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(503));
    await signInAs(world.keys.full);
    await page.goto(`/support/tickets/${ticket.number}`);
    await expect(page.getByRole('heading', { level: 1, name: ticket.subject })).toBeVisible();

    await patchWorld(world.worldId, { faults: { rate: 1, statuses: [503] } });
    await page.getByRole('button', { name: 'Close ticket' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Close ticket' }).click();
    await expect(dialog.getByRole('alert')).toContainText('HTTP 503');
    // The dialog stays open with the failure in place, so nothing the user decided is lost.
    await expect(dialog.getByRole('button', { name: 'Close ticket' })).toBeEnabled();

    await patchWorld(world.worldId, { faults: null });
    await dialog.getByRole('button', { name: 'Close ticket' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.page__header').getByText('Closed', { exact: true })).toBeVisible();
    // The failed attempt was never applied: one close, one automated note.
    await expect(page.getByText(/Ticket closed by/)).toHaveCount(1);
  });

  test('added latency shows the loading state, then the screen', async ({ page, makeWorld, signInAs }) => {
    const world = await makeWorld({ latencyMs: 1500 });
    await signInAs(world.keys.full);
    await page.goto('/support/tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('link', { name: ticket.subject }).click();
    // While the slow answer is on its way the screen says so, instead of freezing or going blank.
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: ticket.subject })).toBeVisible({ timeout: 15_000 });
  });
});

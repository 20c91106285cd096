import { expect, expectAccessible, httpStatusConsole, test } from './fixtures';
import { DEMO_OTHER_VPS, DEMO_TICKETS, DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { confirmDialog, expectOperationDone, openDialog, operationsButton } from './steps';
import { header, power, powerAction, powerMenu } from './vps-steps';

test.describe('servers: detail and power', () => {
  test('overview: facts, tabs in the URL, and the power ladder with reasons for what is blocked', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto('/vps');
    await page.getByRole('link', { name: DEMO_VPS.db.name }).click();
    await expect(page).toHaveURL(new RegExp(`/vps/${DEMO_VPS.db.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: DEMO_VPS.db.name })).toBeVisible();
    await expect(header(page)).toContainText('Stopped');
    const tabs = page.getByRole('navigation', { name: 'Server sections' });
    await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    const addresses = page.getByRole('region', { name: 'Addresses' });
    await expect(addresses).toContainText(DEMO_VPS.db.hostname);
    await expect(addresses.getByRole('button', { name: `Copy ${DEMO_VPS.db.ipv4}` })).toBeVisible();
    await expect(power(page)).toContainText('Stopped');

    // Stopped: Start is allowed; the restarts say why they are not (in the Power menu).
    await expect(await powerAction(page, 'Start')).not.toHaveAttribute('aria-disabled', 'true');
    const ladder = powerMenu(page);
    const restart = ladder.getByRole('button', { name: 'Restart', exact: true });
    await expect(restart).toHaveAttribute('aria-disabled', 'true');
    await expect(restart).toHaveAccessibleDescription('The server is not running. Start it first.');
    await expect(ladder).toContainText('Cuts the power at once');
    await expectAccessible(page, 'server overview');

    await page.goto(`/vps/${DEMO_VPS.db.id}?tab=nonsense`);
    await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  test('a suspended server blocks every power action and says why', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/vps/${DEMO_VPS.suspended.id}`);
    await powerAction(page, 'Start');
    const buttons = powerMenu(page).getByRole('button');
    await expect(buttons).toHaveCount(6);
    for (const button of await buttons.all()) {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      // Described by the page's banner, which says why once (issue 18).
      await expect(button).toHaveAccessibleDescription(new RegExp(`${DEMO_VPS.suspended.name} is suspended`));
    }
  });

  test('a restart confirms, shows progress in place and in the drawer, and the status follows', async ({
    page,
    makeWorld,
    signInAs,
    advanceClock,
  }) => {
    const world = await makeWorld({ jobDurationMs: 60_000 });
    await signInAs(world.keys.full);
    await page.goto(`/vps/${DEMO_VPS.web.id}`);
    const dialog = await openDialog(page, await powerAction(page, 'Restart'), `Restart ${DEMO_VPS.web.name}?`);
    await expect(dialog).toContainText('Programs close properly');
    await expectAccessible(page, 'restart dialog');
    await confirmDialog(dialog, 'Restart');

    const progress = power(page).getByRole('status').first();
    await expect(progress).toContainText(`Restart ${DEMO_VPS.web.name}`);
    await expect(header(page)).toContainText('Restarting');
    await expect(page.getByText(/A restart is in progress/)).toBeVisible();
    // Blocked while it runs, with the reason.
    await expect(await powerAction(page, 'Power off')).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');

    const drawer = await openDialog(page, await operationsButton(page), 'Operations');
    await expect(drawer).toContainText(`Restart ${DEMO_VPS.web.name}`);
    await page.keyboard.press('Escape');

    await advanceClock(world.worldId, 61_000);
    await expectOperationDone(progress);
    await expect(header(page)).toContainText('Running');
    await expect(page.getByText(/is in progress/)).toBeHidden();
  });

  test('a graceful restart the guest ignores is shown as failed, with the reason', async ({
    page,
    makeWorld,
    signInAs,
  }) => {
    const world = await makeWorld({ jobDurationMs: 500 });
    await signInAs(world.keys.full);
    await page.goto(`/vps/${DEMO_VPS.flaky.id}`);
    await (await powerAction(page, 'Restart')).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restart' }).click();
    const progress = power(page).getByRole('status').first();
    await expect(progress).toContainText('Failed', { timeout: 15_000 });
    // The job error's code in words; the code and the server's text ("Retry with force: true …") only for support.
    await expect(progress).toContainText('The server did not answer, so nothing was changed.');
    const details = progress.locator('details');
    await expect(details).not.toHaveAttribute('open');
    await expect(details).toContainText(DEMO_VPS.flaky.failureCode);
    await expect(power(page)).toContainText('try a forced restart');
    await expect(header(page)).toContainText('Running');
  });

  test('start runs without a dialog; the stopped server comes up', async ({ page, makeWorld, signInAs }) => {
    const world = await makeWorld({ jobDurationMs: 500 });
    await signInAs(world.keys.full);
    await page.goto(`/vps/${DEMO_VPS.db.id}`);
    await (await powerAction(page, 'Start')).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(header(page)).toContainText('Running', { timeout: 15_000 });
  });

  test('a read-only key is refused with the missing scope named', async ({ page, world, signInAs, consoleErrors }) => {
    consoleErrors.allow(httpStatusConsole(403));
    await signInAs(world.keys.readonly);
    await page.goto(`/vps/${DEMO_VPS.web.id}`);
    const dialog = await openDialog(page, await powerAction(page, 'Power off'), `Power off ${DEMO_VPS.web.name}?`);
    await dialog.getByRole('button', { name: 'Power off' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Your API key is not allowed to start, stop and restart servers.');
    await expectAccessible(page, 'refused power off');
    await dialog.getByRole('button', { name: 'Make no change' }).click();
    await expect(header(page)).toContainText('Running');
  });

  test("another customer's server is not found", async ({ page, world, signInAs, consoleErrors }) => {
    consoleErrors.allow(httpStatusConsole(404));
    await signInAs(world.keys.full);
    await page.goto(`/vps/${DEMO_OTHER_VPS.web.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    await page.goto('/vps/not-a-server');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('a ticket links to the server it is about', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/support/tickets/${DEMO_TICKETS.openWithStaffReply.number}`);
    await page.getByRole('region', { name: 'Linked services' }).getByRole('link', { name: DEMO_VPS.web.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: DEMO_VPS.web.name })).toBeVisible();
  });
});

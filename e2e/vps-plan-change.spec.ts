import type { Page } from '@playwright/test';
import { expect, expectAccessible, httpStatusConsole, test } from './fixtures';
import { DEMO_VPS } from '@/mock/scenarios/demo/ids';
import {
  checkEveryLook,
  confirmDialog,
  expectOperationDone,
  openDialog,
  operationsButton,
  recordWrites,
  scopesOf,
} from './steps';
import { power } from './vps-steps';

const web = DEMO_VPS.web;
const app = DEMO_VPS.mismatch;

/** An alert's words before its "Details for support". */
const mainMessage = (text: string) => text.split('Details for support')[0] ?? '';

const planCard = (page: Page) => page.getByRole('region', { name: /^(Plan and resources|Paket och resurser)$/ });

/** Issue 23: a server's plan change (with the restart it needs and its progress), a snapshot restore, the billing mode. */
test.describe('servers: plan change and snapshot restore', () => {
  test('a resize that restarts the server: the blocked plans and why, the restart and the money before confirming, then its progress in place and in the drawer', async ({
    page,
    makeWorld,
    signInAs,
    advanceClock,
  }) => {
    // Three screens each looked at in four ways (axe and a screenshot each): longer than the default timeout.
    test.slow();
    const world = await makeWorld({ jobDurationMs: 60_000 });
    await signInAs(world.keys.full);
    const writes = recordWrites(page);
    await page.goto(`/vps/${web.id}`);
    const card = planCard(page);
    const billing = card.getByRole('region', { name: 'Billing' });
    await expect(billing).toContainText('Prepaid monthly');
    await expect(billing).toContainText('Paid until');
    await checkEveryLook(page, 'overview with billing', 'vps-plan');

    const dialog = await openDialog(
      page,
      card.getByRole('button', { name: 'Change plan' }),
      `Change the plan of ${web.name}`,
    );
    await expect(dialog.getByRole('radio', { name: /^VPS S:/ })).toBeDisabled();
    await expect(dialog).toContainText('A server’s disk can only grow');
    await expect(dialog.getByRole('radio', { name: /^VPS M Storage:/ })).toBeDisabled();
    await dialog.getByRole('radio', { name: /^VPS XL:/ }).check();
    const summary = dialog.getByRole('region', { name: 'What changes with VPS XL' });
    await expect(summary).toContainText(`${web.name} restarts while the change is applied`);
    await expect(summary).toContainText(/Due now: SEK\s[\d,.]+\sexcl\. VAT/);
    await expect(summary).toContainText(/SEK\s799\.00\sexcl\. VAT a month/);
    await checkEveryLook(page, 'plan change dialog', 'vps-plan');
    expect(writes).toEqual([]);

    await confirmDialog(dialog, 'Change to VPS XL');
    expect(writes.filter((w) => w.path.endsWith('/actions/upgrade'))).toHaveLength(1);
    const progress = card.getByRole('status').filter({ hasText: `Change the plan of ${web.name} to VPS XL` });
    await expect(progress).toContainText(/Pending|In progress/);
    await expect(power(page)).toContainText('Restarting');
    await expect(card.getByRole('link', { name: /^Show invoice / })).toHaveAttribute(
      'href',
      /\/billing\/invoices\/inv_/,
    );
    await checkEveryLook(page, 'plan change in progress', 'vps-plan');

    const drawer = await openDialog(page, await operationsButton(page), 'Operations');
    await expect(drawer).toContainText(`Change the plan of ${web.name} to VPS XL`);
    await expectAccessible(page, 'plan change in the operations drawer');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await advanceClock(world.worldId, 61_000);
    await expectOperationDone(progress);
    // The server's data is read again: the new plan, running again.
    await expect(card).toContainText('8 vCPUs');
    await expect(card).toContainText('16 GB');
    await expect(power(page)).toContainText('Running');
  });

  test('a snapshot restore: what is lost, the server’s name, then its progress', async ({
    page,
    makeWorld,
    signInAs,
    advanceClock,
  }) => {
    test.slow();
    const world = await makeWorld({ jobDurationMs: 60_000 });
    await signInAs(world.keys.full);
    await page.goto(`/vps/${web.id}?tab=snapshots`);
    const section = page.getByRole('region', { name: 'Snapshots' });
    const snapshot = web.snapshots.kept;
    const dialog = await openDialog(
      page,
      section.getByRole('button', { name: `Restore ${web.name} to snapshot ${snapshot}` }),
      `Restore ${web.name} to ${snapshot}?`,
    );
    await expect(dialog).toContainText('Everything written to it since then is lost');
    const confirm = dialog.getByRole('button', { name: 'Restore and lose newer data' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(`Type ${web.name} to confirm`).fill(web.name);
    await checkEveryLook(page, 'restore dialog', 'vps-restore');
    await confirmDialog(dialog, 'Restore and lose newer data');
    const progress = section.getByRole('status').filter({ hasText: `Restore ${web.name} to snapshot ${snapshot}` });
    await expect(progress).toContainText(/Pending|In progress/);
    await checkEveryLook(page, 'restore in progress', 'vps-restore');
    await advanceClock(world.worldId, 61_000);
    await expectOperationDone(progress);
    // The snapshot stays: it can be restored again.
    await expect(section.getByRole('row', { name: new RegExp(snapshot) })).toContainText('Ready');
  });

  test('a read-only key: changing the plan and restoring are blocked before the click, said in words', async ({
    page,
    world,
    signInAs,
    request,
  }) => {
    await signInAs(world.keys.readonly, { scopes: await scopesOf(request, world.keys.readonly) });
    const writes = recordWrites(page);
    await page.goto(`/vps/${web.id}`);
    const change = planCard(page).getByRole('button', { name: 'Change plan' });
    await expect(change).toHaveAttribute('aria-disabled', 'true');
    await expect(planCard(page)).toContainText('Your API key can only read servers, so it cannot change their plan.');
    // Blocked (aria-disabled, still focusable): a click does nothing.
    await change.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto(`/vps/${web.id}?tab=snapshots`);
    const section = page.getByRole('region', { name: 'Snapshots' });
    // The snapshot list says a read-only key's reason once, in its toolbar; each blocked button points at it.
    const readOnly = 'Your API key can only read, so it cannot change anything here.';
    await expect(section).toContainText(readOnly);
    const restore = section.getByRole('button', { name: `Restore ${web.name} to snapshot ${web.snapshots.kept}` });
    await expect(restore).toHaveAttribute('aria-disabled', 'true');
    await expect(restore).toHaveAccessibleDescription(readOnly);
    await restore.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(page, 'read-only key on snapshots');
    expect(writes).toEqual([]);
  });
});

test('a key whose scopes the panel does not know: the server’s refusal names what is missing in words, not scope names', async ({
  page,
  world,
  signInAs,
  consoleErrors,
}) => {
  consoleErrors.allow(httpStatusConsole(403));
  // Signed in without the key's scopes known: nothing is blocked before the click, the server decides.
  await signInAs(world.keys.readonly);
  await page.goto(`/vps/${web.id}`);
  const dialog = await openDialog(
    page,
    planCard(page).getByRole('button', { name: 'Change plan' }),
    `Change the plan of ${web.name}`,
  );
  await dialog.getByRole('radio', { name: /^VPS XL:/ }).check();
  await dialog.getByRole('button', { name: 'Change to VPS XL' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Your API key is not allowed to change servers and change billing');
  // Scope names only under "Details for support".
  expect(mainMessage(await alert.innerText())).not.toMatch(/(write|read|backup):/);
  await expectAccessible(page, 'plan change refused for the key');
  await page.keyboard.press('Escape');

  await page.goto(`/vps/${web.id}?tab=snapshots`);
  const section = page.getByRole('region', { name: 'Snapshots' });
  const restore = await openDialog(
    page,
    section.getByRole('button', { name: `Restore ${web.name} to snapshot ${web.snapshots.kept}` }),
    `Restore ${web.name} to ${web.snapshots.kept}?`,
  );
  await restore.getByLabel(`Type ${web.name} to confirm`).fill(web.name);
  await restore.getByRole('button', { name: 'Restore and lose newer data' }).click();
  await expect(restore.getByRole('alert')).toContainText(/Your API key is not allowed to/);
  expect(mainMessage(await restore.getByRole('alert').innerText())).not.toMatch(/(write|read|backup):/);
});

test.describe('servers: plan change and restore, in Swedish', () => {
  test.use({ locale: 'sv-SE' });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('hosting-panel.locale', 'sv'));
  });

  test('betala efter användning: priset i timmen, en diskökning utan omstart, och återställning', async ({
    page,
    world,
    signInAs,
  }) => {
    test.slow();
    await signInAs(world.keys.full);
    await page.goto(`/vps/${app.id}`);
    const card = planCard(page);
    const billing = card.getByRole('region', { name: 'Fakturering' });
    await expect(billing).toContainText('Betala efter användning');
    await expect(billing).toContainText('i timmen');
    await checkEveryLook(page, 'payg overview sv', 'vps-plan');

    const dialog = await openDialog(page, card.getByRole('button', { name: 'Byt paket' }), `Byt paket för ${app.name}`);
    await dialog.getByRole('radio', { name: /^VPS M Storage:/ }).check();
    await expect(dialog).toContainText(`${app.name} fortsätter att köra`);
    await expect(dialog).toContainText('Inget att betala nu: servern betalas efter användning.');
    await checkEveryLook(page, 'plan change dialog sv', 'vps-plan');
    await page.keyboard.press('Escape');

    await page.goto(`/vps/${web.id}?tab=snapshots`);
    const section = page.getByRole('region', { name: 'Ögonblicksbilder' });
    const restoreDialog = await openDialog(
      page,
      section.getByRole('button', { name: `Återställ ${web.name} till ögonblicksbilden ${web.snapshots.kept}` }),
      `Återställa ${web.name} till ${web.snapshots.kept}?`,
    );
    await expect(restoreDialog).toContainText('Allt som har skrivits till den sedan dess försvinner');
    await checkEveryLook(page, 'restore dialog sv', 'vps-restore');
  });
});

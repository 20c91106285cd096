import { expect, expectAccessible, httpStatusConsole, test } from './fixtures';
import { DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { confirmDialog, openDialog } from './steps';

test.describe('servers: snapshots', () => {
  test('lists snapshots with their age and slots; takes one, checking the name as it is typed', async ({
    page,
    makeWorld,
    signInAs,
    advanceClock,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(400));
    const world = await makeWorld({ jobDurationMs: 60_000 });
    await signInAs(world.keys.full);
    await page.goto(`/vps/${DEMO_VPS.web.id}`);
    await page.getByRole('navigation', { name: 'Server sections' }).getByRole('link', { name: 'Snapshots' }).click();
    await expect(page).toHaveURL(/tab=snapshots/);
    const section = page.getByRole('region', { name: 'Snapshots' });
    await expect(section).toContainText('not an offsite backup');
    await expect(section).toContainText('2 of 3 snapshot slots in use');
    const table = section.getByRole('table', { name: `Snapshots of ${DEMO_VPS.web.name}` });
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table.getByRole('row', { name: new RegExp(DEMO_VPS.web.snapshots.kept) })).toContainText('Ready');
    await expectAccessible(page, 'snapshots');

    const nameField = section.getByLabel('Name', { exact: true });
    await nameField.fill('before upgrade');
    await expect(section.getByText('Use only letters, digits, “_” and “-” (no spaces).')).toBeVisible();
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    // The server's own refusal (a name already used) lands on the field, and what was typed stays.
    await nameField.fill(DEMO_VPS.web.snapshots.kept);
    await expect(nameField).not.toHaveAttribute('aria-invalid', 'true');
    await section.getByRole('button', { name: 'Take snapshot' }).click();
    await expect(section.getByText(/already has a snapshot named/)).toBeVisible();
    await expect(nameField).toHaveValue(DEMO_VPS.web.snapshots.kept);
    await expect(nameField).toBeFocused();

    await nameField.fill('before-php-8-5');
    await section.getByRole('button', { name: 'Take snapshot' }).click();
    await expect(table.getByRole('row', { name: /before-php-8-5/ })).toContainText('Being taken');
    await expect(section).toContainText('3 of 3 snapshot slots in use');
    await expect(nameField).toHaveValue('');
    await advanceClock(world.worldId, 61_000);
    await expect(table.getByRole('row', { name: /before-php-8-5/ })).toContainText('Ready', { timeout: 15_000 });
  });

  test('when every slot is used: the reason, then delete one or add slots, then take the snapshot', async ({
    page,
    makeWorld,
    signInAs,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(403));
    const world = await makeWorld({ jobDurationMs: 500 });
    await signInAs(world.keys.full);
    await page.goto(`/vps/${DEMO_VPS.snapshotsFull.id}?tab=snapshots`);
    const section = page.getByRole('region', { name: 'Snapshots' });
    await expect(section).toContainText('2 of 2 snapshot slots in use');
    const take = section.getByRole('button', { name: 'Take snapshot' });
    await expect(take).toHaveAttribute('aria-disabled', 'true');
    await expect(take).toHaveAccessibleDescription(/.+/);
    await expect(section).toContainText('Delete a snapshot you no longer need');
    // What is typed while blocked is kept through adding slots.
    await section.getByLabel('Name', { exact: true }).fill('after-slots');

    const dialog = await openDialog(
      page,
      section.getByRole('button', { name: 'Add snapshot slots' }),
      `Snapshot slots for ${DEMO_VPS.snapshotsFull.name}`,
    );
    await expect(dialog.getByRole('radio')).not.toHaveCount(0);
    await expect(dialog).toContainText('a month');
    await expectAccessible(page, 'add snapshot slots');
    await dialog.getByRole('radio', { name: /^3 slots/ }).check();
    await confirmDialog(dialog, 'Change to 3 slots');
    await expect(section).toContainText('2 of 3 snapshot slots in use');
    await expect(section.getByRole('status').filter({ hasText: 'now has 3 snapshot slots' })).toBeVisible();
    await expect(section.getByLabel('Name', { exact: true })).toHaveValue('after-slots');
    await take.click();
    await expect(section.getByRole('row', { name: /after-slots/ })).toBeVisible();
  });

  test('deleting a snapshot asks for its name and frees the slot', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/vps/${DEMO_VPS.snapshotsFull.id}?tab=snapshots`);
    const section = page.getByRole('region', { name: 'Snapshots' });
    const [first] = DEMO_VPS.snapshotsFull.snapshotNames;
    const dialog = await openDialog(
      page,
      section.getByRole('button', { name: `Delete snapshot ${first}` }),
      `Delete snapshot ${first}?`,
    );
    const confirm = dialog.getByRole('button', { name: 'Delete snapshot' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(`Type ${first} to confirm`).fill(first);
    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(section).toContainText('1 of 2 snapshot slots in use');
    await expect(section.getByRole('button', { name: 'Take snapshot' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('a server without slots says snapshots are unavailable and offers slots', async ({
    page,
    world,
    signInAs,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(403));
    await signInAs(world.keys.readonly);
    await page.goto(`/vps/${DEMO_VPS.snapshotsUnavailable.id}?tab=snapshots`);
    const section = page.getByRole('region', { name: 'Snapshots' });
    await expect(section).toContainText('Snapshots are not available for this server.');
    await expect(section).not.toContainText('Delete a snapshot you no longer need');
    await section.getByRole('button', { name: 'Add snapshot slots' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Change to/ }).click();
    await expect(dialog.getByRole('alert')).toContainText(/not allowed to .*change billing and pay for renewals/);
  });
});

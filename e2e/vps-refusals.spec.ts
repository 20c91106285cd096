import { expect, expectAccessible, httpStatusConsole, test } from './fixtures';
import { DEMO_DNS, DEMO_VPS } from '@/mock/scenarios/demo/ids';

test.describe('servers: refusals and faults in the sections', () => {
  test('a read-only key is refused on the network and snapshot changes, with the scopes named and the input kept', async ({
    page,
    world,
    signInAs,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(403));
    await signInAs(world.keys.readonly);
    await page.goto(`/vps/${DEMO_VPS.web.id}?tab=network`);
    const address = DEMO_VPS.web.ips.primaryV4.address;
    await page.getByRole('button', { name: `Edit reverse DNS of ${address}` }).click();
    const field = page.getByLabel(`Reverse DNS of ${address}`, { exact: true });
    await field.fill(DEMO_DNS.web);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Your API key is not allowed to change servers and change server networks.',
    );
    await expect(field).toHaveValue(DEMO_DNS.web);
    await expectAccessible(page, 'rdns refused for a read-only key');

    await page.goto(`/vps/${DEMO_VPS.web.id}?tab=snapshots`);
    const section = page.getByRole('region', { name: 'Snapshots' });
    const nameField = section.getByLabel('Name', { exact: true });
    await nameField.fill('before-upgrade');
    await section.getByRole('button', { name: 'Take snapshot' }).click();
    await expect(section.getByRole('alert')).toContainText('Your API key is not allowed to take snapshots.');
    await expect(nameField).toHaveValue('before-upgrade');
    await expect(
      section.getByRole('table', { name: `Snapshots of ${DEMO_VPS.web.name}` }).locator('tbody tr'),
    ).toHaveCount(2);
  });

  test('a section that fails to load says why with a retry; a failed change keeps what was typed', async ({
    page,
    world,
    signInAs,
    patchWorld,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(503));
    await signInAs(world.keys.full);
    await page.goto(`/vps/${DEMO_VPS.web.id}?tab=snapshots`);
    const section = page.getByRole('region', { name: 'Snapshots' });
    const nameField = section.getByLabel('Name', { exact: true });
    await nameField.fill('before-upgrade');
    await patchWorld(world.worldId, { faults: { rate: 1, statuses: [503] } });
    await section.getByRole('button', { name: 'Take snapshot' }).click();
    await expect(section.getByRole('alert')).toContainText(/Request ID/i);
    await expect(nameField).toHaveValue('before-upgrade');

    // Another section, loaded while every request fails: the error and a retry, never a blank page.
    await page.getByRole('navigation', { name: 'Server sections' }).getByRole('link', { name: 'Network' }).click();
    await expect(page).toHaveURL(/tab=network/);
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible({
      timeout: 15_000,
    });
    const alert = page.getByRole('alert');
    await expectAccessible(page, 'network section failed');
    await patchWorld(world.worldId, { faults: null });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: DEMO_VPS.web.primaryInterface, exact: true })).toBeVisible();
  });
});

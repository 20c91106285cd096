import { expect, expectAccessible, httpStatusConsole, test } from './fixtures';
import type { Page } from '@playwright/test';
import {
  DEMO_DNS,
  DEMO_SSH_KEYS,
  DEMO_TEST_PUBLIC_KEYS,
  DEMO_TICKETS,
  DEMO_VPS,
  DEMO_VPS_COUNTS,
  DEMO_VPS_NETWORK,
} from '@/mock/scenarios/demo/ids';

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const header = (page: Page) => page.locator('.page__header');
const power = (page: Page) => page.getByRole('region', { name: 'Power' });

test.describe('servers: list', () => {
  test('lists every server with status, addresses, plan and location; filters live in the URL', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto('/vps');
    await expect(page.getByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();
    const table = page.getByRole('table', { name: 'All servers' });
    await expect(table.locator('tbody tr')).toHaveCount(DEMO_VPS_COUNTS.main.total);
    const web = table.getByRole('row').filter({ has: page.getByRole('link', { name: DEMO_VPS.web.name }) });
    await expect(web).toContainText('Running');
    await expect(web).toContainText(DEMO_VPS.web.location);
    await expect(web).toContainText('VPS L');
    await expect(web.getByRole('button', { name: `Copy ${DEMO_VPS.web.ipv4}` })).toBeVisible();
    await expect(web.getByRole('button', { name: `Copy ${DEMO_VPS.web.ipv6}` })).toBeVisible();
    await expectAccessible(page, 'server list');

    // Search by address: the URL holds it, and a reload keeps it.
    const search = page.getByRole('search', { name: 'Find servers' });
    await search.getByLabel('Name or IP address').fill(DEMO_VPS.db.ipv4);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${DEMO_VPS.db.ipv4.replaceAll('.', '\\.')}`));
    const filtered = page.getByRole('table', { name: 'Servers matching your filters' });
    await expect(filtered.locator('tbody tr')).toHaveCount(1);
    await expect(filtered).toContainText(DEMO_VPS.db.name);
    await page.reload();
    await expect(page.getByLabel('Name or IP address')).toHaveValue(DEMO_VPS.db.ipv4);
    await expect(filtered.locator('tbody tr')).toHaveCount(1);

    // Status filter; nothing matches → says so, and clearing brings every server back.
    await page.getByLabel('Name or IP address').fill('');
    await page.getByLabel('Status').selectOption({ label: 'Suspended' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/status=suspended/);
    await expect(filtered.locator('tbody tr')).toHaveCount(1);
    await expect(filtered).toContainText(DEMO_VPS.suspended.name);

    await page.getByLabel('Name or IP address').fill('no-such-server');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: 'No servers match' })).toBeVisible();
    await page.getByRole('link', { name: 'Clear filters' }).first().click();
    await expect(table.locator('tbody tr')).toHaveCount(DEMO_VPS_COUNTS.main.total);
  });

  test('a bad status in the URL falls back to every server', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/vps?status=melting');
    await expect(page.getByRole('table', { name: 'All servers' }).locator('tbody tr')).toHaveCount(
      DEMO_VPS_COUNTS.main.total,
    );
  });

  test('the navigation shows Servers to a key with read:vm and lands there first', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto('/');
    await expect(page).toHaveURL(/\/vps$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Servers' })).toHaveAttribute('aria-current', 'page');
  });

  test('in Swedish', async ({ page, world, signInAs }) => {
    await page.addInitScript(() => localStorage.setItem('hosting-panel.locale', 'sv'));
    await signInAs(world.keys.full);
    await page.goto('/vps');
    await expect(page.getByRole('heading', { level: 1, name: 'Servrar' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Alla servrar' });
    await expect(table.getByText('Igång').first()).toBeVisible();
    await expect(table.getByText('Stoppad')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'IP-adresser' })).toBeAttached();
    await expectAccessible(page, 'server list in Swedish');
  });

  test('a failing API shows the error with a retry that recovers', async ({
    page,
    world,
    signInAs,
    patchWorld,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(503));
    await patchWorld(world.worldId, { faults: { rate: 1, statuses: [503] } });
    await signInAs(world.keys.full);
    await page.goto('/vps');
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await expectAccessible(page, 'server list failed');
    await patchWorld(world.worldId, { faults: null });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('table', { name: 'All servers' })).toBeVisible();
  });
});

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
    const facts = page.getByRole('complementary', { name: 'Server details' });
    await expect(facts).toContainText(DEMO_VPS.db.hostname);
    await expect(facts.getByRole('button', { name: `Copy ${DEMO_VPS.db.ipv4}` })).toBeVisible();

    // Stopped: Start is allowed; the restarts say why they are not.
    const ladder = power(page);
    await expect(ladder.getByRole('button', { name: 'Start', exact: true })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const restart = ladder.getByRole('button', { name: 'Restart', exact: true });
    await expect(restart).toHaveAttribute('aria-disabled', 'true');
    await expect(restart).toHaveAccessibleDescription(/is stopped; start it first/);
    await expect(ladder).toContainText('Cuts the power at once');
    await expectAccessible(page, 'server overview');

    await page.goto(`/vps/${DEMO_VPS.db.id}?tab=nonsense`);
    await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  test('a suspended server blocks every power action and says why', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/vps/${DEMO_VPS.suspended.id}`);
    const buttons = power(page).getByRole('button');
    await expect(buttons).toHaveCount(6);
    for (const button of await buttons.all()) {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription(/is suspended/);
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
    await power(page).getByRole('button', { name: 'Restart', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Restart ${DEMO_VPS.web.name}?` });
    await expect(dialog).toContainText('Programs close properly');
    await expectAccessible(page, 'restart dialog');
    await dialog.getByRole('button', { name: 'Restart' }).click();
    await expect(dialog).toBeHidden();

    const progress = power(page).getByRole('status').first();
    await expect(progress).toContainText(`Restart ${DEMO_VPS.web.name}`);
    await expect(header(page)).toContainText('Restarting');
    await expect(page.getByText(/A restart is in progress/)).toBeVisible();
    // Blocked while it runs, with the reason.
    await expect(power(page).getByRole('button', { name: 'Power off' })).toHaveAttribute('aria-disabled', 'true');

    await page.getByRole('button', { name: /Activity/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Activity' });
    await expect(drawer).toContainText(`Restart ${DEMO_VPS.web.name}`);
    await page.keyboard.press('Escape');

    await advanceClock(world.worldId, 61_000);
    await expect(progress).toContainText('Completed', { timeout: 15_000 });
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
    await power(page).getByRole('button', { name: 'Restart', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restart' }).click();
    const progress = power(page).getByRole('status').first();
    await expect(progress).toContainText('Failed', { timeout: 15_000 });
    await expect(progress).toContainText('The guest did not respond');
    await expect(progress).toContainText(DEMO_VPS.flaky.failureCode);
    await expect(power(page)).toContainText('try a forced restart');
    await expect(header(page)).toContainText('Running');
  });

  test('start runs without a dialog; the stopped server comes up', async ({ page, makeWorld, signInAs }) => {
    const world = await makeWorld({ jobDurationMs: 500 });
    await signInAs(world.keys.full);
    await page.goto(`/vps/${DEMO_VPS.db.id}`);
    await power(page).getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(header(page)).toContainText('Running', { timeout: 15_000 });
  });

  test('a read-only key is refused with the missing scope named', async ({ page, world, signInAs, consoleErrors }) => {
    consoleErrors.allow(httpStatusConsole(403));
    await signInAs(world.keys.readonly);
    await page.goto(`/vps/${DEMO_VPS.web.id}`);
    await power(page).getByRole('button', { name: 'Power off' }).click();
    const dialog = page.getByRole('dialog', { name: `Power off ${DEMO_VPS.web.name}?` });
    await dialog.getByRole('button', { name: 'Power off' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Missing scope: power:vm');
    await expectAccessible(page, 'refused power off');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(header(page)).toContainText('Running');
  });

  test("another customer's server is not found", async ({ page, world, signInAs, consoleErrors }) => {
    consoleErrors.allow(httpStatusConsole(404));
    await signInAs(world.keys.full);
    await page.goto('/vps/vps_f1e2d3c4');
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

    await section.getByRole('button', { name: 'Add snapshot slots' }).click();
    const dialog = page.getByRole('dialog', { name: `Snapshot slots for ${DEMO_VPS.snapshotsFull.name}` });
    await expect(dialog.getByRole('radio')).not.toHaveCount(0);
    await expect(dialog).toContainText('a month');
    await expectAccessible(page, 'add snapshot slots');
    await dialog.getByRole('radio', { name: /^3 slots/ }).check();
    await dialog.getByRole('button', { name: 'Change to 3 slots' }).click();
    await expect(dialog).toBeHidden();
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
    await section.getByRole('button', { name: `Delete snapshot ${first}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete snapshot ${first}?` });
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
    await expect(dialog.getByRole('alert')).toContainText(/Missing scopes?: .*write:billing/);
  });
});

test.describe('servers: SSH keys', () => {
  test('shows the account keys with those on the server ticked, and replaces them after confirming', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto(`/vps/${DEMO_VPS.web.id}`);
    await page.getByRole('navigation', { name: 'Server sections' }).getByRole('link', { name: 'SSH keys' }).click();
    await expect(page).toHaveURL(/tab=ssh-keys/);
    const keys = page.getByRole('group', { name: `Keys installed on ${DEMO_VPS.web.name}` });
    await expect(keys.getByRole('checkbox', { name: DEMO_SSH_KEYS.laptop.name })).toBeChecked();
    await expect(keys.getByRole('checkbox', { name: DEMO_SSH_KEYS.ci.name })).toBeChecked();
    await expect(keys.getByRole('checkbox', { name: DEMO_SSH_KEYS.yubikey.name })).not.toBeChecked();
    await expect(keys).toContainText(DEMO_SSH_KEYS.laptop.fingerprint);
    await expectAccessible(page, 'ssh keys');

    await keys.getByRole('checkbox', { name: DEMO_SSH_KEYS.ci.name }).uncheck();
    await keys.getByRole('checkbox', { name: DEMO_SSH_KEYS.yubikey.name }).check();
    await page.getByRole('button', { name: `Replace keys on ${DEMO_VPS.web.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Replace the SSH keys on ${DEMO_VPS.web.name}?` });
    await expect(dialog).toContainText(DEMO_SSH_KEYS.yubikey.name);
    await expect(dialog).not.toContainText(DEMO_SSH_KEYS.ci.name);
    await dialog.getByRole('button', { name: 'Replace keys' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'now accepts 2 SSH keys' })).toBeVisible();
    await page.reload();
    await expect(keys.getByRole('checkbox', { name: DEMO_SSH_KEYS.yubikey.name })).toBeChecked();
    await expect(keys.getByRole('checkbox', { name: DEMO_SSH_KEYS.ci.name })).not.toBeChecked();
  });

  test('choosing no key says plainly that key login stops working', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/vps/${DEMO_VPS.web.id}?tab=ssh-keys`);
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
    for (const box of await page.getByRole('checkbox').all()) await box.uncheck();
    await page.getByRole('button', { name: `Replace keys on ${DEMO_VPS.web.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Remove every SSH key from ${DEMO_VPS.web.name}?` });
    await expect(dialog).toContainText('key login to web-01 stops working');
    await expectAccessible(page, 'remove every key');
    await dialog.getByRole('button', { name: 'Remove every key' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Every SSH key was removed' })).toBeVisible();
  });

  test('adds a key, checked before it is sent, and offers it for the server', async ({
    page,
    world,
    signInAs,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(409));
    await signInAs(world.keys.full);
    await page.goto(`/vps/${DEMO_VPS.web.id}?tab=ssh-keys`);
    const form = page.getByRole('region', { name: 'Add a key to your account' });
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') requests.push(r.url());
    });
    await form.getByLabel('Name').fill('old-laptop');
    await form.getByLabel('Public key').fill(DEMO_TEST_PUBLIC_KEYS.rsa1024);
    await expect(form.getByText('This RSA key is too short.')).toBeVisible();
    await form.getByRole('button', { name: 'Add key' }).click();
    await expect(form.getByLabel('Public key')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
    await form.getByLabel('Public key').fill('-----BEGIN OPENSSH PRIVATE KEY-----');
    await expect(form.getByText('This is a private key')).toBeVisible();

    await form.getByLabel('Name').fill('e2e-key');
    await form.getByLabel('Public key').fill(DEMO_TEST_PUBLIC_KEYS.ed25519.line);
    await expect(form.getByText('Looks right: ssh-ed25519 key, 256 bits.')).toBeVisible();
    await form.getByRole('button', { name: 'Add key' }).click();
    await expect(form.getByRole('status')).toContainText('e2e-key is now in your account');
    const keys = page.getByRole('group', { name: `Keys installed on ${DEMO_VPS.web.name}` });
    await expect(keys.getByRole('checkbox', { name: 'e2e-key' })).toBeChecked();
    await expect(keys).toContainText(DEMO_TEST_PUBLIC_KEYS.ed25519.fingerprint);

    // The same key again is refused, naming the key already there.
    await form.getByLabel('Name').fill('again');
    await form.getByLabel('Public key').fill(DEMO_TEST_PUBLIC_KEYS.ed25519.line);
    await form.getByRole('button', { name: 'Add key' }).click();
    await expect(form.getByRole('alert')).toContainText('This key is already in your account as e2e-key.');
    await expect(form.getByLabel('Name')).toHaveValue('again');
    await expectAccessible(page, 'ssh key exists');
  });

  test('a read-only key is refused with the missing scope named, and keeps the choice', async ({
    page,
    world,
    signInAs,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(403));
    await signInAs(world.keys.readonly);
    await page.goto(`/vps/${DEMO_VPS.web.id}?tab=ssh-keys`);
    await page.getByRole('checkbox', { name: DEMO_SSH_KEYS.yubikey.name }).check();
    await page.getByRole('button', { name: `Replace keys on ${DEMO_VPS.web.name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Replace keys' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Missing scope: write:vm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('checkbox', { name: DEMO_SSH_KEYS.yubikey.name })).toBeChecked();
  });
});

test.describe('servers: network', () => {
  const WEB = DEMO_VPS.web;
  const NET = DEMO_VPS_NETWORK;
  const iface = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

  test('interfaces and addresses, copyable; the primary address is never offered for removal', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto(`/vps/${WEB.id}`);
    await page.getByRole('navigation', { name: 'Server sections' }).getByRole('link', { name: 'Network' }).click();
    await expect(page).toHaveURL(/tab=network/);
    const eth0 = iface(page, WEB.primaryInterface);
    await expect(eth0).toContainText('Primary interface');
    await expect(eth0.getByRole('button', { name: `Copy ${WEB.ips.primaryV4.address}` })).toBeVisible();
    await expect(eth0.getByRole('button', { name: `Copy ${WEB.ips.primaryV6.address}` })).toBeVisible();
    await expect(eth0).toContainText(DEMO_DNS.mail);
    await expect(eth0.getByRole('button', { name: `Remove ${WEB.ips.primaryV4.address}` })).toHaveCount(0);
    await expect(eth0.getByRole('button', { name: `Change ${WEB.ips.primaryV4.address}` })).toBeVisible();
    await expect(eth0.getByRole('button', { name: `Remove ${WEB.ips.secondaryV4.address}` })).toBeVisible();
    // Only one public interface: deleting it is blocked, and says why.
    const deletePrimary = eth0.getByRole('button', { name: 'Delete primary interface' });
    await expect(deletePrimary).toHaveAttribute('aria-disabled', 'true');
    await expect(deletePrimary).toHaveAccessibleDescription(/.+/);
    await expect(iface(page, WEB.privateInterface)).toContainText(WEB.ips.private.address);
    await expectAccessible(page, 'network');
  });

  test('reverse DNS: checked as typed, the server’s refusal on the field, reset to default, saved', async ({
    page,
    world,
    signInAs,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(400));
    await signInAs(world.keys.full);
    await page.goto(`/vps/${WEB.id}?tab=network`);
    const address = WEB.ips.primaryV4.address;
    await page.getByRole('button', { name: `Edit reverse DNS of ${address}` }).click();
    const field = page.getByLabel(`Reverse DNS of ${address}`, { exact: true });
    await expect(field).toBeFocused();
    await field.fill('not a hostname');
    await expect(page.getByText('Enter a public hostname such as mail.example.se')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill(DEMO_DNS.unresolved);
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/does not resolve/)).toBeVisible();
    await expect(field).toHaveValue(DEMO_DNS.unresolved);
    await expectAccessible(page, 'rdns refused');

    await page.getByRole('button', { name: 'Reset to default' }).click();
    await expect(page.getByText('203-0-113-24.static.hosting.example')).toBeVisible();
    await page.getByRole('button', { name: `Edit reverse DNS of ${address}` }).click();
    await field.fill(DEMO_DNS.web);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field).toBeHidden();
    await expect(iface(page, WEB.primaryInterface).getByText(DEMO_DNS.web).first()).toBeVisible();
  });

  test('assigns several addresses at once, then removes one', async ({ page, makeWorld, signInAs }) => {
    const world = await makeWorld({ jobDurationMs: 300 });
    await signInAs(world.keys.full);
    await page.goto(`/vps/${WEB.id}?tab=network`);
    const eth0 = iface(page, WEB.primaryInterface);
    await eth0.getByRole('button', { name: `Assign addresses to ${WEB.primaryInterface}` }).click();
    const dialog = page.getByRole('dialog', { name: `Assign addresses to ${WEB.primaryInterface}` });
    await expect(dialog.getByRole('group', { name: /203\.0\.113\.0\/24/ })).toBeVisible();
    await expect(dialog.getByText('(reserved for you)')).toBeVisible();
    await expectAccessible(page, 'assign dialog');
    await page.screenshot({ path: '/tmp/vpsapp-assign-dialog.png' });
    await dialog.getByRole('checkbox', { name: NET.freeIpv4.address }).check();
    await dialog.getByRole('checkbox', { name: NET.freeIpv4b.address }).check();
    await dialog.getByRole('button', { name: 'Assign 2 addresses' }).click();
    await expect(dialog).toBeHidden();
    await expect(eth0.getByRole('button', { name: `Copy ${NET.freeIpv4.address}` })).toBeVisible({ timeout: 15_000 });
    await expect(eth0.getByRole('button', { name: `Copy ${NET.freeIpv4b.address}` })).toBeVisible();

    await eth0.getByRole('button', { name: `Remove ${NET.freeIpv4b.address}` }).click();
    const remove = page.getByRole('dialog', { name: `Remove ${NET.freeIpv4b.address} from ${WEB.primaryInterface}?` });
    await remove.getByRole('button', { name: 'Remove address' }).click();
    await expect(eth0.getByRole('button', { name: `Copy ${NET.freeIpv4b.address}` })).toBeHidden({ timeout: 15_000 });
  });

  test('changes the primary address through the subnet picker, keeping the old one reserved', async ({
    page,
    makeWorld,
    signInAs,
  }) => {
    const world = await makeWorld({ jobDurationMs: 300 });
    await signInAs(world.keys.full);
    await page.goto(`/vps/${WEB.id}?tab=network`);
    const eth0 = iface(page, WEB.primaryInterface);
    const old = WEB.ips.primaryV4.address;
    await eth0.getByRole('button', { name: `Change ${old}` }).click();
    const dialog = page.getByRole('dialog', { name: `Change ${old} on ${WEB.primaryInterface}` });
    await dialog.getByRole('radio', { name: 'By subnet' }).check();
    const subnet = dialog.getByRole('group', { name: new RegExp(NET.stockholmSubnet2.cidr.replaceAll('.', '\\.')) });
    await subnet.getByRole('radio', { name: NET.freeIpv4Other.address }).check();
    await expect(dialog.getByRole('group', { name: /this server’s network/ })).toBeVisible();
    await dialog.getByLabel(`Keep ${old} reserved for me`).check();
    await expectAccessible(page, 'change ip dialog');
    await page.screenshot({ path: '/tmp/vpsapp-change-dialog.png' });
    await dialog.getByRole('button', { name: 'Change address' }).click();
    await expect(dialog).toBeHidden();
    await expect(eth0.getByRole('button', { name: `Change ${NET.freeIpv4Other.address}` })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.locator('.page__header')).toBeVisible();

    // The old address is now offered as reserved for this customer.
    await eth0.getByRole('button', { name: `Assign addresses to ${WEB.primaryInterface}` }).click();
    const assign = page.getByRole('dialog', { name: `Assign addresses to ${WEB.primaryInterface}` });
    await expect(assign.getByRole('checkbox', { name: `${old} (reserved for you)` })).toBeVisible();
  });

  test('a guest network mismatch lists the interfaces and repairs them', async ({ page, makeWorld, signInAs }) => {
    const world = await makeWorld({ jobDurationMs: 300 });
    await signInAs(world.keys.full);
    await page.goto(`/vps/${DEMO_VPS.mismatch.id}?tab=network`);
    const banner = page.getByRole('region', { name: 'The server’s own network settings are out of date' });
    await expect(banner).toContainText(DEMO_VPS.mismatch.mismatchInterface);
    await expect(banner).toContainText(DEMO_VPS.mismatch.staleAddress);
    await expectAccessible(page, 'guest mismatch');
    await banner.getByRole('button', { name: `Repair ${DEMO_VPS.mismatch.mismatchInterface}` }).click();
    await expect(banner).toBeHidden({ timeout: 15_000 });
  });

  test('adds a private interface and deletes it', async ({ page, makeWorld, signInAs }) => {
    const world = await makeWorld({ jobDurationMs: 300 });
    await signInAs(world.keys.full);
    await page.goto(`/vps/${WEB.id}?tab=network`);
    await page.getByRole('button', { name: 'Add a private interface' }).click();
    const dialog = page.getByRole('dialog', { name: `Add a private interface to ${WEB.name}` });
    await expect(dialog.getByLabel('Private network')).toHaveValue(NET.managementNetwork.id);
    await dialog.getByLabel('VLAN (optional)').fill('5000');
    await expect(dialog.getByText('Enter a whole number from 1 to 4094')).toBeVisible();
    await dialog.getByLabel('VLAN (optional)').fill('');
    await expectAccessible(page, 'private interface dialog');
    await dialog.getByRole('button', { name: 'Add interface' }).click();
    await expect(dialog).toBeHidden();
    const eth2 = iface(page, 'eth2');
    await expect(eth2).toContainText(`VLAN ${NET.managementNetwork.vlan}`, { timeout: 15_000 });
    await eth2.getByRole('button', { name: 'Delete interface' }).click();
    await page.getByRole('dialog', { name: 'Delete eth2?' }).getByRole('button', { name: 'Delete interface' }).click();
    await expect(eth2).toBeHidden({ timeout: 15_000 });
  });

  test('deleting the primary interface asks for its name; the other public one takes over', async ({
    page,
    makeWorld,
    signInAs,
  }) => {
    const world = await makeWorld({ jobDurationMs: 300 });
    const edge = DEMO_VPS.twoPublicInterfaces;
    await signInAs(world.keys.full);
    await page.goto(`/vps/${edge.id}?tab=network`);
    await iface(page, edge.primaryInterface).getByRole('button', { name: 'Delete primary interface' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete the primary interface ${edge.primaryInterface}?` });
    const confirm = dialog.getByRole('button', { name: 'Delete primary interface' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(`Type ${edge.primaryInterface} to confirm`).fill(edge.primaryInterface);
    await confirm.click();
    await expect(iface(page, edge.primaryInterface)).toBeHidden({ timeout: 15_000 });
    await expect(iface(page, edge.secondInterface)).toContainText('Primary interface');
    await expect(page.locator('.page__meta')).toBeVisible();
  });

  test('a busy server (409) is retried with the same request after a countdown', async ({
    page,
    makeWorld,
    signInAs,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(409));
    const world = await makeWorld({ jobDurationMs: 3000 });
    await signInAs(world.keys.full);
    await page.goto(`/vps/${WEB.id}?tab=network`);
    await expect(iface(page, WEB.primaryInterface)).toBeVisible();
    // Another change starts elsewhere (another tab, a script): this screen's gates do not know yet.
    const restart = await request.post(`/api/v2/vps/${WEB.id}/actions/restart`, {
      headers: { Authorization: `Bearer ${world.keys.full}` },
      data: {},
    });
    expect(restart.status()).toBe(202);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/network')) sent.push(r.postData() ?? '');
    });
    await page.getByRole('button', { name: `Edit reverse DNS of ${WEB.ips.secondaryV4.address}` }).click();
    await page.getByRole('button', { name: 'Reset to default' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /is busy with another change\. Sending the same request again in \d+ seconds?/ }),
    ).toBeVisible();
    await expect(page.getByText('203-0-113-31.static.hosting.example')).toBeVisible({ timeout: 15_000 });
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sent).size).toBe(1);
  });

  test('the busy countdown can be stopped; nothing is sent again', async ({
    page,
    makeWorld,
    signInAs,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(409));
    const world = await makeWorld({ jobDurationMs: 120_000 });
    await signInAs(world.keys.full);
    await page.goto(`/vps/${WEB.id}?tab=network`);
    await expect(iface(page, WEB.primaryInterface)).toBeVisible();
    await request.post(`/api/v2/vps/${WEB.id}/actions/restart`, {
      headers: { Authorization: `Bearer ${world.keys.full}` },
      data: {},
    });
    let sent = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/network')) sent++;
    });
    await page.getByRole('button', { name: `Edit reverse DNS of ${WEB.ips.secondaryV4.address}` }).click();
    await page.getByRole('button', { name: 'Reset to default' }).click();
    const countdown = page.getByRole('status').filter({ hasText: /Sending the same request again in/ });
    await expect(countdown).toBeVisible();
    await expectAccessible(page, 'busy countdown');
    await countdown.getByRole('button', { name: 'Stop trying' }).click();
    await expect(countdown).toBeHidden();
    await expect(page.getByRole('alert')).toContainText('vps_busy');
    await page.waitForTimeout(1500);
    expect(sent).toBe(1);
  });
});

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
    await expect(page.getByRole('alert')).toContainText('Missing scopes: write:vm and write:network');
    await expect(field).toHaveValue(DEMO_DNS.web);
    await expectAccessible(page, 'rdns refused for a read-only key');

    await page.goto(`/vps/${DEMO_VPS.web.id}?tab=snapshots`);
    const section = page.getByRole('region', { name: 'Snapshots' });
    const nameField = section.getByLabel('Name', { exact: true });
    await nameField.fill('before-upgrade');
    await section.getByRole('button', { name: 'Take snapshot' }).click();
    await expect(section.getByRole('alert')).toContainText('Missing scope: backup:vm');
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

/** Each section of a server's screen, with what shows it has loaded (screenshots and checks walk through them). */
const TABS = [
  { tab: 'overview', server: DEMO_VPS.web.id, ready: (page: Page) => power(page) },
  {
    tab: 'network',
    server: DEMO_VPS.mismatch.id,
    ready: (page: Page) => page.getByRole('region', { name: 'Network', exact: true }),
  },
  {
    tab: 'ssh-keys',
    server: DEMO_VPS.web.id,
    ready: (page: Page) => page.getByRole('region', { name: 'SSH keys' }),
  },
  {
    tab: 'snapshots',
    server: DEMO_VPS.snapshotsFull.id,
    ready: (page: Page) => page.getByRole('region', { name: 'Snapshots' }),
  },
] as const;

test.describe('servers on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`list and every section fit and stay accessible (${colorScheme})`, async ({ page, world, signInAs }) => {
      test.slow(); // five screens, each checked with axe
      await page.emulateMedia({ colorScheme });
      await signInAs(world.keys.full);
      await page.goto('/vps');
      await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(DEMO_VPS_COUNTS.main.total);
      expect(await overflow(page)).toBe(0);
      await expectAccessible(page, `server list at 390 px, ${colorScheme}`);
      await page.screenshot({ path: `/tmp/vpsapp-list-390-${colorScheme}.png`, fullPage: true });

      for (const { tab, server, ready } of TABS) {
        await page.goto(`/vps/${server}?tab=${tab}`);
        await expect(ready(page)).toBeVisible();
        expect(await overflow(page), tab).toBe(0);
        await expectAccessible(page, `server ${tab} at 390 px, ${colorScheme}`);
        await page.screenshot({ path: `/tmp/vpsapp-${tab}-390-${colorScheme}.png`, fullPage: true });
      }
    });
  }
});

test.describe('servers at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`list and every section pass the accessibility checks (${colorScheme})`, async ({ page, world, signInAs }) => {
      test.slow(); // five screens, each checked with axe
      await page.emulateMedia({ colorScheme });
      await signInAs(world.keys.full);
      await page.goto('/vps');
      await expect(page.getByRole('table')).toBeVisible();
      await expectAccessible(page, `server list, ${colorScheme}`);
      await page.screenshot({ path: `/tmp/vpsapp-list-1280-${colorScheme}.png`, fullPage: true });
      for (const { tab, server, ready } of TABS) {
        await page.goto(`/vps/${server}?tab=${tab}`);
        await expect(ready(page)).toBeVisible();
        await expectAccessible(page, `server ${tab}, ${colorScheme}`);
        await page.screenshot({ path: `/tmp/vpsapp-${tab}-1280-${colorScheme}.png`, fullPage: true });
      }
    });
  }
});

for (const [colorScheme, locale] of [
  ['dark', 'en-US'],
  ['light', 'sv-SE'],
] as const) {
  test.describe(`a list with malformed items (${locale})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, locale });

    test(`says how many could not be shown, above the rest (390 px, ${colorScheme}, ${locale})`, async ({
      page,
      world,
      signInAs,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.route('**/api/v2/vps?*', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: unknown[] };
        // What a server with a bug might send: two rows no schema accepts.
        const data = body.data.map((row, i) => (i === 1 || i === 4 ? { id: 42 } : row));
        await route.fulfill({ response, json: { ...body, data } });
      });
      await signInAs(world.keys.full);
      await page.goto('/vps');
      const notice = page
        .getByRole('status')
        .filter({ hasText: locale === 'sv-SE' ? 'kunde inte visas' : 'could not' });
      await expect(notice).toHaveText(
        locale === 'sv-SE'
          ? /2 objekt kunde inte visas\.\s*.*Kontakta supporten om det fortsätter\./
          : /2 items could not be shown\.\s*.*If this keeps happening, contact support\./,
      );
      await expect(page.getByRole('link', { name: DEMO_VPS.web.name })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page, `dropped-items notice at 390 px, ${colorScheme}`);
      await page.screenshot({ path: `/tmp/dropped-notice-390-${colorScheme}-${locale}.png` });
    });
  });
}

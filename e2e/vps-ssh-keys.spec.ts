import { expect, expectAccessible, httpStatusConsole, test } from './fixtures';
import { DEMO_SSH_KEYS, DEMO_TEST_PUBLIC_KEYS, DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { confirmDialog, openDialog } from './steps';

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
    const dialog = await openDialog(
      page,
      page.getByRole('button', { name: `Replace keys on ${DEMO_VPS.web.name}` }),
      `Replace the SSH keys on ${DEMO_VPS.web.name}?`,
    );
    await expect(dialog).toContainText(DEMO_SSH_KEYS.yubikey.name);
    await expect(dialog).not.toContainText(DEMO_SSH_KEYS.ci.name);
    await confirmDialog(dialog, 'Replace keys');
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
    const dialog = await openDialog(
      page,
      page.getByRole('button', { name: `Replace keys on ${DEMO_VPS.web.name}` }),
      `Remove every SSH key from ${DEMO_VPS.web.name}?`,
    );
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
    await expect(dialog.getByRole('alert')).toContainText('Your API key is not allowed to change servers.');
    await dialog.getByRole('button', { name: 'Make no change' }).click();
    await expect(page.getByRole('checkbox', { name: DEMO_SSH_KEYS.yubikey.name })).toBeChecked();
  });
});

import { expect, expectAccessible, httpStatusConsole, test } from './fixtures';
import type { Page } from '@playwright/test';
import { DEMO_DNS, DEMO_VPS, DEMO_VPS_NETWORK } from '@/mock/scenarios/demo/ids';
import { confirmDialog, openDialog } from './steps';

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
    const dialog = await openDialog(
      page,
      eth0.getByRole('button', { name: `Assign addresses to ${WEB.primaryInterface}` }),
      `Assign addresses to ${WEB.primaryInterface}`,
    );
    await expect(dialog.getByRole('group', { name: /203\.0\.113\.0\/24/ })).toBeVisible();
    await expect(dialog.getByText('(reserved for you)')).toBeVisible();
    await expectAccessible(page, 'assign dialog');
    await page.screenshot({ path: '/tmp/vpsapp-assign-dialog.png' });
    await dialog.getByRole('checkbox', { name: NET.freeIpv4.address }).check();
    await dialog.getByRole('checkbox', { name: NET.freeIpv4b.address }).check();
    await confirmDialog(dialog, 'Assign 2 addresses');
    await expect(eth0.getByRole('button', { name: `Copy ${NET.freeIpv4.address}` })).toBeVisible({ timeout: 15_000 });
    await expect(eth0.getByRole('button', { name: `Copy ${NET.freeIpv4b.address}` })).toBeVisible();

    const remove = await openDialog(
      page,
      eth0.getByRole('button', { name: `Remove ${NET.freeIpv4b.address}` }),
      `Remove ${NET.freeIpv4b.address} from ${WEB.primaryInterface}?`,
    );
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
    const dialog = await openDialog(
      page,
      eth0.getByRole('button', { name: `Change ${old}` }),
      `Change ${old} on ${WEB.primaryInterface}`,
    );
    await dialog.getByRole('radio', { name: 'By subnet' }).check();
    const subnet = dialog.getByRole('group', { name: new RegExp(NET.stockholmSubnet2.cidr.replaceAll('.', '\\.')) });
    await subnet.getByRole('radio', { name: NET.freeIpv4Other.address }).check();
    await expect(dialog.getByRole('group', { name: /this server’s network/ })).toBeVisible();
    await dialog.getByLabel(`Keep ${old} reserved for me`).check();
    await expectAccessible(page, 'change ip dialog');
    await page.screenshot({ path: '/tmp/vpsapp-change-dialog.png' });
    await confirmDialog(dialog, 'Change address');
    await expect(eth0.getByRole('button', { name: `Change ${NET.freeIpv4Other.address}` })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.locator('.page__header')).toBeVisible();

    // The old address is now offered as reserved for this customer.
    const assign = await openDialog(
      page,
      eth0.getByRole('button', { name: `Assign addresses to ${WEB.primaryInterface}` }),
      `Assign addresses to ${WEB.primaryInterface}`,
    );
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
    const dialog = await openDialog(
      page,
      page.getByRole('button', { name: 'Add a private interface' }),
      `Add a private interface to ${WEB.name}`,
    );
    await expect(dialog.getByLabel('Private network')).toHaveValue(NET.managementNetwork.id);
    await dialog.getByLabel('VLAN (optional)').fill('5000');
    await expect(dialog.getByText('Enter a whole number from 1 to 4094')).toBeVisible();
    await dialog.getByLabel('VLAN (optional)').fill('');
    await expectAccessible(page, 'private interface dialog');
    await confirmDialog(dialog, 'Add interface');
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
    const dialog = await openDialog(
      page,
      iface(page, edge.primaryInterface).getByRole('button', { name: 'Delete primary interface' }),
      `Delete the primary interface ${edge.primaryInterface}?`,
    );
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
    await confirmDialog(countdown, 'Stop trying');
    await expect(page.getByRole('alert')).toContainText('vps_busy');
    await page.waitForTimeout(1500);
    expect(sent).toBe(1);
  });
});

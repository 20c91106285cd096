import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { checkEveryLook, confirmDialog, expectOperationDone, openDialog } from './steps';

const web = DEMO_VPS.web;

const recovery = (page: Page) =>
  page.getByRole('region', { name: /^(When the server will not behave|När servern krånglar)$/ });

/** Issue 38: ordering a server from the catalog, and getting one back on its feet. */
test.describe('servers: order, rebuild, rescue, root password', () => {
  test('order a server from the catalog and see it run with its address', async ({
    page,
    makeWorld,
    signInAs,
    advanceClock,
  }) => {
    test.slow();
    const world = await makeWorld({ jobDurationMs: 60_000 });
    await page.goto('/catalog/servers');
    await expect(page.getByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();
    const xl = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'VPS XL' }) });
    await expect(xl).toContainText('Out of stock in Frankfurt');
    await expect(xl).toContainText('Available in Stockholm');
    await expect(page.getByText('Debian 12')).toBeVisible();
    await checkEveryLook(page, 'server catalog signed out', 'vps-order');

    // A session as a sign-in leaves it for the demo's Swedish consumer: prices with VAT.
    await signInAs(world.keys.full, {
      tax: { customerType: 'consumer', country: 'SE', vatRate: 25, reverseCharge: false },
    });
    await page.goto('/vps');
    await page.getByRole('link', { name: 'Order a server' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order a server' })).toBeVisible();
    await page.getByRole('radio', { name: /^VPS XL/ }).check();
    await page.getByRole('radio', { name: 'Frankfurt' }).check();
    await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await page.getByRole('radio', { name: /^VPS M 2 vCPUs/ }).check();
    await page.getByLabel('System (image)').selectOption('debian-12');
    await page.getByLabel('Host name').fill('not a host');
    await page.getByRole('radio', { name: 'Pay as you go' }).check();
    const price = page.getByRole('region', { name: 'Price' });
    await expect(price).toContainText(/Per hour:\s+SEK\s0\.\d\d\sincl\. VAT/);
    await expect(price).toContainText(/At most per month:\s+SEK\s248\.75\sincl\. VAT/);
    await page.getByRole('radio', { name: 'Prepaid' }).check();
    await expect(price).toContainText(/Per month:\s+SEK\s248\.75\sincl\. VAT/);
    await checkEveryLook(page, 'order form', 'vps-order');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Enter a full host name such as web-02.example.com.')).toBeVisible();
    await page.getByLabel('Host name').fill('build-02.nordlicht.se');
    await page.getByRole('checkbox', { name: /terms of service/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your server is being installed' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New root password for build-02' })).toBeFocused();
    const progress = page.getByRole('status').filter({ hasText: 'Install the server build-02' });
    await expect(progress).toContainText(/Pending|In progress/);
    await checkEveryLook(page, 'order placed', 'vps-order');
    await page.getByRole('button', { name: 'I have saved it' }).click();
    await expect(page.getByRole('heading', { name: 'New root password for build-02' })).toBeHidden();

    await advanceClock(world.worldId, 61_000);
    await expectOperationDone(progress);
    await page.goto('/vps?q=build-02');
    const row = page.getByRole('row').filter({ hasText: 'build-02' });
    await expect(row).toContainText('Running');
    await expect(row).toContainText(/\d+\.\d+\.\d+\.\d+/);
  });

  test('a server being installed shows on Home with its progress, then counts with the running ones', async ({
    page,
    makeWorld,
    signInAs,
    advanceClock,
    request,
  }) => {
    test.slow();
    const world = await makeWorld({ jobDurationMs: 60_000 });
    const placed = await request.post('/api/v2/orders', {
      headers: { Authorization: `Bearer ${world.keys.full}` },
      data: {
        items: [
          {
            type: 'vps',
            productSlug: 'vps-m',
            region: 'sto1',
            image: 'debian-12',
            hostname: 'build-03.nordlicht.se',
            billingCycle: 'monthly',
          },
        ],
        contractAccepted: true,
      },
    });
    expect(placed.status()).toBe(201);
    await signInAs(world.keys.full);
    await page.goto('/');
    const attention = page.getByRole('region', { name: /^Needs your attention/ });
    const bar = attention.getByRole('progressbar', { name: 'Installation of build-03' });
    await expect(bar).toBeVisible();
    const item = attention
      .getByRole('listitem')
      .filter({ has: page.getByRole('progressbar', { name: 'Installation of build-03' }) });
    await expect(item).toContainText('Server build-03 is being installed');
    await expect(item.getByRole('link', { name: 'Show build-03' })).toHaveAttribute('href', /^\/vps\/vps_/);
    await checkEveryLook(page, 'home installing', 'vps-order');
    await advanceClock(world.worldId, 30_000);
    await expect(item).toContainText(/is being installed: \d+% done\./);
    await advanceClock(world.worldId, 31_000);
    await expect(bar).toBeHidden({ timeout: 20_000 });
    await expect(attention).not.toContainText('build-03');
    await page.getByRole('link', { name: /^Running: \d+$/ }).click();
    await expect(page.getByRole('row').filter({ hasText: 'build-03' })).toContainText('Running');
  });

  test('rebuild a server: what is lost said, the name typed, then its progress', async ({
    page,
    makeWorld,
    signInAs,
    advanceClock,
  }) => {
    test.slow();
    const world = await makeWorld({ jobDurationMs: 60_000 });
    await signInAs(world.keys.full);
    await page.goto(`/vps/${web.id}`);
    const card = recovery(page);
    const dialog = await openDialog(page, card.getByRole('button', { name: 'Reinstall…' }), `Reinstall ${web.name}?`);
    await expect(dialog).toContainText('Everything on the disk of web-01 is erased');
    await expect(dialog).toContainText('Kept: the addresses');
    await dialog.getByLabel('System to install').selectOption('ubuntu-22.04');
    await expect(dialog.getByRole('button', { name: 'Erase and reinstall' })).toBeDisabled();
    await checkEveryLook(page, 'rebuild dialog', 'vps-order');
    await dialog.getByRole('textbox').last().fill(web.name);
    await confirmDialog(dialog, 'Erase and reinstall');
    const progress = card.getByRole('status').filter({ hasText: `Reinstall ${web.name}` });
    await expect(progress).toContainText(/Pending|In progress/);
    await advanceClock(world.worldId, 61_000);
    await expectOperationDone(progress);
    await expect(page.getByText('Ubuntu 22.04 LTS')).toBeVisible();
  });

  test('rescue and leave: a temporary password once, the state on the overview', async ({
    page,
    makeWorld,
    signInAs,
    advanceClock,
  }) => {
    test.slow();
    const world = await makeWorld({ jobDurationMs: 60_000 });
    await signInAs(world.keys.full);
    await page.goto(`/vps/${web.id}`);
    const card = recovery(page);
    const dialog = await openDialog(
      page,
      card.getByRole('button', { name: 'Boot into rescue…' }),
      `Boot ${web.name} into rescue?`,
    );
    await confirmDialog(dialog, 'Boot into rescue');
    await expect(page.getByRole('heading', { name: `Rescue password for ${web.name}` })).toBeFocused();
    await expect(card.locator('code')).toHaveText(/^[A-Za-z0-9]{20}$/);
    await advanceClock(world.worldId, 61_000);
    await expect(card).toContainText(`${web.name} is running the rescue system, not its own.`);
    await checkEveryLook(page, 'in rescue', 'vps-order');
    await card.getByRole('button', { name: 'I have saved it' }).click();
    // The clock moves the job once it exists: wait for the server's answer before the jump.
    const accepted = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/actions/leave-rescue'),
    );
    await card.getByRole('button', { name: 'Leave rescue' }).click();
    expect((await accepted).status()).toBe(202);
    await advanceClock(world.worldId, 61_000);
    await expect(card.getByRole('button', { name: 'Boot into rescue…' })).toBeEnabled();
    await expect(card).not.toContainText('is running the rescue system');
  });

  test('reset the root password: the restart said before, the new one shown once with copy', async ({
    page,
    makeWorld,
    signInAs,
  }) => {
    test.slow();
    const world = await makeWorld({ jobDurationMs: 60_000 });
    await signInAs(world.keys.full);
    await page.goto(`/vps/${web.id}`);
    const card = recovery(page);
    const dialog = await openDialog(
      page,
      card.getByRole('button', { name: 'Reset root password…' }),
      `Reset the root password of ${web.name}?`,
    );
    await expect(dialog).toContainText(`${web.name} restarts to apply the new password`);
    await confirmDialog(dialog, 'Reset the password');
    await expect(page.getByRole('heading', { name: `New root password for ${web.name}` })).toBeFocused();
    await expect(card.getByRole('button', { name: 'Copy the password' })).toBeVisible();
    await expect(card).toContainText('This is the only time it is shown.');
    await checkEveryLook(page, 'root password shown once', 'vps-order');
  });
});

test.describe('servers in Swedish', () => {
  test.use({ locale: 'sv-SE' });
  test('the server catalog and the recovery card read in Swedish', async ({ page, makeWorld, signInAs }) => {
    test.slow();
    const world = await makeWorld({});
    await page.goto('/catalog/servers');
    await expect(page.getByRole('heading', { level: 1, name: 'Servrar' })).toBeVisible();
    await expect(page.getByText('Slut i Frankfurt')).toBeVisible();
    await checkEveryLook(page, 'server catalog sv', 'vps-order');
    await signInAs(world.keys.full);
    await page.goto(`/vps/${web.id}`);
    await expect(recovery(page)).toContainText('Starta i räddningsläge…');
    await checkEveryLook(page, 'recovery sv', 'vps-order');
  });
});

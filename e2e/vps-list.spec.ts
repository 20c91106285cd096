import { expect, expectAccessible, httpStatusConsole, test } from './fixtures';
import { DEMO_VPS, DEMO_VPS_COUNTS } from '@/mock/scenarios/demo/ids';

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

    // Search by address as it is typed: the URL holds it, and a reload keeps it.
    const search = page.getByRole('search', { name: 'Find servers' });
    await search.getByLabel('Name or IP address').fill(DEMO_VPS.db.ipv4);
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
    await expect(page).toHaveURL(/status=suspended/);
    await expect(filtered.locator('tbody tr')).toHaveCount(1);
    await expect(filtered).toContainText(DEMO_VPS.suspended.name);

    await page.getByLabel('Name or IP address').fill('no-such-server');
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

  test('the navigation shows Servers to a key with read:vm and marks it there', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Servers' }).click();
    await expect(page).toHaveURL(/\/vps$/);
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

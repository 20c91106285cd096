import type { Page } from '@playwright/test';
import { expect, httpStatusConsole, test } from './fixtures';
import {
  checkEveryLook,
  chooseLanguage,
  confirmDialog,
  expectOperationDone,
  openDialog,
  openPersonMenu,
  operationsButton,
  scopesOf,
} from './steps';
import { power, powerAction } from './vps-steps';
import { DEMO_AUDIT, DEMO_DOMAINS, DEMO_VPS } from '@/mock/scenarios/demo/ids';

const logTable = (page: Page) => page.getByRole('table');
const rows = (page: Page) =>
  logTable(page)
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

test.describe('the account log', () => {
  test.use({ locale: 'en-US' });

  test('a change done in the panel and one refused show with the right words and links', async ({
    page,
    world,
    signInAs,
    request,
  }) => {
    await signInAs(world.keys.full);
    await page.goto(`/vps/${DEMO_VPS.web.id}`);
    const dialog = await openDialog(page, await powerAction(page, 'Restart'), `Restart ${DEMO_VPS.web.name}?`);
    await confirmDialog(dialog, 'Restart');
    await expectOperationDone(power(page).getByRole('status').first());
    // A change the registry refuses (through the API, as a script of the customer's would send it).
    const refused = await request.patch(`/api/v2/domains/${DEMO_DOMAINS.se.id}`, {
      headers: { Authorization: `Bearer ${world.keys.full}` },
      data: { registrarLock: false },
    });
    expect(refused.status()).toBe(409);

    // The drawer's recent operations lead to the whole log.
    const drawer = await openDialog(page, await operationsButton(page), 'Operations');
    await drawer.getByRole('link', { name: 'All changes in the account log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account log' })).toBeVisible();
    await expect(page).toHaveURL(/\/account-log$/);

    await expect(rows(page)).toHaveCount(DEMO_AUDIT.main + 2);
    const newest = rows(page).nth(0);
    await expect(newest).toContainText('Change a domain’s settings');
    await expect(newest.getByRole('link', { name: `Domain ${DEMO_DOMAINS.se.name}` })).toHaveAttribute(
      'href',
      `/domains/${DEMO_DOMAINS.se.id}`,
    );
    await expect(newest.getByText('Refused', { exact: true })).toBeVisible();
    await expect(newest).toContainText('API key “full”');
    // The code is for support only: under the closed details, not in the words.
    const details = newest.getByText('Details for support');
    await expect(newest.getByText('registry_unlock_required')).toBeHidden();
    await details.click();
    await expect(newest.getByText('registry_unlock_required')).toBeVisible();
    await expect(newest.getByText('409', { exact: true })).toBeVisible();

    const restart = rows(page).nth(1);
    await expect(restart).toContainText('Restart a server');
    await expect(restart.getByText('Done', { exact: true })).toBeVisible();
    await restart.getByRole('link', { name: `Server ${DEMO_VPS.web.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: DEMO_VPS.web.name })).toBeVisible();
  });

  test('filters live in the address and survive a reload', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/');
    await (await openPersonMenu(page)).getByRole('link', { name: 'Account log' }).click();
    await expect(rows(page)).toHaveCount(DEMO_AUDIT.main);

    await page.getByLabel('Outcome', { exact: true }).selectOption({ label: 'Refused' });
    await page.getByLabel('Area').selectOption({ label: 'Servers' });
    await page.getByLabel('Time').selectOption({ label: 'Last 7 days' });
    await expect(page).toHaveURL(/outcome=refused/);
    await expect(page).toHaveURL(/area=vps/);
    await expect(page).toHaveURL(/period=week/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Stop a server');
    await expect(rows(page).first()).toContainText('API key “readonly”');

    await page.reload();
    await expect(page.getByLabel('Area')).toHaveValue('vps');
    await expect(page.getByLabel('Time')).toHaveValue('week');
    await expect(page.getByLabel('Outcome', { exact: true })).toHaveValue('refused');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Stop a server');
  });

  test('the old address (/activity) of a bookmark opens the log with its filters', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto('/activity?outcome=refused&area=vps');
    await expect(page).toHaveURL(/\/account-log\?/);
    await expect(page).toHaveURL(/outcome=refused/);
    await expect(page).toHaveURL(/area=vps/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account log' })).toBeVisible();
    await expect(page.getByLabel('Area')).toHaveValue('vps');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Stop a server');
  });

  test('a read-only key reads the log; a key without its scope is told why', async ({
    page,
    makeWorld,
    signInAs,
    request,
    consoleErrors,
  }) => {
    // The log's 403 for the key without its scope, on purpose.
    consoleErrors.allow(httpStatusConsole(403));
    const world = await makeWorld({ keys: [{ name: 'servers', scopes: ['read:vm', 'power:vm'] }] });
    await signInAs(world.keys.readonly, { scopes: await scopesOf(request, world.keys.readonly) });
    await page.goto('/account-log');
    await expect(page.getByRole('heading', { level: 1, name: 'Account log' })).toBeVisible();
    await expect(rows(page)).toHaveCount(DEMO_AUDIT.main);
    await expect((await openPersonMenu(page)).getByRole('link', { name: 'Account log' })).toBeVisible();

    const servers = world.keys.servers;
    if (!servers) throw new Error('no servers key');
    await page.evaluate(() => window.sessionStorage.clear());
    await signInAs(servers, { scopes: await scopesOf(request, servers) });
    await page.goto('/account-log');
    await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Your API key is not allowed to see the account log.');
    await expect((await openPersonMenu(page)).getByRole('link', { name: 'Account log' })).toHaveCount(0);
  });

  test('the log at 1280 and 390 px, light and dark, in English and Swedish', async ({ page, world, signInAs }) => {
    test.slow();
    await signInAs(world.keys.full);
    await page.goto('/account-log');
    await expect(rows(page)).toHaveCount(DEMO_AUDIT.main);
    await checkEveryLook(page, 'account log', 'account-log-en');
    await page.goto('/account-log?outcome=failed');
    // db-01's snapshot (503) and staging-01's restart whose job failed (the one Home lists).
    await expect(rows(page)).toHaveCount(2);
    await checkEveryLook(page, 'account log failed', 'account-log-en');

    await chooseLanguage(page, 'Svenska');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.getByRole('heading', { level: 1, name: 'Kontologg' })).toBeVisible();
    await page.goto('/account-log');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(rows(page)).toHaveCount(DEMO_AUDIT.main);
    await expect(rows(page).first()).toContainText('Starta om en server');
    await checkEveryLook(page, 'account log', 'account-log-sv');
  });
});

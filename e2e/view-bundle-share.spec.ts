import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, httpStatusConsole, test } from './fixtures';
import { openPersonMenu } from './steps';
import { DEMO_DOMAINS, DEMO_TICKETS, DEMO_VPS_METRICS } from '@/mock/scenarios/demo/ids';
import { bodyRows, openView, rowNames, shareView } from './view-bundle-steps';

/** The panel's version, as the build puts it in the app (package.json). */
const appVersion = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

interface SharedFile {
  version: number;
  failedRequests: { method: string; path: string; status: number; code: string; requestId: string | null }[];
}

/** "Share this view with support" from the header, then the download; the file's path. */
async function shareFromHeader(page: Page, file: string) {
  await shareView(page, file, 'en');
  await page
    .getByRole('dialog', { name: 'Share this view with support' })
    .getByRole('button', { name: 'Close' })
    .click();
  return file;
}

test.describe('sharing a view (issue 24)', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('from a problem alert: the dialog lists the failed request, the file holds it without the key; the copied details', async ({
    page,
    context,
    world,
    signInAs,
    patchWorld,
    consoleErrors,
  }, testInfo) => {
    test.slow();
    consoleErrors.allow(httpStatusConsole(502));
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const ticket = DEMO_TICKETS.openWithStaffReply;
    await signInAs(world.keys.full);
    await page.goto('/support/tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();

    await patchWorld(world.worldId, { faults: { rate: 1, statuses: [502] } });
    await page.getByRole('link', { name: ticket.subject }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('HTTP status502', { timeout: 15_000 });
    const requestId = /req_[0-9a-f]+/.exec((await alert.textContent()) ?? '')?.[0] ?? '';
    expect(requestId).not.toBe('');

    await alert.getByRole('button', { name: 'Share this view with support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this view with support' });
    // How many in words; what each was (its address, status and code) one click away, a retried read once.
    const failed = dialog.getByText(/^\d+ failed requests?$/);
    await expect(failed).toBeVisible();
    const failedLine = dialog
      .getByRole('listitem')
      .filter({ hasText: /^GET \/api\/v2\/support\/tickets\/\S+: HTTP 502, bad_gateway( \(\d times\))?$/ });
    await expect(failedLine).toBeHidden();
    await failed.click();
    await expect(failedLine).toHaveCount(1);
    await expect(failedLine).toBeVisible();
    await expectAccessible(page, 'share dialog with a failed request (dark)');
    await page.screenshot({ path: testInfo.outputPath('share-failed-request-390-dark.png') });
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download the file' }).click();
    const file = testInfo.outputPath('view.json');
    await (await downloading).saveAs(file);
    const text = await readFile(file, 'utf8');
    expect(text).not.toContain(world.keys.full);
    expect(text).not.toMatch(/authorization|bearer/i);
    const shared = JSON.parse(text) as SharedFile;
    expect(shared.version).toBe(2);
    expect(shared.failedRequests).toContainEqual(
      expect.objectContaining({ method: 'GET', status: 502, code: 'bad_gateway', requestId }),
    );
    await dialog.getByRole('button', { name: 'Close' }).click();

    // "Copy details for support" on the same alert: one fact a line, never the key.
    await alert.getByRole('button', { name: 'Copy details for support' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('HTTP status: 502');
    expect(copied).toContain('Code: bad_gateway');
    expect(copied).toContain(`Request ID: ${requestId}`);
    expect(copied).toContain(`App version: ${appVersion}`);
    expect(copied).toMatch(/^Time: \d{4}-\d\d-\d\dT/m);
    expect(copied).not.toContain(world.keys.full);
    expect(copied).not.toMatch(/bearer|authorization/i);
  });

  test('a replay survives a reload at the same address with the same rows, sending nothing; leaving it ends it', async ({
    page,
    world,
    signInAs,
    browser,
  }, testInfo) => {
    test.slow();
    await signInAs(world.keys.full);
    await page.goto('/domains?status=active');
    await expect(bodyRows(page).first()).toBeVisible();
    const seen = await rowNames(page);
    expect(seen).toContain(DEMO_DOMAINS.se.name);
    const file = await shareFromHeader(page, testInfo.outputPath('view.json'));

    const support = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    const replay = await support.newPage();
    const sentToApi: string[] = [];
    replay.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) sentToApi.push(request.url());
    });
    await openView(replay, file);
    const banner = replay.getByText(/Replay of a customer’s view from/);
    await expect(banner).toBeVisible();
    await expect(replay).toHaveURL(/\/domains\?status=active$/);
    await expect.poll(() => rowNames(replay)).toEqual(seen);
    // Kept for the tab, never the key.
    const kept = await replay.evaluate(() => JSON.stringify(sessionStorage));
    expect(kept).not.toContain(world.keys.full);

    await replay.reload();
    await expect(banner).toBeVisible();
    await expect(replay).toHaveURL(/\/domains\?status=active$/);
    await expect.poll(() => rowNames(replay)).toEqual(seen);
    await expect(replay.getByText(/a reload will end it/)).toHaveCount(0);
    expect(sentToApi).toEqual([]);
    await expectAccessible(replay, 'replay after a reload (dark)');
    await replay.screenshot({ path: testInfo.outputPath('replay-after-reload-390-dark.png') });

    await replay.getByRole('button', { name: 'Leave the replay' }).click();
    await expect(replay).toHaveURL(/\/support\/open-view/);
    await replay.reload();
    await expect(replay).toHaveURL(/\/support\/open-view/);
    await expect(replay.getByRole('heading', { name: 'Open a customer’s view' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    const left = await replay.evaluate(() => Object.keys(sessionStorage));
    expect(left).not.toContain('hosting-panel.replay');
    expect(left).not.toContain('hosting-panel.session');
    await support.close();
  });

  test('when the tab cannot keep the view, the banner says a reload will end the replay, and a reload does', async ({
    page,
    world,
    signInAs,
    browser,
  }, testInfo) => {
    test.slow();
    await signInAs(world.keys.full);
    await page.goto('/domains');
    await expect(bodyRows(page).first()).toBeVisible();
    const file = await shareFromHeader(page, testInfo.outputPath('view.json'));

    const support = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    // A full storage: the view is refused, as a real browser refuses it past its quota.
    await support.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'hosting-panel.replay')
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        setItem.call(this, key, value);
      };
    });
    const replay = await support.newPage();
    await openView(replay, file);
    await expect(replay.getByText(/Replay of a customer’s view from/)).toBeVisible();
    await expect(
      replay.getByText(
        'This replay could not be kept for this tab (the browser’s storage is full): a reload will end it.',
      ),
    ).toBeVisible();
    await expectAccessible(replay, 'replay not kept (dark)');
    await replay.screenshot({ path: testInfo.outputPath('replay-not-kept-390-dark.png') });

    // As it said: a reload ends it, and its stand-in session is never sent to the API.
    const sentWithKey: string[] = [];
    replay.on('request', (request) => {
      if (request.headers()['authorization']) sentWithKey.push(request.url());
    });
    await replay.reload();
    // The replay ended with the reload: the tab is signed out, as any tab without a session.
    await expect(replay).toHaveURL(/\/sign-in/);
    await expect(replay.getByRole('heading', { level: 1, name: 'Sign in', exact: true })).toBeVisible();
    await expect(replay.getByText(/Replay of a customer’s view from/)).toHaveCount(0);
    expect(sentWithKey).toEqual([]);
    await support.close();
  });

  test('the heaviest screen, a server’s metrics over a year, makes a small file that replays', async ({
    page,
    world,
    signInAs,
    browser,
  }, testInfo) => {
    test.slow();
    const { full } = DEMO_VPS_METRICS;
    await signInAs(world.keys.full);
    await page.goto(`/vps/${full.id}?tab=metrics&timeframe=year`);
    await expect(page.getByRole('region', { name: 'Usage' })).toBeVisible({ timeout: 30_000 });
    await openPersonMenu(page);
    await page.getByRole('button', { name: 'Share view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this view with support' });
    await expect(dialog).toContainText(/Size: \d/);
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download the file' }).click();
    const file = testInfo.outputPath('metrics-year.json');
    await (await downloading).saveAs(file);
    const { size } = await stat(file);
    testInfo.annotations.push({ type: 'bundle size', description: `${size} bytes` });
    // Version 1 wrote each of the 8,760 samples' member names: about 1.9 MB.
    expect(size).toBeLessThan(400_000);

    const support = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const replay = await support.newPage();
    await openView(replay, file);
    await expect(replay.getByRole('region', { name: 'Usage' })).toBeVisible({ timeout: 30_000 });
    await expect(replay.getByText(/Replay of a customer’s view from/)).toBeVisible();
    await expect(replay.getByRole('button', { name: 'Download CSV (8,760 samples)' })).toBeVisible();
    await support.close();
  });
});

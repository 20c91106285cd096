import { readFile, writeFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openPersonMenu, scopesOf } from './steps';
import { bodyRows, openView, rowNames, shareView } from './view-bundle-steps';
import { DEMO_BILLING, DEMO_DOMAINS, DEMO_HOSTING, DEMO_TICKETS } from '@/mock/scenarios/demo/ids';

// Some tests pay or set up a card on the provider's site (its stand-in in the mock).
test.use({ providerSite: true });

/**
 * Support's own browser (English by default: the replay switches to the customer's language), with the payment
 * provider's site served by the mock's stand-in as the `paymentProvider` fixture does for the test's own context.
 */
async function supportBrowser(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  const support = await browser.newContext({ locale: 'en-US' });
  await support.route('https://pay.hosting.example/**', async (route) => {
    const sent = new URL(route.request().url());
    const target = new URL(`/__mock/provider${sent.pathname}${sent.search}`, baseURL);
    await route.fulfill({ response: await route.fetch({ url: target.href, maxRedirects: 0 }) });
  });
  return support;
}

/**
 * The customer (signed in) shares the active domains in Swedish; support opens the file in a browser of its own.
 * Returns support's context and the replay's page, on the domain list.
 */
async function replayOfActiveDomains(page: Page, browser: Browser, baseURL: string | undefined, testInfo: TestInfo) {
  await page.goto('/domains?status=active');
  await expect(bodyRows(page).first()).toBeVisible();
  const file = await shareView(page, testInfo.outputPath('view.json'), 'sv');
  const support = await supportBrowser(browser, baseURL);
  const replay = await support.newPage();
  await openView(replay, file);
  await expect(replay.getByRole('heading', { level: 1, name: 'Domäner' })).toBeVisible();
  return { support, replay };
}

/** Every `POST /__mock/worlds` the page sends. */
function worldRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/__mock/worlds') sent.push(request.url());
  });
  return sent;
}

test.describe('view bundles', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'sv-SE' });

  test('a customer shares the filtered domain list masked; support replays it read-only in a fresh browser', async ({
    page,
    world,
    signInAs,
    browser,
  }, testInfo) => {
    test.slow();
    await signInAs(world.keys.full);
    await page.goto('/domains?status=active');
    await expect(page.getByRole('heading', { level: 1, name: 'Domäner' })).toBeVisible();
    await expect(bodyRows(page).first()).toBeVisible();
    const seen = await rowNames(page);
    expect(seen).toContain(DEMO_DOMAINS.se.name);
    // Each row as the customer read it: status, expiry, auto-renew and lock.
    const seenRows = await bodyRows(page).allTextContents();

    await (await openPersonMenu(page)).getByRole('button', { name: 'Dela vy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dela den här vyn med supporten' });
    await expect(dialog.getByRole('checkbox', { name: 'Dölj personuppgifter' })).toBeChecked();
    await expect(dialog).toContainText('Den här skärmen: /domains?status=active');
    await expect(dialog).toContainText(DEMO_DOMAINS.se.name);
    await expect(dialog).toContainText('Aldrig i den: din API-nyckel');
    await expect(dialog).not.toContainText('Astrid');
    await expectAccessible(page, 'share dialog');
    await page.screenshot({ path: testInfo.outputPath('share-dialog-390-sv.png') });
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Ladda ner filen' }).click();
    const download = await downloading;
    await expect(dialog).toContainText('Nedladdad');
    const file = testInfo.outputPath('view.json');
    await download.saveAs(file);
    const text = await readFile(file, 'utf8');
    expect(text).not.toContain(world.keys.full);
    expect(text).not.toContain('Astrid');
    expect(text).not.toMatch(/authorization|bearer/i);
    expect(text.length).toBeLessThan(1_000_000);

    // The view just shared, one click from a ticket's reply box.
    await page.getByRole('button', { name: 'Stäng' }).click();
    await page.getByRole('button', { name: 'Meny' }).click();
    await page.getByRole('link', { name: 'Supportärenden' }).click();
    await page.getByRole('link', { name: DEMO_TICKETS.openWithStaffReply.subject }).first().click();
    await page.getByRole('button', { name: /^Bifoga vyn som du delade/ }).click();
    await expect(page.getByRole('listitem').filter({ hasText: download.suggestedFilename() })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Bifoga vyn som du delade/ })).toHaveCount(0);

    // Support, in a fresh browser (English, light): the customer's screen, language and rows, nothing personal.
    const support = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const replay = await support.newPage();
    await openView(replay, file);
    await expect(replay).toHaveURL(/\/domains\?status=active$/);
    await expect(replay.getByRole('heading', { level: 1, name: 'Domäner' })).toBeVisible();
    await expect(replay.getByText(/Uppspelning av en kunds vy från/)).toBeVisible();
    await expect.poll(() => rowNames(replay)).toEqual(seen);
    expect(await bodyRows(replay).allTextContents()).toEqual(seenRows);
    // What the customer could do is blocked here, with the reason that it is a replay.
    await replay.getByRole('checkbox', { name: `Välj ${DEMO_DOMAINS.se.name}` }).check();
    const renew = replay
      .getByRole('group', { name: 'Massåtgärder' })
      .getByRole('button', { name: 'Förnya', exact: true });
    await expect(renew).toHaveAttribute('aria-disabled', 'true');
    await expect(renew).toHaveAccessibleDescription(
      'Det här är en uppspelning av en kunds vy: inget kan ändras i den.',
    );
    await expect(replay.locator('body')).not.toContainText('Astrid');
    await expect(replay.locator('body')).toContainText('Person 1');
    // Nothing to share back from a replay.
    await expect(replay.getByRole('button', { name: 'Dela vy' })).toHaveCount(0);
    await expectAccessible(replay, 'replay');
    await replay.screenshot({ path: testInfo.outputPath('replay-1280.png') });

    // A screen the view does not hold says so.
    await replay
      .getByRole('navigation', { name: /Huvud|Main/ })
      .getByRole('link', { name: 'Servrar' })
      .click();
    await expect(replay.getByText('Den här skärmen finns inte i kundens vy')).toBeVisible();
    await replay.screenshot({ path: testInfo.outputPath('replay-not-in-view.png') });

    // Leaving the replay is signing out of it.
    await replay.getByRole('button', { name: 'Avsluta uppspelningen' }).click();
    await expect(replay).toHaveURL(/\/support\/open-view/);
    await support.close();
  });

  test('a control the customer’s key could not use says the customer’s reason in the replay, not the replay’s', async ({
    page,
    world,
    signInAs,
    request,
    browser,
  }, testInfo) => {
    // The domain list says a read-only key's reason once, in its toolbar, for every button it blocks.
    const reason = 'Din API-nyckel har bara läsbehörighet, så den kan inte ändra något här.';
    const bulkRenew = (p: Page) =>
      p.getByRole('group', { name: 'Massåtgärder' }).getByRole('button', { name: 'Förnya', exact: true });
    // On a desktop: the row is in the first screenful, with no card layout to scroll through.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(world.keys.readonly, { scopes: await scopesOf(request, world.keys.readonly) });
    await page.goto('/domains');
    await page.getByRole('checkbox', { name: `Välj ${DEMO_DOMAINS.se.name}` }).check();
    await expect(bulkRenew(page)).toHaveAccessibleDescription(reason);
    const file = await shareView(page, testInfo.outputPath('view.json'), 'sv');
    const shared = JSON.parse(await readFile(file, 'utf8')) as { keyScopes: string[] | null };
    expect(shared.keyScopes).toEqual(await scopesOf(request, world.keys.readonly));

    const support = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const replay = await support.newPage();
    await openView(replay, file);
    await expect(replay.getByText(/Uppspelning av en kunds vy från/)).toBeVisible();
    await replay.getByRole('checkbox', { name: `Välj ${DEMO_DOMAINS.se.name}` }).check();
    await expect(bulkRenew(replay)).toHaveAttribute('aria-disabled', 'true');
    await expect(bulkRenew(replay)).toHaveAccessibleDescription(reason);
    await support.close();
  });

  test('a hostile or wrong file is refused in words, and a name is shown as text', async ({
    page,
    world,
    signInAs,
    browser,
  }, testInfo) => {
    test.slow();
    await signInAs(world.keys.full);
    await page.goto('/domains');
    await expect(bodyRows(page).first()).toBeVisible();
    await page.emulateMedia({ colorScheme: 'dark' });
    await (await openPersonMenu(page)).getByRole('button', { name: 'Dela vy' }).click();
    await expectAccessible(page, 'share dialog (dark)');
    await page.screenshot({ path: testInfo.outputPath('share-dialog-dark.png') });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ladda ner filen' }).click();
    const file = testInfo.outputPath('view.json');
    await (await downloading).saveAs(file);
    const bundle = JSON.parse(await readFile(file, 'utf8')) as { version: number; reads: { body: unknown }[] };

    const support = await browser.newContext({ locale: 'en-US', colorScheme: 'dark' });
    const replay = await support.newPage();

    const wrongVersion = testInfo.outputPath('wrong-version.json');
    await writeFile(wrongVersion, JSON.stringify({ ...bundle, version: 99 }));
    await openView(replay, wrongVersion);
    await expect(replay.getByRole('alert')).toHaveText(/made by another version of the panel/);
    await expect(replay).toHaveURL(/\/support\/open-view/);

    const huge = testInfo.outputPath('huge.json');
    await writeFile(huge, Buffer.alloc(50 * 1024 * 1024, 0x20));
    await openView(replay, huge);
    await expect(replay.getByRole('alert')).toHaveText(/too large to be a view/);
    await expectAccessible(replay, 'sign-in with a refused view file (dark)');
    await replay.screenshot({ path: testInfo.outputPath('open-view-refused-dark.png'), fullPage: true });

    const notAView = testInfo.outputPath('not-a-view.json');
    await writeFile(notAView, '<script>alert(1)</script>');
    await openView(replay, notAView);
    await expect(replay.getByRole('alert')).toHaveText(/not a view from the panel/);
    await expect(replay).toHaveURL(/\/support\/open-view/);

    // A script in a name is a name: drawn as text, never run.
    const hostileName = '<img src=x onerror=alert(1)>.se';
    // The list's first row (a long list draws only the rows near the window).
    const text = JSON.stringify(bundle).replaceAll(DEMO_DOMAINS.foreignOrg.name, hostileName);
    const scripted = testInfo.outputPath('scripted.json');
    await writeFile(scripted, text);
    replay.on('dialog', () => {
      throw new Error('a script from the bundle ran');
    });
    await openView(replay, scripted);
    await expect(replay.getByText(hostileName, { exact: true })).toBeVisible();
    await expect(replay.locator('img[src="x"]')).toHaveCount(0);
    await support.close();
  });

  test('support continues a view in a world with the customer’s records and turns auto-renew back on', async ({
    page,
    world,
    signInAs,
    browser,
  }, testInfo) => {
    test.slow();
    const io = DEMO_DOMAINS.farExpiry;
    // The customer turned auto-renew off (the scenario has it on): the world must take the customer's record.
    const off = await page.request.patch(`/api/v2/domains/${io.id}`, {
      headers: { Authorization: `Bearer ${world.keys.full}` },
      data: { autoRenew: false },
    });
    expect(off.status(), await off.text()).toBeLessThan(300);
    await signInAs(world.keys.full);
    await page.goto('/domains?status=active');
    const customerRow = bodyRows(page).filter({ has: page.getByRole('link', { name: io.name, exact: true }) });
    await expect(customerRow.getByRole('cell').nth(4)).toHaveText('Av');
    await (await openPersonMenu(page)).getByRole('button', { name: 'Dela vy' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ladda ner filen' }).click();
    const file = testInfo.outputPath('view.json');
    await (await downloading).saveAs(file);

    const support = await browser.newContext({ locale: 'en-US' });
    const replay = await support.newPage();
    await openView(replay, file);
    await expect(replay.getByRole('heading', { level: 1, name: 'Domäner' })).toBeVisible();
    await replay.getByRole('button', { name: 'Fortsätt i en värld' }).click();
    await expect(replay.getByText(/Uppspelning av en kunds vy/)).toHaveCount(0);
    await expect(replay).toHaveURL(/\/domains\?status=active$/);
    const row = bodyRows(replay).filter({ has: replay.getByRole('link', { name: io.name, exact: true }) });
    await expect(row.getByRole('cell').nth(4)).toHaveText('Av');
    await replay.screenshot({ path: testInfo.outputPath('continued-in-world.png') });

    // The customer's next step, against the mock: auto-renew back on.
    await row.getByRole('link', { name: io.name, exact: true }).click();
    const autoRenew = replay.getByRole('switch', { name: /Auto-renew|Automatisk förnyelse/ });
    await expect(autoRenew).toHaveAttribute('aria-checked', 'false');
    await autoRenew.click();
    await expect(autoRenew).toHaveAttribute('aria-checked', 'true');
    await support.close();
  });

  test('a suspended account shared after a part payment: support continues in a world, pays the rest and the account opens', async ({
    page,
    world,
    signInAs,
    browser,
    baseURL,
  }, testInfo) => {
    test.slow();
    const account = DEMO_HOSTING.suspended;
    const overdue = DEMO_BILLING.invoices.overdue;
    // The customer paid 20 of the overdue 61.25 SEK (49 net with 25 % VAT) at the provider (the scenario has nothing paid): the world must take
    // the customer's invoice, or it would ask for all of it again.
    const part = await page.request.post(`/__mock/worlds/${world.worldId}/invoices/${overdue.id}/payments`, {
      data: { amount: 20 },
    });
    expect(part.status(), await part.text()).toBe(200);
    await signInAs(world.keys.full);
    await page.goto(`/hosting/${account.id}`);
    const banner = (p: Page) => p.getByRole('region', { name: `${account.domain} är spärrat` });
    await expect(banner(page)).toBeVisible();
    // The invoice the account waits for, then back to the account: the screen the customer shares.
    await banner(page).getByRole('link', { name: 'Visa fakturan' }).click();
    await expect(page.getByRole('link', { name: /^Betala 41,25/ })).toBeVisible();
    await page.goBack();
    await expect(banner(page)).toBeVisible();
    const panel = (p: Page) => p.getByRole('button', { name: 'Öppna kontrollpanelen' });
    await expect(panel(page)).toHaveAttribute('aria-disabled', 'true');
    const file = await shareView(page, testInfo.outputPath('view.json'), 'sv');
    // The invoice's read is in the view (it was answered while the account's read was on screen).
    const { reads } = JSON.parse(await readFile(file, 'utf8')) as { reads: { path: string }[] };
    expect(reads.map((read) => read.path)).toContain(`/api/v2/billing/invoices/${overdue.id}`);

    const support = await supportBrowser(browser, baseURL);
    const replay = await support.newPage();
    await openView(replay, file);
    await expect(replay).toHaveURL(new RegExp(`/hosting/${account.id}$`));
    await expect(banner(replay)).toBeVisible();
    await expect(panel(replay)).toHaveAttribute('aria-disabled', 'true');
    await replay.getByRole('button', { name: 'Fortsätt i en värld' }).click();
    await expect(replay.getByText(/Uppspelning av en kunds vy/)).toHaveCount(0);

    // The same account, shut by the same invoice, now against the mock.
    await expect(banner(replay)).toBeVisible();
    await expect(banner(replay)).toContainText(overdue.number);
    await expect(panel(replay)).toHaveAttribute('aria-disabled', 'true');
    // The blocked control says why: it points at the banner, which names the invoice to pay.
    await expect(panel(replay)).toHaveAccessibleDescription(`${account.domain} är spärrat`);
    await replay.screenshot({ path: testInfo.outputPath('continued-suspended.png') });

    // Read again from the world: its payment link pays into the world, not into the customer's.
    const pay = banner(replay).getByRole('link', { name: `Betala faktura ${overdue.number}` });
    await expect(pay).toHaveAttribute('href', /^https:\/\/pay\.hosting\.example\/wld_/);
    await expect(pay).not.toHaveAttribute('href', new RegExp(world.worldId));
    // The fix: pay what is left at the provider (20 SEK were paid in the customer's world, so 41.25 are due).
    const [provider] = await Promise.all([replay.waitForEvent('popup'), pay.click()]);
    await provider.getByRole('button', { name: 'Pay 41,25 SEK' }).click();
    await expect(provider.getByRole('heading', { level: 1 })).toContainText(/received/i);
    await provider.close();

    // The account is open again: no banner, the control panel one click away.
    await replay.reload();
    await expect(replay.getByRole('heading', { level: 1, name: account.domain })).toBeVisible();
    await expect(banner(replay)).toHaveCount(0);
    await expect(replay.getByRole('link', { name: 'Öppna kontrollpanelen' }).first()).toBeVisible();
    await support.close();
  });

  test('“Continue in a world” pressed twice at once builds one world', async ({
    page,
    world,
    signInAs,
    browser,
    baseURL,
  }, testInfo) => {
    await signInAs(world.keys.full);
    const { support, replay } = await replayOfActiveDomains(page, browser, baseURL, testInfo);
    const sent = worldRequests(replay);
    // Two presses in the same tick, before React draws the first one's "Building the world…".
    await replay.getByRole('button', { name: 'Fortsätt i en värld' }).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await expect(replay.getByText(/Uppspelning av en kunds vy/)).toHaveCount(0);
    await expect(bodyRows(replay).first()).toBeVisible();
    expect(sent).toHaveLength(1);
    await support.close();
  });

  test('when no world can be built, the replay stays and says why, with details for support', async ({
    page,
    world,
    signInAs,
    browser,
    baseURL,
  }, testInfo) => {
    await signInAs(world.keys.full);
    const { support, replay } = await replayOfActiveDomains(page, browser, baseURL, testInfo);
    const continueButton = replay.getByRole('button', { name: 'Fortsätt i en värld' });

    // The mock refuses (its world cap reached, say).
    await replay.route('**/__mock/worlds', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        headers: { 'X-Request-Id': 'req_world_full' },
        body: JSON.stringify({
          type: 'about:blank',
          title: 'Mock server full',
          status: 503,
          detail: 'The mock holds as many worlds as its memory allows.',
          code: 'mock_capacity_exceeded',
          requestId: 'req_world_full',
        }),
      }),
    );
    await continueButton.click();
    const alert = replay.getByRole('alert');
    // The mock's own refusal (a full mock), in the page's language; its code under the details.
    await expect(alert).toContainText('Demon är full just nu. Försök igen om några minuter.');
    // The server's own words only under the details.
    await expect(alert.getByText(/Mock server full/)).toBeHidden();
    await alert.getByText('Detaljer för supporten', { exact: true }).click();
    await expect(alert).toContainText('mock_capacity_exceeded');
    await expect(alert).toContainText('req_world_full');
    // Still the replay: its banner, its rows, nothing sent anywhere else.
    await expect(replay.getByText(/Uppspelning av en kunds vy/)).toBeVisible();
    await expect(bodyRows(replay).first()).toBeVisible();
    await replay.screenshot({ path: testInfo.outputPath('continue-refused.png') });

    // No answer at all.
    await replay.unroute('**/__mock/worlds');
    await replay.route('**/__mock/worlds', (route) => route.abort('connectionrefused'));
    await continueButton.click();
    await expect(replay.getByRole('alert')).toContainText(/nå|svar|bekräfta/);
    await expect(replay.getByRole('alert').getByText('Detaljer för supporten', { exact: true })).toBeVisible();
    await expect(replay.getByText(/Uppspelning av en kunds vy/)).toBeVisible();

    // Too large for the mock even as sent (the reads it imports, compact): what support can do, not "make it smaller".
    await replay.unroute('**/__mock/worlds');
    await replay.route('**/__mock/worlds', (route) =>
      route.fulfill({
        status: 413,
        contentType: 'application/problem+json',
        headers: { 'X-Request-Id': 'req_too_large' },
        body: JSON.stringify({
          type: 'about:blank',
          title: 'Payload too large',
          status: 413,
          detail: 'Request bodies are limited to 1048576 bytes.',
          code: 'payload_too_large',
          requestId: 'req_too_large',
        }),
      }),
    );
    await continueButton.click();
    const tooLarge = replay.getByRole('alert');
    await expect(tooLarge).toContainText('Den här vyn har för många poster för att bygga en värld av.');
    await expect(tooLarge).toContainText('Be kunden dela skärmen igen med färre rader inlästa');
    await expect(tooLarge).not.toContainText('Gör det mindre');
    await tooLarge.getByText('Detaljer för supporten', { exact: true }).click();
    await expect(tooLarge).toContainText('payload_too_large');
    await expect(tooLarge).toContainText('req_too_large');
    await expect(replay.getByText(/Uppspelning av en kunds vy/)).toBeVisible();

    // Once the mock answers again, the same button goes on.
    await replay.unroute('**/__mock/worlds');
    await continueButton.click();
    await expect(replay.getByText(/Uppspelning av en kunds vy/)).toHaveCount(0);
    await expect(bodyRows(replay).first()).toBeVisible();
    await support.close();
  });
});

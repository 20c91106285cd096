import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, httpStatusConsole, test } from './fixtures';
import { DEMO_DOMAINS, DEMO_ORDERS, DEMO_OTHER_DOMAINS } from '@/mock/scenarios/demo/ids';

const D = DEMO_DOMAINS;
/** Jobs never end on their own: the test moves the world clock when it wants them done. */
const JOB_MS = 600_000;

async function openList(page: Page, query = '') {
  await page.goto(`/domains${query}`);
  await expect(page.getByRole('checkbox', { name: /^Select / }).first()).toBeVisible();
}

/**
 * Ticks rows by name. The list is virtualized (and switches to its virtualizer after the first paint), so a row
 * may not be drawn, or may stop being drawn between finding it and ticking it: scroll and try again until ticked.
 */
async function select(page: Page, ...names: string[]) {
  for (const name of names) {
    const box = page.getByRole('checkbox', { name: `Select ${name}`, exact: true });
    let scrolled = false;
    await expect(async () => {
      if ((await box.count()) === 0) {
        if (!scrolled) await page.evaluate(() => window.scrollTo(0, 0));
        scrolled = true;
        await page.mouse.wheel(0, 300);
        throw new Error(`${name} is not drawn yet`);
      }
      await box.check({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }
}

async function openAction(page: Page, action: string): Promise<Locator> {
  await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The outcome row of a domain (its name is the row's first cell). */
function row(dialog: Locator, name: string): Locator {
  return dialog
    .getByRole('table', { name: 'What happened to each selected domain' })
    .getByRole('row')
    .filter({ has: dialog.page().getByRole('cell', { name, exact: true }) });
}

test.describe('domain bulk operations', () => {
  test.use({ locale: 'en-US' });
  // Each test drives several dialogs and jobs end to end; the machine is shared and slow.
  test.describe.configure({ timeout: 60_000 });

  test('create a redirect on two domains, see the rules, delete a chosen one and then all', async ({
    page,
    makeWorld,
    signInAs,
    advanceClock,
  }) => {
    const world = await makeWorld({ jobDurationMs: JOB_MS });
    await signInAs(world.keys.full);
    await openList(page);
    await select(page, D.se.name, D.com.name);
    let dialog = await openAction(page, 'Create redirect');
    await expect(dialog.getByRole('heading', { name: 'Create a redirect' })).toBeVisible();
    await expect(dialog.getByText('A redirect rule will be created for each of 2 domains.')).toBeVisible();

    // Client-side checks keep what was typed.
    await dialog.getByLabel('Destination URL').fill('example.com/new');
    await dialog.getByRole('button', { name: 'Create redirects' }).click();
    await expect(dialog.getByText('Enter a full URL starting with http:// or https://.')).toBeVisible();
    await expect(dialog.getByLabel('Destination URL')).toHaveValue('example.com/new');

    await dialog.getByLabel('Source URL or path').fill('https://{domain}/old');
    await dialog.getByLabel('Destination URL').fill('https://example.com/{domain}');
    await dialog.getByLabel('Status code').selectOption('302');
    await dialog.getByLabel('Which addresses redirect').selectOption('root_www');
    await dialog.getByLabel('Keep the query string (?a=b) on the destination').check();
    await dialog.getByLabel('Description (optional)').fill('Campaign');
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText(`https://${D.se.name}/old redirects to https://example.com/${D.se.name}`);
    await expect(preview).toContainText(`https://${D.com.name}/old redirects to https://example.com/${D.com.name}`);
    await expectAccessible(page, 'create redirect dialog');
    await dialog.getByRole('button', { name: 'Create redirects' }).click();

    await expect(row(dialog, D.se.name)).toContainText('Queued');
    await expect(row(dialog, D.com.name)).toContainText('Queued');
    await advanceClock(world.worldId, JOB_MS + 1000);
    await expect(row(dialog, D.se.name)).toContainText('Done');
    await expect(row(dialog, D.se.name)).toContainText('1 rule created');
    await expect(row(dialog, D.com.name)).toContainText('1 rule created');
    await expect(dialog.getByRole('status').filter({ hasText: 'Done: 2' })).toBeVisible();
    await expectAccessible(page, 'redirect outcomes');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // The rules are there: the delete flow lists them; delete one chosen rule of nordlicht.se.
    await select(page, D.se.name, D.com.name);
    dialog = await openAction(page, 'Delete redirects');
    const seRules = dialog.getByRole('group', { name: `Redirect rules of ${D.se.name}` });
    await expect(seRules).toContainText(`https://${D.se.name}/old redirects to https://example.com/${D.se.name}`);
    await expect(dialog.getByRole('group', { name: `Redirect rules of ${D.com.name}` })).toContainText(
      `https://${D.com.name}/old`,
    );
    await dialog.getByLabel('Only the rules I choose').check();
    await seRules.getByRole('checkbox').check();
    await expect(dialog.getByText('1 chosen rule of 2 domains will be deleted.')).toBeVisible();
    await expectAccessible(page, 'delete redirects dialog');
    await dialog.getByRole('button', { name: 'Delete redirects' }).click();
    await expect(row(dialog, D.se.name)).toContainText('Queued');
    // nordlicht.com had no chosen rule: it was not sent at all.
    await expect(row(dialog, D.com.name)).toHaveCount(0);
    await advanceClock(world.worldId, JOB_MS + 1000);
    await expect(row(dialog, D.se.name)).toContainText('1 rule deleted');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await select(page, D.se.name, D.com.name);
    dialog = await openAction(page, 'Delete redirects');
    await expect(dialog.getByRole('group', { name: `Redirect rules of ${D.se.name}` })).toContainText(
      'No redirect rules.',
    );
    // nordlicht.se has no rules left: it is left out (said why) and only nordlicht.com is sent.
    await expect(dialog.getByRole('list', { name: 'Domains left out' })).toContainText(
      `${D.se.name}: it has no redirects to delete.`,
    );
    await expect(dialog.getByText('Every redirect rule of 1 domain will be deleted.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete redirects' }).click();
    await expect(row(dialog, D.com.name)).toContainText('Queued');
    await advanceClock(world.worldId, JOB_MS + 1000);
    await expect(row(dialog, D.com.name)).toContainText('1 rule deleted');
    await expect(row(dialog, D.se.name)).toHaveCount(0);
  });

  test('a foreign name rejects the whole request; the name is pointed out and the others retried', async ({
    page,
    makeWorld,
    signInAs,
    advanceClock,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(400));
    const world = await makeWorld({ jobDurationMs: JOB_MS });
    await signInAs(world.keys.full);
    // A list that still shows a domain the account no longer holds (another customer's now).
    await page.route(/\/api\/v2\/domains\?/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown>[] };
      const [first] = body.data;
      if (first) body.data.unshift({ ...first, id: DEMO_OTHER_DOMAINS.main.id, name: DEMO_OTHER_DOMAINS.main.name });
      await route.fulfill({ response, json: body });
    });
    await openList(page);
    await select(page, D.se.name, DEMO_OTHER_DOMAINS.main.name, D.com.name);
    const dialog = await openAction(page, 'Create redirect');
    await dialog.getByLabel('Destination URL').fill('https://example.com/');
    await dialog.getByRole('button', { name: 'Create redirects' }).click();

    const foreign = row(dialog, DEMO_OTHER_DOMAINS.main.name);
    await expect(foreign).toContainText('Rejected');
    await expect(foreign).toContainText('/domainNames/1');
    await expect(foreign).toContainText(`${DEMO_OTHER_DOMAINS.main.name} is not a domain of this account.`);
    await expect(row(dialog, D.se.name)).toContainText('Not sent');
    await expect(row(dialog, D.com.name)).toContainText('refused the whole request because of other domains');
    await expect(dialog.getByRole('alert')).toContainText('Request ID');
    await expectAccessible(page, 'rejected batch');

    await dialog.getByRole('button', { name: 'Retry the 2 failed ones' }).click();
    await expect(row(dialog, D.se.name)).toContainText('Queued');
    await expect(row(dialog, D.com.name)).toContainText('Queued');
    await expect(foreign).toContainText('Rejected');
    await advanceClock(world.worldId, JOB_MS + 1000);
    await expect(row(dialog, D.se.name)).toContainText('1 rule created');
    await expect(row(dialog, D.com.name)).toContainText('1 rule created');
    await expect(dialog.getByRole('button', { name: /Retry/ })).toHaveCount(0);
  });

  for (const choice of ['cancel', 'keep'] as const) {
    test(`auto-renew off finds a pending renewal order: ${choice} it`, async ({
      page,
      makeWorld,
      signInAs,
      advanceClock,
    }) => {
      const world = await makeWorld({ jobDurationMs: JOB_MS });
      await signInAs(world.keys.full);
      await openList(page);
      await select(page, D.se.name, D.unlocked.name);
      const dialog = await openAction(page, 'Turn auto-renew off');
      await expect(dialog.getByText(/Auto-renew will be turned off for 2 domains\./)).toBeVisible();
      await dialog.getByRole('button', { name: 'Turn auto-renew off' }).click();
      await expect(row(dialog, D.se.name)).toContainText('Queued');
      await advanceClock(world.worldId, JOB_MS + 1000);

      await expect(row(dialog, D.se.name)).toContainText('Nothing changed');
      await expect(row(dialog, D.unlocked.name)).toContainText('Nothing changed');
      const pending = dialog.getByRole('region', { name: 'Renewal orders waiting for payment' });
      await expect(pending).toContainText('1 renewal order is already waiting for payment');
      const order = pending.getByRole('row').filter({ hasText: DEMO_ORDERS.domainRenewal.number });
      await expect(order).toContainText(D.se.name);
      await expect(order).toContainText(`Invoice ${DEMO_ORDERS.domainRenewal.invoiceNumber}, not paid`);
      await expect(order).toContainText('SEK');
      await expectAccessible(page, 'pending renewal orders');

      await pending
        .getByRole('button', {
          name:
            choice === 'cancel'
              ? 'Cancel the orders and turn auto-renew off'
              : 'Keep the orders and turn auto-renew off',
        })
        .click();
      await expect(row(dialog, D.se.name)).toContainText('Queued');
      await advanceClock(world.worldId, JOB_MS + 1000);
      await expect(row(dialog, D.se.name)).toContainText('Auto-renew is off');
      await expect(row(dialog, D.unlocked.name)).toContainText('Auto-renew is off');

      await pending.getByRole('link', { name: DEMO_ORDERS.domainRenewal.number }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: `Order #${DEMO_ORDERS.domainRenewal.number}` }),
      ).toBeVisible();
      await expect(
        page.getByText(choice === 'cancel' ? 'Cancelled' : 'Pending', { exact: true }).first(),
      ).toBeVisible();
    });
  }

  test('auto-renew on with a pending domain: listed with why before sending, only the rest is sent (no 409)', async ({
    page,
    makeWorld,
    signInAs,
    advanceClock,
  }) => {
    const world = await makeWorld({ jobDurationMs: JOB_MS });
    await signInAs(world.keys.full);
    await openList(page);
    await select(page, D.com.name, D.pending.name);
    const dialog = await openAction(page, 'Turn auto-renew on');
    await expect(dialog.getByRole('list', { name: 'Domains left out' })).toContainText(
      `${D.pending.name}: it is not registered yet; auto-renew can be turned on only for active domains.`,
    );
    await expect(dialog.getByText('1 domain', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Turn auto-renew on' }).click();
    await expect(row(dialog, D.com.name)).toContainText('Queued');
    await expect(row(dialog, D.pending.name)).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /Retry/ })).toHaveCount(0);
    await advanceClock(world.worldId, JOB_MS + 1000);
    await expect(row(dialog, D.com.name)).toContainText('Auto-renew is on');
  });

  test('every domain matching a filter: resolved across the list, then auto-renew on', async ({
    page,
    makeWorld,
    signInAs,
    advanceClock,
  }) => {
    const world = await makeWorld({ jobDurationMs: JOB_MS });
    await signInAs(world.keys.full);
    await openList(page, '?status=active');
    await page.getByRole('button', { name: /Select all matching/ }).click();
    const dialog = await openAction(page, 'Turn auto-renew on');
    // All 8 active domains were read (no row of them needed to be loaded); 7 already renew automatically.
    await expect(dialog.getByText('7 selected domains are left out')).toBeVisible();
    await dialog.getByText('Show all 7 domains and why').click();
    const leftOut = dialog.getByRole('list', { name: 'Domains left out' }).getByRole('listitem');
    await expect(leftOut).toHaveCount(7);
    await expect(leftOut.first()).toContainText('auto-renew is already on.');
    await expect(dialog.getByText('1 domain', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Selected domains' }).getByRole('listitem')).toHaveText([D.com.name]);
    await dialog.getByRole('button', { name: 'Turn auto-renew on' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Queued: 1' })).toBeVisible();
    await advanceClock(world.worldId, JOB_MS + 1000);
    await expect(dialog.getByRole('status').filter({ hasText: 'Done: 1' })).toBeVisible();
    await expect(row(dialog, D.com.name)).toContainText('Auto-renew is on');
  });

  test('renew: queued with its renewal order, skipped with reasons, and an all-skipped request', async ({
    page,
    makeWorld,
    signInAs,
    advanceClock,
  }) => {
    const world = await makeWorld({ jobDurationMs: JOB_MS });
    await signInAs(world.keys.full);
    await openList(page);
    await select(page, D.com.name, D.farExpiry.name, D.se.name, D.terminated.name);
    let dialog = await openAction(page, 'Renew');
    // The terminated one is left out before sending; the others go, and the server's own rules skip two.
    await expect(dialog.getByRole('list', { name: 'Domains left out' })).toContainText(
      `${D.terminated.name}: it is terminated; only active or expired domains can be renewed.`,
    );
    await expect(
      dialog.getByText(/A renewal order with an invoice will be created for each of 3 domains/),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Renew domains' }).click();
    await expect(row(dialog, D.com.name)).toContainText('Queued');
    await expect(row(dialog, D.farExpiry.name)).toContainText('Expires more than a year from now: too early to renew.');
    await expect(row(dialog, D.se.name)).toContainText('A renewal order is already waiting for payment.');
    await expect(row(dialog, D.se.name)).toContainText(`Order ${DEMO_ORDERS.domainRenewal.number}`);
    await expect(row(dialog, D.terminated.name)).toHaveCount(0);
    await advanceClock(world.worldId, JOB_MS + 1000);
    const link = row(dialog, D.com.name).getByRole('link', { name: /^Renewal order \d+$/ });
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/orders\/ord_/);
    await expectAccessible(page, 'renew outcomes');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await select(page, D.farExpiry.name, D.terminated.name);
    dialog = await openAction(page, 'Renew');
    await dialog.getByRole('button', { name: 'Renew domains' }).click();
    await expect(dialog.getByText('Nothing was renewed: every selected domain was skipped.')).toBeVisible();
    await expect(row(dialog, D.farExpiry.name)).toContainText('Skipped');
    await expect(dialog.getByRole('list', { name: 'Domains left out' })).toContainText(D.terminated.name);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The new renewal order of nordlicht.com is a real order, waiting for payment.
    await select(page, D.com.name);
    dialog = await openAction(page, 'Renew');
    await dialog.getByRole('button', { name: 'Renew domains' }).click();
    await expect(row(dialog, D.com.name)).toContainText('A renewal order is already waiting for payment.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.goto(href ?? '/');
    await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible();
    await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
  });

  test('a key without write:billing: renew refused by the server with the scope named', async ({
    page,
    makeWorld,
    signInAs,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(403));
    const world = await makeWorld({
      jobDurationMs: JOB_MS,
      keys: [{ name: 'no-billing', scopes: ['read:domains', 'write:domains', 'read:orders'] }],
    });
    // Scopes unknown to the app (a server without /me): the server decides.
    await signInAs(world.keys['no-billing'] ?? '', { scopes: null });
    await openList(page);
    await select(page, D.com.name, D.se.name);
    const dialog = await openAction(page, 'Renew');
    await dialog.getByRole('button', { name: 'Renew domains' }).click();
    await expect(row(dialog, D.com.name)).toContainText('Failed');
    await expect(dialog.getByRole('alert')).toContainText('write:billing');
    await expect(dialog.getByRole('button', { name: 'Retry the 2 failed ones' })).toBeVisible();
  });

  test('a key known to lack write:billing: renew and cancelling pending orders gated, saying what it may not do', async ({
    page,
    makeWorld,
    signInAs,
    advanceClock,
  }) => {
    const scopes = ['read:domains', 'write:domains', 'read:orders'];
    const world = await makeWorld({ jobDurationMs: JOB_MS, keys: [{ name: 'no-billing', scopes }] });
    await signInAs(world.keys['no-billing'] ?? '', { scopes });
    await openList(page);
    await select(page, D.se.name);
    const bar = page.getByRole('region', { name: 'Selection' });
    const renew = bar.getByRole('button', { name: 'Renew', exact: true });
    await expect(renew).toHaveAttribute('aria-disabled', 'true');
    await expect(renew).toHaveAccessibleDescription('Your API key is not allowed to renew domains.');

    const dialog = await openAction(page, 'Turn auto-renew off');
    await dialog.getByRole('button', { name: 'Turn auto-renew off' }).click();
    await expect(row(dialog, D.se.name)).toContainText('Queued');
    await advanceClock(world.worldId, JOB_MS + 1000);
    await expect(row(dialog, D.se.name)).toContainText('Nothing changed');
    const cancel = dialog.getByRole('button', { name: 'Cancel the orders and turn auto-renew off' });
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await expect(cancel).toHaveAccessibleDescription('Your API key is not allowed to cancel renewal orders.');
    await expect(dialog.getByRole('button', { name: 'Keep the orders and turn auto-renew off' })).toBeEnabled();
  });
});

test.describe('domain bulk dialogs, narrow and dark', () => {
  test.use({ locale: 'en-US', colorScheme: 'dark', viewport: { width: 390, height: 844 } });

  test('every dialog passes axe at 390 px in dark mode', async ({ page, makeWorld, signInAs, advanceClock }) => {
    // Five dialogs, each checked by axe and photographed: more than the default budget on a loaded machine.
    test.setTimeout(90_000);
    const world = await makeWorld({ jobDurationMs: JOB_MS });
    await signInAs(world.keys.full);
    await openList(page);
    await select(page, D.se.name, D.com.name, D.farExpiry.name);
    for (const action of ['Create redirect', 'Delete redirects', 'Turn auto-renew on', 'Renew']) {
      const dialog = await openAction(page, action);
      if (action === 'Delete redirects') {
        // A fresh world has no redirect rules: once each domain's rules are read, all three are left out, said why.
        await expect(dialog.getByText('3 selected domains are left out')).toBeVisible();
        await expect(dialog.getByText(/None of the selected domains can take this action/)).toBeVisible();
      } else {
        // Auto-renew on leaves out the two that already have it (listed with why): one domain is sent.
        const sent = action === 'Turn auto-renew on' ? '1 domain' : '3 domains';
        await expect(dialog.getByText(sent, { exact: true })).toBeVisible();
      }
      await expectAccessible(page, `${action} dialog (dark, 390 px)`);
      await page.screenshot({ path: `/tmp/dombulk-${action.replaceAll(' ', '-')}-dark-390.png` });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }
    const dialog = await openAction(page, 'Turn auto-renew off');
    await dialog.getByRole('button', { name: 'Turn auto-renew off' }).click();
    await expect(row(dialog, D.se.name)).toContainText('Queued');
    await advanceClock(world.worldId, JOB_MS + 1000);
    await expect(dialog.getByRole('region', { name: 'Renewal orders waiting for payment' })).toBeVisible();
    await expectAccessible(page, 'auto-renew outcome with pending orders (dark, 390 px)');
    await page.screenshot({ path: '/tmp/dombulk-pending-dark-390.png', fullPage: true });
  });
});

import { expect, expectAccessible, httpStatusConsole, test } from './fixtures';
import { DEMO_ADDON_DOMAINS, DEMO_HOSTING, DEMO_HOSTING_COUNTS } from '@/mock/scenarios/demo/ids';
import { lineWithVat } from '@/api/schemas/vat-math';

// Some tests pay or set up a card on the provider's site (its stand-in in the mock).
test.use({ providerSite: true });

const main = DEMO_HOSTING.main;
const shop = DEMO_HOSTING.pendingInvoice;

test.describe('web hosting', () => {
  test('list pinned first, filter by status, and the account detail', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hosting' }).click();
    await expect(page).toHaveURL(/\/hosting$/);
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(DEMO_HOSTING_COUNTS.main.total);
    await expect(rows.first()).toContainText(DEMO_HOSTING.adminPanel.name);
    await expect(rows.first()).toContainText('Pinned');
    const count = page.getByRole('status').filter({ hasText: /hosting accounts?$/ });
    await expect(count).toHaveText(`${DEMO_HOSTING_COUNTS.main.total} hosting accounts`);
    await expectAccessible(page, 'hosting list');

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Suspended' });
    await expect(page).toHaveURL(/status=suspended/);
    await expect(rows).toHaveCount(1);
    await expect(count).toHaveText(`1 of ${DEMO_HOSTING_COUNTS.main.total} hosting accounts`);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All' });
    // The text filter, as it is typed, in the URL.
    await page.getByRole('searchbox', { name: 'Name, domain or tag' }).fill(shop.domain);
    await expect(page).toHaveURL(new RegExp(`q=${shop.domain.replaceAll('.', '\\.')}`));
    await expect(rows).toHaveCount(1);
    await expect(count).toHaveText(`1 of ${DEMO_HOSTING_COUNTS.main.total} hosting accounts`);
    await page.getByRole('searchbox', { name: 'Name, domain or tag' }).fill('');
    await expect(rows).toHaveCount(DEMO_HOSTING_COUNTS.main.total);

    await page.getByRole('link', { name: main.domain, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/hosting/${main.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: main.domain })).toBeVisible();
    await expect(page.getByText(/SEK\s?149\.00 excl\. VAT per month/).first()).toBeVisible();
    await expect(page.getByText(main.addonDomain, { exact: true })).toBeVisible();
    const panel = page.getByRole('link', { name: /Open control panel/ }).first();
    await expect(panel).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(panel).toHaveAttribute('href', /^https:\/\//);
    // What can be done is offered as the actions themselves (issue 18), not as a list of "Possible" words.
    await expect(
      page.getByRole('region', { name: 'Manage this account' }).getByRole('link', { name: 'Change the billing cycle' }),
    ).toHaveAttribute('href', `/hosting/${main.id}?tab=billing`);
    await expectAccessible(page, 'hosting detail');

    await page.goto(`/hosting/${DEMO_HOSTING.suspended.id}`);
    await expect(page.getByRole('button', { name: 'Open control panel' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('region', { name: `${DEMO_HOSTING.suspended.domain} is suspended` })).toBeVisible();

    await page.goto(`/hosting/${DEMO_HOSTING.adminPanel.id}`);
    await expect(page.getByText('Admin panel access')).toBeVisible();
    await expect(page.getByText('Included', { exact: true })).toBeVisible();
  });

  test('a ticket about a hosting account links to it', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/support/tickets/104203');
    await page.getByRole('link', { name: main.domain }).click();
    await expect(page).toHaveURL(new RegExp(`/hosting/${main.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: main.domain })).toBeVisible();
  });

  test('billing cycle: options, preview, then commit with the renewal invoice', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/hosting/${main.id}?tab=billing`);
    const yearly = page.getByRole('radio', { name: /Yearly/ });
    // The credit in figures: only the unused days of the 149 paid for the month, and the first payment 1490 less it.
    const note = page.getByText(/First payment SEK\s?[\d,]+\.\d\d excl\. VAT, then SEK\s?1,490\.00/);
    await expect(note).toBeVisible();
    const text = (await note.textContent()) ?? '';
    const figures =
      /First payment SEK\s?([\d,]+\.\d\d).*?SEK\s?([\d.]+) excl\. VAT is credited: the (\d+) days?.*? of the (\d+) days you paid SEK\s?149\.00/.exec(
        text,
      );
    expect(figures, text).not.toBeNull();
    const [first, credited, unused, days] = (figures ?? []).slice(1).map((figure) => Number(figure.replace(/,/g, '')));
    expect(credited).toBe(Math.round((149 * (unused ?? 0) * 100) / (days ?? 1)) / 100);
    expect(credited).toBeLessThanOrEqual(149);
    expect(first).toBeCloseTo(1490 - (credited ?? 0), 2);
    await expect(page.getByText(/Save 16[.,]7/)).toBeVisible();
    await yearly.check();
    await expect(page).toHaveURL(/cycle=annually/);
    await page.getByRole('button', { name: 'Preview the change' }).click();
    const firstText = (first ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2 }).replace('.', '\\.');
    // The invoice is gross: the first payment with 25 % VAT (ledger "Money: VAT").
    const grossText = lineWithVat(first ?? 0, 25)
      .gross.toLocaleString('en-US', { minimumFractionDigits: 2 })
      .replace('.', '\\.');
    await expect(page.getByText(new RegExp(`You will be invoiced SEK\\s?${firstText}`))).toBeVisible();
    await expectAccessible(page, 'billing preview');
    await page.getByRole('button', { name: 'Change to yearly' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(new RegExp(`SEK\\s?${firstText}`));
    await dialog.getByRole('button', { name: 'Change to yearly' }).click();
    const done = page.getByRole('status').filter({ hasText: 'The billing cycle is now yearly' });
    await expect(done).toBeVisible();
    await expect(done).toContainText(new RegExp(`Renewal invoice \\d+: SEK\\s?${grossText}`));
    const invoiceNumber = /Renewal invoice (\d+):/.exec((await done.textContent()) ?? '')?.[1] ?? 'missing';
    const pay = done.getByRole('link', { name: /Pay invoice/ });
    await expect(pay).toHaveAttribute(
      'href',
      new RegExp(`^https://pay\\.hosting\\.example/${world.worldId}/invoices/inv_`),
    );
    await expect(pay).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByText(/You pay\s*SEK\s?1,490\.00 excl\. VAT per year/)).toBeVisible();
    await expectAccessible(page, 'billing commit');

    // The renewal waits for the switch's invoice: that is what to pay, said in words, with no cancel offered.
    const renew = page.getByRole('region', { name: 'Renew', exact: true });
    const waits = renew.getByRole('region', { name: 'Nothing to renew now' });
    await expect(waits).toContainText(`Invoice ${invoiceNumber}`);
    await expect(waits).toContainText('is the first payment of your new billing cycle');
    await expect(waits.getByRole('link', { name: new RegExp(`^Pay invoice ${invoiceNumber}`) })).toBeVisible();
    await expect(renew.getByRole('button', { name: /Cancel/ })).toHaveCount(0);

    // The renewal invoice belongs to a real order: the link opens it, pending, with the unpaid invoice.
    await done.getByRole('link', { name: `View the order of invoice ${invoiceNumber}` }).click();
    await expect(page).toHaveURL(/\/orders\/ord_/);
    await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+/ })).toBeVisible();
    await expect(page.getByText('Renewal', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
    await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`Pay SEK\\s?${grossText}`) })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
    await expectAccessible(page, 'renewal order from the billing cycle');
  });

  test('billing cycle blocked by an unpaid invoice: cancel it and change in one confirmed step', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto(`/hosting/${shop.id}?tab=billing&cycle=monthly`);
    await expect(page.getByRole('radio', { name: /Monthly/ })).toBeChecked();
    await page.getByRole('button', { name: 'Preview the change' }).click();
    const blocked = page.getByRole('region', { name: 'An unpaid invoice blocks this change' });
    await expect(blocked).toContainText(`Invoice ${shop.invoice.number}`);
    // The invoice's amount as charged: 990 net with 25 % VAT.
    await expect(blocked).toContainText(/SEK\s?1,237\.50 incl\. VAT/);
    await expect(
      blocked.getByRole('link', { name: `View the order of invoice ${shop.invoice.number}` }),
    ).toHaveAttribute('href', `/orders/${shop.order.id}`);
    await expect(page.getByRole('button', { name: 'Change to monthly' })).toHaveCount(0);
    await expectAccessible(page, 'billing blocked');
    await blocked.getByRole('button', { name: 'Cancel the invoice and change' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Invoice ${shop.invoice.number} will be cancelled first.`);
    await dialog.getByRole('button', { name: 'Cancel the invoice and change' }).click();
    const done = page.getByRole('status').filter({ hasText: 'The billing cycle is now monthly' });
    await expect(done).toContainText(`Cancelled invoice: ${shop.invoice.id}.`);
    await expect(done.getByRole('link', { name: /Pay invoice/ })).toBeVisible();
    await expect(done.getByRole('link', { name: /View the order of invoice/ })).not.toHaveAttribute(
      'href',
      `/orders/${shop.order.id}`,
    );

    // The old order was cancelled with its invoice (a credit note), as the orders area shows it.
    await page.goto(`/orders/${shop.order.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${shop.order.number}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Invoice ${shop.invoice.number}` })).toBeVisible();
    await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('The invoice was cancelled and a credit note was issued for it.')).toBeVisible();
    await expect(page.getByText('This order is already cancelled.')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Pay/ })).toHaveCount(0);
    await expectAccessible(page, 'cancelled renewal order');
  });

  test('mailboxes: quota states, weak password refused with suggestions, generated password passes, quota, delete', async ({
    page,
    world,
    signInAs,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(400));
    await signInAs(world.keys.full);
    await page.goto(`/hosting/${main.id}?tab=mailboxes`);
    const table = page.getByRole('table');
    await expect(table.getByRole('row').filter({ hasText: main.mailboxes.overQuota })).toContainText('Over quota');
    await expect(table.getByRole('row').filter({ hasText: main.mailboxes.nearQuota })).toContainText('Nearly full');
    await expect(table.getByRole('row').filter({ hasText: main.mailboxes.unknownUsage })).toContainText(
      'Usage unknown',
    );
    await expect(table.getByRole('row').filter({ hasText: main.mailboxes.unlimited })).toContainText('No limit');
    await expectAccessible(page, 'mailbox list');

    // The estimator (a module worker of its own) is held back: the form types at once and the meter says it is
    // checking; once the worker arrives, the meter shows the strength.
    let releaseEstimator: () => void = () => {};
    const estimatorHeld = new Promise<void>((resolve) => (releaseEstimator = resolve));
    const estimatorScripts: string[] = [];
    await page.route(/\/assets\/estimator-worker-[\w-]+\.js$/, async (route) => {
      estimatorScripts.push(route.request().url());
      await estimatorHeld;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create a mailbox' }).click();
    await page.getByLabel('Name before @').fill('sales');
    const password = page.getByLabel('Password', { exact: true });
    await password.pressSequentially('Nordlicht2026');
    await expect(password).toHaveValue('Nordlicht2026');
    const rules = page.getByRole('list', { name: 'Password rules' });
    await expect(rules.getByText('8 to 128 characters')).toBeVisible();
    await expect(page.getByText('Strength: checking…')).toBeVisible();
    await expect(rules.locator('li').last()).toContainText('Hard to guess: loading the check…');
    expect(estimatorScripts).toHaveLength(1);
    releaseEstimator();
    await expect(rules.locator('li').last()).toContainText('Not met');
    await expect(page.getByText(/Strength: (very weak|weak|fair)/)).toBeVisible();
    await expect(page.getByLabel('Quota in GB')).toHaveValue('32');
    await expect(page.getByText('Saved as 32,768 MB (1 GB is 1024 MB).')).toBeVisible();
    await expectAccessible(page, 'mailbox form');
    // A password the check rates too weak is not sent: the field says why, with suggestions (issue 38).
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/email-accounts')) posts.push(request.url());
    });
    await page.getByRole('button', { name: 'Create mailbox' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'This password is too easy to guess' });
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText('Nothing was sent');
    await expect(refusal.locator('li').first()).not.toBeEmpty();
    expect(posts).toEqual([]);
    await expect(page.getByLabel('Name before @')).toHaveValue('sales');
    await expect(password).toHaveValue('Nordlicht2026');

    await page.getByRole('button', { name: 'Generate a strong password' }).click();
    await expect(password).not.toHaveValue('Nordlicht2026');
    await expect(rules.locator('li').last()).toContainText('Met');
    await page.getByRole('button', { name: 'Create mailbox' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Mailbox sales@${main.domain} was created.` }),
    ).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: `sales@${main.domain}` })).toBeVisible();

    const over = table.getByRole('row').filter({ hasText: main.mailboxes.overQuota });
    await over.getByRole('button', { name: /Change quota/ }).click();
    const quotaDialog = page.getByRole('dialog');
    await quotaDialog.getByLabel('Quota in GB').fill('8');
    await expect(quotaDialog.getByText('Saved as 8,192 MB (1 GB is 1024 MB).')).toBeVisible();
    await quotaDialog.getByRole('button', { name: 'Save quota' }).click();
    await expect(over).toContainText('In use');

    const unknown = table.getByRole('row').filter({ hasText: main.mailboxes.unknownUsage });
    await unknown.getByRole('button', { name: /Delete/ }).click();
    const deleteDialog = page.getByRole('dialog');
    await expect(deleteDialog.getByRole('button', { name: 'Delete mailbox' })).toBeDisabled();
    await deleteDialog.getByRole('textbox').fill(main.mailboxes.unknownUsage);
    await deleteDialog.getByRole('button', { name: 'Delete mailbox' }).click();
    await expect(table.getByRole('row').filter({ hasText: main.mailboxes.unknownUsage })).toHaveCount(0);
  });

  test('mailboxes: without the password estimator the form still creates, and says the meter is unavailable', async ({
    page,
    world,
    signInAs,
  }) => {
    await page.route(/\/assets\/estimator-worker-[\w-]+\.js$/, (route) => route.abort('failed'));
    await signInAs(world.keys.full);
    await page.goto(`/hosting/${main.id}?tab=mailboxes`);
    await page.getByRole('button', { name: 'Create a mailbox' }).click();
    await page.getByLabel('Name before @').fill('nometer');
    const password = page.getByLabel('Password', { exact: true });
    await password.pressSequentially('Kv8#tr2Lm!qZ9wXp');
    const rules = page.getByRole('list', { name: 'Password rules' });
    await expect(rules.locator('li').last()).toContainText('the check could not be loaded; the server still checks it');
    await expect(page.getByText('Strength: the meter is unavailable')).toBeVisible();
    await expectAccessible(page, 'mailbox form without the estimator');
    await page.getByRole('button', { name: 'Create mailbox' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Mailbox nometer@${main.domain} was created.` }),
    ).toBeVisible();
  });

  test('legacy control panel a server did not announce: the refusal says what to do', async ({
    page,
    world,
    signInAs,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(409));
    // Every gate open, so nothing says "legacy" before the request (tolerance; the announced case is in
    // choices-first.spec.ts).
    await page.route(`**/api/v2/shared-hosting/${DEMO_HOSTING.legacy.id}`, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { actions: Record<string, object> };
      const open = { allowed: true, reason: null, code: null };
      await route.fulfill({
        response,
        json: { ...body, actions: Object.fromEntries(Object.keys(body.actions).map((name) => [name, open])) },
      });
    });
    await signInAs(world.keys.full);
    await page.goto(`/hosting/${DEMO_HOSTING.legacy.id}?tab=mailboxes`);
    await expect(
      page.getByRole('table').getByRole('row').filter({ hasText: DEMO_HOSTING.legacy.mailbox }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Create a mailbox' }).click();
    await page.getByLabel('Name before @').fill('new');
    await page.getByRole('button', { name: 'Generate a strong password' }).click();
    await page.getByRole('button', { name: 'Create mailbox' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'This account is on the legacy control panel' });
    await expect(notice.getByRole('link', { name: /Open the control panel/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(notice.getByRole('link', { name: 'Ask support to migrate the account' })).toHaveAttribute(
      'href',
      // The new-ticket form, about this account and what the customer asks for.
      new RegExp(
        `^/support/tickets/new\\?serviceType=hosting&serviceId=${DEMO_HOSTING.legacy.id}&.*about=Please\\+move`,
      ),
    );
    await expect(page.getByLabel('Name before @')).toHaveValue('new');
    await expectAccessible(page, 'legacy panel notice');
  });

  test('addon domains: validation as you type, not ready then retry, add and delete', async ({
    page,
    world,
    signInAs,
    advanceClock,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(409));
    await signInAs(world.keys.full);
    await page.goto(`/hosting/${main.id}?tab=domains`);
    const table = page.getByRole('table');
    await expect(table.getByRole('row').filter({ hasText: main.addonDomain })).toContainText(
      `public_html/${main.addonDomain}`,
    );
    await expectAccessible(page, 'addon domains');

    const domain = page.getByLabel('Domain name');
    const dir = page.getByLabel('Folder (optional)');
    await domain.fill('https://blog.example.org');
    await dir.fill('../etc');
    await expect(page.getByText('The folder cannot contain “..”.')).toBeVisible();
    await dir.fill('%2e%2e/etc');
    await expect(page.getByText(/written another way/)).toBeVisible();
    await dir.fill('sites\\blog');
    await expect(page.getByText('Use “/” between folders, not “\\”.')).toBeVisible();
    await dir.fill('/var/www');
    await expect(page.getByText(/no leading “\/”/)).toBeVisible();
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expect(page.getByText(/Enter a full domain name/)).toBeVisible();
    await expectAccessible(page, 'addon form errors');

    await domain.fill(DEMO_ADDON_DOMAINS.recentlyRegistered.domain);
    await dir.fill('sites/shop');
    await expect(page.getByText('~/sites/shop', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add domain' }).click();
    const notReady = page.getByRole('alert').filter({ hasText: 'is not ready yet' });
    await expect(notReady).toContainText('within 1 to 2 hours');
    await expect(domain).toHaveValue(DEMO_ADDON_DOMAINS.recentlyRegistered.domain);
    await advanceClock(world.worldId, DEMO_ADDON_DOMAINS.recentlyRegistered.readyInMs);
    await notReady.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'was added' })).toContainText('~/sites/shop');
    const added = table.getByRole('row').filter({ hasText: DEMO_ADDON_DOMAINS.recentlyRegistered.domain });
    await expect(added).toBeVisible();

    await added.getByRole('button', { name: /Remove/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill(DEMO_ADDON_DOMAINS.recentlyRegistered.domain);
    await dialog.getByRole('button', { name: 'Remove domain' }).click();
    await expect(added).toHaveCount(0);
  });

  test('a read-only key is refused with the missing scope named', async ({ page, world, signInAs, consoleErrors }) => {
    consoleErrors.allow(httpStatusConsole(403));
    await signInAs(world.keys.readonly);
    await page.goto(`/hosting/${main.id}?tab=billing&cycle=annually`);
    await page.getByRole('button', { name: 'Preview the change' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('write:billing');
    await page.goto(`/hosting/${main.id}?tab=mailboxes`);
    await page.getByRole('button', { name: 'Create a mailbox' }).click();
    await page.getByLabel('Name before @').fill('x');
    await page.getByRole('button', { name: 'Generate a strong password' }).click();
    await page.getByRole('button', { name: 'Create mailbox' }).click();
    await expect(page.getByRole('alert')).toContainText('write:hosting');
    await expect(page.getByRole('alert')).toContainText('console:services');
  });
});

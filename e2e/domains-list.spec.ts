import type { Locator, Page } from '@playwright/test';
import { demoDate } from './demo-dates';
import { expect, expectAccessible, httpStatusConsole, test } from './fixtures';
import { DEMO_DOMAINS, DEMO_DOMAIN_COUNTS, RESELLER_DOMAINS } from '@/mock/scenarios/demo/ids';

const D = DEMO_DOMAINS;

/** The rows of the list's table (the header row aside): the kit list's, 100 a page. */
const bodyRows = (page: Page) => page.getByRole('table').locator('tbody').getByRole('row');
const rowOf = (page: Page, name: string) =>
  bodyRows(page).filter({ has: page.getByRole('link', { name, exact: true }) });
const names = async (page: Page) => bodyRows(page).getByRole('link').allTextContents();
const filterForm = (page: Page) => page.getByRole('search', { name: 'Filter domains' });
/** The list toolbar's count (a status region). */
const countLine = (page: Page) => page.locator('.list-toolbar__count');
const selectionBar = (page: Page) => page.getByRole('region', { name: 'Selection' });
/** A column header's sort button (the kit list: click for ascending, again for descending). */
const sortButton = (page: Page, name: string) =>
  page.getByRole('columnheader', { name: new RegExp(`^${name}`) }).getByRole('button');

/** "1,234 of 10,000 domains" → 1234. */
async function countOf(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const match = /^([\d,]+) (of [\d,]+ )?domains?/.exec(text);
  if (!match?.[1]) throw new Error(`no count in “${text}”`);
  return Number(match[1].replace(/,/g, ''));
}

test.describe('domain list', () => {
  test('lists the demo domains with their status in words; filter, sort and the URL go both ways', async ({
    page,
    world,
    signInAs,
  }) => {
    // One long walk through every filter: more than the default time on a busy machine.
    test.slow();
    await signInAs(world.keys.full);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Domains' }).click();
    await expect(page).toHaveURL(/\/domains$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'All domains' })).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(DEMO_DOMAIN_COUNTS.main);
    await expect(countLine(page)).toHaveText(`${DEMO_DOMAIN_COUNTS.main} domains`);
    await expect(rowOf(page, D.se.name)).toContainText('Active');
    await expect(rowOf(page, D.se.name)).toContainText('Locked');
    await expect(rowOf(page, D.pending.name)).toContainText('Pending');
    await expect(rowOf(page, D.pending.name)).toContainText('No expiry date');
    await expect(rowOf(page, D.expired.name)).toContainText('Expired');
    await expect(rowOf(page, D.terminated.name)).toContainText('Terminated');
    await expect(rowOf(page, D.com.name).getByRole('cell').nth(4)).toHaveText('Off');
    await expect(rowOf(page, D.se.name).getByRole('cell').nth(4)).toHaveText('On');
    await expect(rowOf(page, D.se.name).getByRole('cell').nth(3)).toHaveText(demoDate('2026-12-20T09:00:00.000Z'));
    await expect(page.getByRole('columnheader', { name: /^Domain/ })).toHaveAttribute('aria-sort', 'ascending');
    // Names in order (A to Z by default), each a link to the domain.
    const all = await names(page);
    expect(all).toEqual([...all].sort());
    await expect(page.getByRole('link', { name: D.se.name, exact: true })).toHaveAttribute(
      'href',
      `/domains/${D.se.id}`,
    );
    await expectAccessible(page, 'domain list');

    // Text: applied as it is typed, in the URL without a submit.
    const form = filterForm(page);
    await form.getByLabel('Name contains').fill('shop');
    await expect(page).toHaveURL(/[?&]q=shop/);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(rowOf(page, D.unlocked.name)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Domains matching the filter' })).toBeVisible();
    await expect(countLine(page)).toHaveText(`1 of ${DEMO_DOMAIN_COUNTS.main} domains`);
    await form.getByLabel('Name contains').fill('');
    await expect(bodyRows(page)).toHaveCount(DEMO_DOMAIN_COUNTS.main);

    // Status.
    await form.getByLabel('Status').selectOption({ label: 'Pending' });
    await expect(page).toHaveURL(/[?&]status=pending/);
    await expect(bodyRows(page)).toHaveCount(2);
    await expect(bodyRows(page).getByRole('link')).toHaveText([D.draft.name, D.pending.name]);

    // TLD (the dot and capitals forgiven), combined with the status.
    await form.getByLabel('Status').selectOption({ label: 'Active' });
    await form.getByLabel('TLD').fill('.NU');
    await expect(page).toHaveURL(/[?&]tld=nu/);
    await expect(page).toHaveURL(/[?&]status=active/);
    await expect(bodyRows(page).getByRole('link')).toHaveText([D.requested.name, D.nu.name]);
    await form.getByLabel('TLD').fill('n');
    await expect(form.getByText('Not a TLD')).toBeVisible();
    await expect(form.getByLabel('TLD')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('TLD').fill('');
    await expect(page).not.toHaveURL(/tld=/);

    // Sort: by the column headers.
    await form.getByLabel('Status').selectOption({ label: 'Any status' });
    await sortButton(page, 'Expires').click();
    await expect(page).toHaveURL(/[?&]sort=expiresAt/);
    await expect(bodyRows(page).first()).toContainText(D.terminated.name);
    await sortButton(page, 'Expires').click();
    await expect(page).toHaveURL(/[?&]sort=-expiresAt/);
    await expect(page.getByRole('columnheader', { name: /^Expires/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows(page).first()).toContainText(D.farExpiry.name);

    // Restored from the URL: a shared link opens with the same filter in the fields and the same rows.
    await page.goto('/domains?q=nordlicht-&status=active&tld=se&sort=-name');
    await expect(form.getByLabel('Name contains')).toHaveValue('nordlicht-');
    await expect(form.getByLabel('Status')).toHaveValue('active');
    await expect(form.getByLabel('TLD')).toHaveValue('se');
    await expect(page.getByRole('columnheader', { name: /^Domain/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows(page).getByRole('link')).toHaveText([D.unlocked.name, D.confirmable.name, D.foreignOrg.name]);

    // Back restores the previous filter, fields included.
    await page.goto('/domains?status=pending');
    await expect(bodyRows(page)).toHaveCount(2);
    await page.goBack();
    await expect(form.getByLabel('Name contains')).toHaveValue('nordlicht-');
    await expect(bodyRows(page).getByRole('link')).toHaveText([D.unlocked.name, D.confirmable.name, D.foreignOrg.name]);

    // Bad values are dropped: every domain, default fields, never an error page.
    await page.goto('/domains?status=redemption&tld=.&sort=price&q=');
    await expect(bodyRows(page)).toHaveCount(DEMO_DOMAIN_COUNTS.main);
    await expect(form.getByLabel('Status')).toHaveValue('all');
    await expect(page.getByRole('columnheader', { name: /^Domain/ })).toHaveAttribute('aria-sort', 'ascending');

    // Nothing matches: says so, and offers to clear the filter.
    await form.getByLabel('Name contains').fill('no-such-domain');
    await expect(page.getByRole('heading', { level: 2, name: 'No domains match' })).toBeVisible();
    await expectAccessible(page, 'domain list, nothing matches');
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(bodyRows(page)).toHaveCount(DEMO_DOMAIN_COUNTS.main);
    await expect(form.getByLabel('Name contains')).toHaveValue('');
  });

  test('an account without domains says so', async ({ page, makeWorld, signInAs }) => {
    const world = await makeWorld({ scenario: 'empty' });
    await signInAs(world.keys.full);
    await page.goto('/domains');
    await expect(page.getByRole('heading', { level: 2, name: 'No domains yet' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('selecting rows one by one, the rows shown, and clearing', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/domains');
    await expect(selectionBar(page)).toHaveCount(0);
    await page.getByRole('checkbox', { name: `Select ${D.se.name}` }).check();
    await page.getByRole('checkbox', { name: `Select ${D.com.name}` }).check();
    await expect(selectionBar(page)).toContainText('2 selected');
    // A new filter starts with nothing selected (the kit list's rule: no action on rows no longer shown).
    await filterForm(page).getByLabel('Name contains').fill('.se');
    await expect(selectionBar(page)).toHaveCount(0);
    await filterForm(page).getByLabel('Name contains').fill('');
    await expect(bodyRows(page)).toHaveCount(DEMO_DOMAIN_COUNTS.main);

    const loaded = page.getByRole('checkbox', { name: `Select the ${DEMO_DOMAIN_COUNTS.main} rows shown` });
    await loaded.check();
    await expect(selectionBar(page)).toContainText(`${DEMO_DOMAIN_COUNTS.main} selected`);
    await page.getByRole('checkbox', { name: `Select ${D.nu.name}` }).uncheck();
    await expect(loaded).not.toBeChecked();
    await expect(selectionBar(page)).toContainText(`${DEMO_DOMAIN_COUNTS.main - 1} selected`);
    await expectAccessible(page, 'domain list with a selection');
    await selectionBar(page).getByRole('button', { name: 'Clear selection' }).click();
    await expect(selectionBar(page)).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: `Select ${D.se.name}` })).not.toBeChecked();
  });

  test('10,000 domains: 100 a page with "Show more", filtered, sorted, all selected', async ({
    page,
    makeWorld,
    signInAs,
  }) => {
    const world = await makeWorld({ scenario: 'reseller' });
    await signInAs(world.keys.full);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/domains');
    await expect(page.getByRole('table', { name: 'All domains' })).toBeVisible();
    await expect(countLine(page)).toHaveText('10,000 domains');
    await expect(bodyRows(page)).toHaveCount(100);
    const more = page.getByRole('button', { name: 'Show more' });
    await more.click();
    await expect(bodyRows(page)).toHaveCount(200);
    await expect(more).toBeFocused();

    // Filter and sort on the server.
    const form = filterForm(page);
    await form.getByLabel('Name contains').fill('nord');
    await expect(countLine(page)).toContainText(`of ${RESELLER_DOMAINS.total.toLocaleString('en')} domains`);
    const matching = await countOf(countLine(page));
    expect(matching).toBeGreaterThan(100);
    expect(matching).toBeLessThan(RESELLER_DOMAINS.total);
    for (const name of await names(page)) expect(name).toContain('nord');
    await sortButton(page, 'Domain').click();
    await expect(page).toHaveURL(/q=nord&sort=-name|sort=-name&q=nord|q=nord.*sort=-name/);
    await expect(bodyRows(page).first().getByRole('link')).toHaveText(/^vindnord-/);
    const descending = await names(page);
    expect(descending).toEqual([...descending].sort().reverse());

    // Every match at once, without loading them: the bar has the server's count at once.
    await page.getByRole('button', { name: 'Select all matching' }).click();
    const bar = selectionBar(page);
    await expect(bar).toContainText(`All ${matching.toLocaleString('en')} matching selected`);
    const first = descending[0] ?? '';
    await page.getByRole('checkbox', { name: `Select ${first}` }).uncheck();
    await expect(bar).toContainText(`All ${(matching - 1).toLocaleString('en')} matching selected`);
    await page.getByRole('checkbox', { name: `Select ${first}` }).check();
    await expect(bar).toContainText(`All ${matching.toLocaleString('en')} matching selected`);
    // A new sort keeps it (the same domains match); a new text clears it.
    await sortButton(page, 'Domain').click();
    await expect(bar).toContainText(`All ${matching.toLocaleString('en')} matching selected`);
    await form.getByLabel('Name contains').fill('nords');
    await expect(bar).toHaveCount(0);
  });

  test('a key without read:domains has no Domains entry, and the list names the missing scope', async ({
    page,
    makeWorld,
    signInAs,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(403));
    const scopes = ['read:vm', 'read:support'];
    const world = await makeWorld({ keys: [{ name: 'no-domains', scopes }] });
    await signInAs(world.keys['no-domains']!, { scopes });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Servers' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Domains' })).toHaveCount(0);
    await page.goto('/domains');
    await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Your API key is not allowed to see domains.');
    await expectAccessible(page, 'domain list, forbidden');
  });

  test('a failing list shows the problem with its request id, and Try again recovers', async ({
    page,
    makeWorld,
    signInAs,
    patchWorld,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(503));
    const world = await makeWorld({ faults: { rate: 1, statuses: [503] } });
    await signInAs(world.keys.full);
    await page.goto('/domains');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('HTTP status503', { timeout: 15_000 });
    await expect(alert).toContainText(/req_[0-9a-f]+/);
    await expectAccessible(page, 'domain list failing');
    await patchWorld(world.worldId, { faults: null });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(bodyRows(page)).toHaveCount(DEMO_DOMAIN_COUNTS.main);

    // A filter that fails in place: the problem where the rows were, the fields kept; Try again asks again.
    await patchWorld(world.worldId, { faults: { rate: 1, statuses: [503] } });
    await filterForm(page).getByLabel('Name contains').fill('blog');
    const inline = page.getByRole('alert');
    await expect(inline).toContainText('HTTP status503', { timeout: 15_000 });
    await expect(filterForm(page).getByLabel('Name contains')).toHaveValue('blog');
    await patchWorld(world.worldId, { faults: null });
    await inline.getByRole('button', { name: 'Try again' }).click();
    await expect(rowOf(page, D.confirmable.name)).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(1);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      test(`accessible and usable at ${width} px, ${colorScheme}`, async ({ page, makeWorld, signInAs }) => {
        const world = await makeWorld({ scenario: 'reseller' });
        await signInAs(world.keys.full);
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: 844 });
        await page.goto('/domains?tld=se');
        await expect(countLine(page)).toContainText(`of ${RESELLER_DOMAINS.total.toLocaleString('en')} domains`);
        const first = bodyRows(page).first();
        await expect(first).toBeVisible();
        // Every cell of a row is readable: at 390 px each is labelled in the card.
        await expect(first).toContainText(/Active|Pending|Expired|Suspended|Cancelled|Terminated|Blocked for fraud/);
        await page.getByRole('button', { name: 'Select all matching' }).click();
        await expect(selectionBar(page)).toContainText(/All [\d,]+ matching selected/);
        await expect(selectionBar(page)).toBeInViewport();
        await expectAccessible(page, `domain list ${width} ${colorScheme}`);
        await page.screenshot({ path: `/tmp/domlist-${width}-${colorScheme}.png` });
        await page.mouse.wheel(0, 700);
        await expect(selectionBar(page)).toBeInViewport();
        await page.screenshot({ path: `/tmp/domlist-${width}-${colorScheme}-scrolled.png` });
        // No sideways scrolling at phone width.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(overflow).toBe(false);
      });
    }
  }
});

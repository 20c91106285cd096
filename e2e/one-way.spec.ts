import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, httpStatusConsole, test } from './fixtures';
import {
  DEMO_DOMAIN_COUNTS,
  DEMO_TICKET_COUNTS,
  DEMO_TICKETS,
  DEMO_VPS,
  DEMO_VPS_COUNTS,
} from '@/mock/scenarios/demo/ids';

/**
 * Issue 18, "one way for every list and page": every list counts what matches while filtered ("6 of 12"), the text
 * filter is typed (no submit) and kept in the URL; a dialog opened from the sticky bulk bar is never under it;
 * a page that is not there offers a way back that exists, and a 404 no "Try again"; names agree.
 */

const SERVERS = DEMO_VPS_COUNTS.main.total;
const TICKETS = DEMO_TICKET_COUNTS.main.total;
const DOMAINS = DEMO_DOMAIN_COUNTS.main;

/** The list toolbar's count: the status region in the toolbar. */
const listCount = (page: Page) => page.locator('.list-toolbar').getByRole('status');

/** Whether the element under the centre of `control` is `control` itself or inside it (nothing lies over it). */
async function isOnTop(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

const words = {
  en: {
    servers: {
      title: 'Servers',
      search: 'Name or IP address',
      all: `${SERVERS} servers`,
      one: `1 of ${SERVERS} servers`,
    },
    tickets: { title: 'Support tickets', search: 'Subject or ticket number', of: `of ${TICKETS} tickets` },
    domains: {
      title: 'Domains',
      search: 'Name contains',
      all: `${DOMAINS} domains`,
      of: `of ${DOMAINS} domains`,
      more: 'Show more',
    },
    noMatch: 'No tickets match',
    clear: 'Clear filters',
  },
  sv: {
    servers: {
      title: 'Servrar',
      search: 'Namn eller IP-adress',
      all: `${SERVERS} servrar`,
      one: `1 av ${SERVERS} servrar`,
    },
    tickets: { title: 'Supportärenden', search: 'Ämne eller ärendenummer', of: `av ${TICKETS} ärenden` },
    domains: {
      title: 'Domäner',
      search: 'Namnet innehåller',
      all: `${DOMAINS} domäner`,
      of: `av ${DOMAINS} domäner`,
      more: 'Visa fler',
    },
    noMatch: 'Inga ärenden matchar',
    clear: 'Rensa filtren',
  },
} as const;

for (const locale of ['en', 'sv'] as const) {
  const w = words[locale];
  test.describe(`lists count what matches (${locale})`, () => {
    test.use({ locale: locale === 'sv' ? 'sv-SE' : 'en-US' });

    test('servers: the text as it is typed, in the URL; "1 of 10"', async ({ page, world, signInAs }) => {
      await signInAs(world.keys.full);
      await page.goto('/vps');
      await expect(page.getByRole('heading', { level: 1, name: w.servers.title })).toBeVisible();
      await expect(listCount(page)).toHaveText(w.servers.all);
      await page.getByRole('searchbox', { name: w.servers.search }).fill(DEMO_VPS.db.name);
      await expect(page).toHaveURL(new RegExp(`q=${DEMO_VPS.db.name}`));
      await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
      await expect(listCount(page)).toHaveText(w.servers.one);
      await expectAccessible(page, `servers filtered (${locale})`);
      // The URL carries it: a reload shows the same.
      await page.reload();
      await expect(page.getByRole('searchbox', { name: w.servers.search })).toHaveValue(DEMO_VPS.db.name);
      await expect(listCount(page)).toHaveText(w.servers.one);
    });

    test('support: search by subject, with the status tabs; nothing matches offers to clear', async ({
      page,
      world,
      signInAs,
    }) => {
      await signInAs(world.keys.full);
      await page.goto('/support/tickets');
      await expect(page.getByRole('heading', { level: 1, name: w.tickets.title })).toBeVisible();
      const search = page.getByRole('searchbox', { name: w.tickets.search });
      await search.fill('VPS');
      await expect(page).toHaveURL(/q=VPS/);
      const rows = page.getByRole('table').locator('tbody tr');
      await expect(rows.first()).toContainText(/VPS/i);
      const shown = await rows.count();
      expect(shown).toBeGreaterThan(1);
      expect(shown).toBeLessThan(TICKETS);
      await expect(listCount(page)).toHaveText(`${shown} ${w.tickets.of}`);
      for (const text of await rows.allTextContents()) expect(text).toMatch(/vps/i);

      // By number, with its #.
      await search.fill(`#${DEMO_TICKETS.closed.number}`);
      await expect(rows).toHaveCount(1);
      await expect(listCount(page)).toHaveText(`1 ${w.tickets.of}`);

      await search.fill('nothing is called this');
      await expect(page.getByRole('heading', { level: 2, name: w.noMatch })).toBeVisible();
      await expect(listCount(page)).toHaveText(`0 ${w.tickets.of}`);
      await expectAccessible(page, `tickets, nothing matches (${locale})`);
      await page.getByRole('link', { name: w.clear }).click();
      await expect(rows).toHaveCount(DEMO_TICKET_COUNTS.main.firstPage);
      await expect(search).toHaveValue('');
    });

    test('domains: "x of 12", never "all are shown" while filtered', async ({ page, world, signInAs }) => {
      await signInAs(world.keys.full);
      await page.goto('/domains');
      await expect(page.getByRole('heading', { level: 1, name: w.domains.title })).toBeVisible();
      await expect(listCount(page)).toHaveText(w.domains.all);
      await page.getByRole('searchbox', { name: w.domains.search }).fill('nordlicht-');
      await expect(page).toHaveURL(/q=nordlicht-/);
      // The number is what the table holds (its rows, all on one page: no "Show more").
      const rows = page.getByRole('table').locator('tbody').getByRole('row');
      await expect(rows).not.toHaveCount(DOMAINS);
      const matching = await rows.count();
      expect(matching).toBeGreaterThan(0);
      expect(matching).toBeLessThan(DOMAINS);
      await expect(listCount(page)).toHaveText(`${matching} ${w.domains.of}`);
      await expect(page.getByRole('button', { name: w.domains.more })).toHaveCount(0);
    });
  });
}

test.describe('the sticky bulk bar and dialogs', () => {
  for (const width of [1280, 390]) {
    test(`a dialog opened from the bar is never under it (${width} px)`, async ({ page, world, signInAs }) => {
      await signInAs(world.keys.full);
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/domains');
      await page.getByRole('button', { name: 'Select all matching' }).click();
      const bar = page.getByRole('region', { name: 'Selection' });
      await expect(bar).toBeInViewport();
      // Held now: while the modal dialog is open, the page under it is hidden from the accessibility tree.
      const barElement = await bar.elementHandle();
      if (!barElement) throw new Error('no selection bar');
      await bar.getByRole('button', { name: 'Turn auto-renew on' }).click();
      const dialog = page.getByRole('dialog', { name: 'Turn auto-renew on' });
      await expect(dialog).toBeVisible();
      // Every button of the dialog is the thing under the pointer at its centre: the bar does not lie over it.
      const buttons = dialog.getByRole('button');
      await expect(buttons.first()).toBeVisible();
      for (const button of await buttons.all()) {
        await button.scrollIntoViewIfNeeded();
        expect(await isOnTop(button), (await button.textContent()) ?? '').toBe(true);
      }
      // And the bar itself is under the overlay: what is at its centre is not the bar.
      const underBar = await barElement.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && element.contains(hit);
      });
      expect(underBar).toBe(false);
      await expectAccessible(page, `bulk dialog over the bar ${width}`);
      await page.screenshot({ path: `/tmp/one-way-bulk-${width}.png` });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(bar).toBeVisible();
    });
  }
});

test.describe('ways back and names', () => {
  test('a page that is not there offers a way back that works', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectAccessible(page, 'not found');
    await page.getByRole('link', { name: 'Go to the start page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

    // An id that cannot be a server's: back to the servers.
    await page.goto('/vps/not-a-server');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Servers' }).click();
    await expect(page).toHaveURL(/\/vps$/);
  });

  test('signed out, the way back is sign-in', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to sign-in' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
  });

  for (const locale of ['en', 'sv'] as const) {
    test(`a 404 has no "Try again", and its way back works (${locale})`, async ({
      page,
      world,
      signInAs,
      consoleErrors,
    }) => {
      consoleErrors.allow(httpStatusConsole(404));
      if (locale === 'sv') await page.addInitScript(() => localStorage.setItem('hosting-panel.locale', 'sv'));
      await signInAs(world.keys.full);
      await page.goto('/support/tickets/999999');
      await expect(
        page.getByRole('heading', { level: 1, name: locale === 'en' ? 'Not found' : 'Hittades inte' }),
      ).toBeVisible();
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page.getByRole('button', { name: locale === 'en' ? 'Try again' : 'Försök igen' })).toHaveCount(0);
      await expectAccessible(page, `ticket 404 (${locale})`);
      await page
        .getByRole('link', { name: locale === 'en' ? 'Back to Support tickets' : 'Tillbaka till Supportärenden' })
        .click();
      await expect(page).toHaveURL(/\/support\/tickets(\?status=all)?$/);
      await expect(
        page.getByRole('heading', { level: 1, name: locale === 'en' ? 'Support tickets' : 'Supportärenden' }),
      ).toBeVisible();
    });
  }

  test('the nav item says what the page title says, and the order form is the catalog’s', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [path, title] of [
      ['/vps', 'Servers'],
      ['/hosting', 'Web hosting'],
      ['/domains', 'Domains'],
      ['/orders', 'Orders'],
      ['/catalog', 'Plans and prices'],
      ['/support/tickets', 'Support tickets'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: title, exact: true })).toHaveAttribute('aria-current', 'page');
    }
    await page.goto('/orders/new?plan=web-small&cycle=monthly');
    await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Plans and prices', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Orders', exact: true })).not.toHaveAttribute('aria-current');
  });

  test('the header says a demo in words, without counting scopes', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Start demo' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Key “full”' }).click();
    await expect(header).toContainText('Demo: made-up data, nothing here is real.');
    await expect(header).not.toContainText(/scopes|Demo demo/i);
  });
});

test.describe('screens at 390 px, dark', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 390, height: 844 } });

  for (const [path, name] of [
    ['/vps?q=web', 'servers'],
    ['/support/tickets?q=vps', 'tickets'],
    ['/hosting?q=nordlicht', 'hosting'],
    ['/orders?status=pending', 'orders'],
    ['/domains?q=nordlicht', 'domains'],
  ] as const) {
    test(`${name}: the toolbar fits and passes axe`, async ({ page, world, signInAs }) => {
      await signInAs(world.keys.full);
      await page.goto(path);
      await expect(listCount(page)).toHaveText(/\d/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await expectAccessible(page, `${name} list at 390 dark`);
      await page.screenshot({ path: `/tmp/one-way-${name}-390-dark.png` });
    });
  }
});

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { DEMO_HOSTING, DEMO_VPS, DEMO_VPS_COUNTS } from '@/mock/scenarios/demo/ids';

const account = DEMO_HOSTING.main;

/**
 * The lists moved onto the kit after the first four (src/ui/kit-list.tsx; issue 40, "One list"): servers, hosting
 * accounts, an account's mailboxes and addon domains, a server's snapshots, with their toolbar's words in English and Swedish.
 */
const LISTS = [
  {
    path: '/vps',
    en: { search: 'Find servers', status: 'Status' },
    sv: { search: 'Hitta servrar', status: 'Status' },
  },
  {
    path: '/hosting',
    en: { search: 'Find hosting accounts', status: 'Status' },
    sv: { search: 'Hitta webbhotellskonton', status: 'Status' },
  },
  {
    path: `/hosting/${account.id}?tab=mailboxes`,
    en: { search: 'Find mailboxes' },
    sv: { search: 'Hitta e-postkonton' },
  },
  {
    path: `/hosting/${account.id}?tab=domains`,
    en: { search: 'Find addon domains' },
    sv: { search: 'Hitta tilläggsdomäner' },
  },
  {
    path: `/vps/${DEMO_VPS.web.id}?tab=snapshots`,
    en: { search: 'Find snapshots', status: 'Status' },
    sv: { search: 'Hitta ögonblicksbilder', status: 'Status' },
  },
] as const;

const CSV = { en: 'Download CSV', sv: 'Ladda ner CSV' } as const;

async function expectToolbar(page: Page, words: { search: string; status?: string }, csv: string) {
  const search = page.getByRole('search', { name: words.search });
  await expect(search).toBeVisible();
  await expect(search.getByRole('searchbox')).toBeVisible();
  // The status, where the list has one, is the one select.
  if (words.status) await expect(search.getByRole('combobox', { name: words.status, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: csv })).toBeVisible();
  // The sorted column says so; the one paging style is "Show more" (no "Next page" left).
  await expect(page.locator('th[aria-sort="ascending"], th[aria-sort="descending"]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: /^(Next page|Nästa sida)$/ })).toHaveCount(0);
}

test.describe('kit list, the second lists', () => {
  for (const locale of ['en', 'sv'] as const) {
    test.describe(`in ${locale === 'en' ? 'English' : 'Swedish'}`, () => {
      test.use({ locale: locale === 'en' ? 'en-US' : 'sv-SE' });

      test('servers, hosting accounts, mailboxes, addon domains and snapshots have the kit toolbar', async ({
        page,
        world,
        signInAs,
      }) => {
        await signInAs(world.keys.full);
        for (const list of LISTS) {
          await page.goto(list.path);
          await expectToolbar(page, list[locale], CSV[locale]);
        }
      });
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390] as const) {
      test(`the second lists are accessible at ${width} px, ${colorScheme}`, async ({ page, world, signInAs }) => {
        // Five lists, an axe run each.
        test.setTimeout(90_000);
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: 900 });
        await signInAs(world.keys.full);
        for (const list of LISTS) {
          await page.goto(list.path);
          await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
          await expectAccessible(page, `${list.path} at ${width} px, ${colorScheme}`);
          if (width === 390) {
            // Nothing wider than the phone: the page never scrolls sideways.
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            expect(overflow, `${list.path} overflows at 390 px`).toBeLessThanOrEqual(0);
          }
        }
      });
    }
  }

  test('downloads the stopped servers the status select shows, as one CSV', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/vps');
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Stopped' });
    await expect(page).toHaveURL(/status=stopped/);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(DEMO_VPS_COUNTS.main.byStatus.stopped);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^servers-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await readFile(await file.path()));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = new TextDecoder()
      .decode(bytes.slice(3))
      .split('\r\n')
      .filter((record) => record !== '');
    expect(records[0]).toBe('Server,Hostname,Status,IPv4 address,IPv6 address,Plan,Location,ID');
    expect(records).toHaveLength(DEMO_VPS_COUNTS.main.byStatus.stopped + 1);
    expect(records[1]).toMatch(
      new RegExp(`^${DEMO_VPS.db.name},${DEMO_VPS.db.hostname},Stopped,.*,${DEMO_VPS.db.id}$`),
    );
  });
});

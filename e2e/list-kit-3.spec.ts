import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { DEMO_AUDIT } from '@/mock/scenarios/demo/ids';

/** The account's lists moved onto the kit (src/ui/kit-list.tsx), with their toolbar's words in English and Swedish. */
const LISTS = [
  {
    path: '/account-log',
    en: { search: 'Find in the log', status: 'Outcome', extra: 'Area' },
    sv: { search: 'Sök i loggen', status: 'Utfall', extra: 'Område' },
  },
  {
    path: '/account/keys',
    en: { search: 'Find API keys', status: 'Status' },
    sv: { search: 'Sök API-nycklar', status: 'Status' },
  },
  {
    path: '/account/team',
    en: { search: 'Find team members', status: 'Status' },
    sv: { search: 'Sök teammedlemmar', status: 'Status' },
  },
] as const;

const CSV = { en: 'Download CSV', sv: 'Ladda ner CSV' } as const;

async function expectToolbar(page: Page, words: { search: string; status: string; extra?: string }, csv: string) {
  const search = page.getByRole('search', { name: words.search });
  await expect(search).toBeVisible();
  await expect(search.getByRole('searchbox')).toBeVisible();
  // The status is one kind of control in every list: a select.
  await expect(search.getByRole('combobox', { name: words.status, exact: true })).toBeVisible();
  if (words.extra) await expect(search.getByRole('combobox', { name: words.extra, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: csv })).toBeVisible();
  await expect(page.getByRole('link', { name: /^(Next page|Nästa sida)$/ })).toHaveCount(0);
}

test.describe('kit list: the account’s lists', () => {
  for (const locale of ['en', 'sv'] as const) {
    test.describe(`in ${locale === 'en' ? 'English' : 'Swedish'}`, () => {
      test.use({ locale: locale === 'en' ? 'en-US' : 'sv-SE' });

      test('the account log, API keys and team have the kit’s toolbar', async ({ page, world, signInAs }) => {
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
      test(`the account’s kit lists are accessible at ${width} px, ${colorScheme}`, async ({
        page,
        world,
        signInAs,
      }) => {
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
            expect(overflow, `${list.path} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
          }
        }
      });
    }
  }

  test('downloads the account log’s refused changes as one CSV', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/account-log');
    await page.getByLabel('Outcome', { exact: true }).selectOption({ label: 'Refused' });
    await expect(page).toHaveURL(/outcome=refused/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^account-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await readFile(await file.path()));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = new TextDecoder()
      .decode(bytes.slice(3))
      .split('\r\n')
      .filter((record) => record !== '');
    expect(records[0]).toBe('When,What,About,Who,IP address,Outcome,Resource ID,ID');
    expect(records).toHaveLength(3);
    for (const record of records.slice(1)) expect(record).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ,.*,Refused,/);
    expect(records.some((record) => record.endsWith(`,${DEMO_AUDIT.refusedStop.id}`))).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'Saved account-log-' })).toContainText('2 rows');
  });
});

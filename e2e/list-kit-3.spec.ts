import { expect, test } from './fixtures';
import { csvRecordsOf, expectKitListsLook, expectKitToolbar, type KitListPage } from './kit-steps';
import { DEMO_AUDIT } from '@/mock/scenarios/demo/ids';

/** The account's lists moved onto the kit (src/ui/kit-list.tsx), with their toolbar's words in English and Swedish. */
const LISTS: readonly KitListPage[] = [
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
];

test.describe('kit list: the account’s lists', () => {
  for (const locale of ['en', 'sv'] as const) {
    test.describe(`in ${locale === 'en' ? 'English' : 'Swedish'}`, () => {
      test.use({ locale: locale === 'en' ? 'en-US' : 'sv-SE' });

      test('the account log, API keys and team have the kit’s toolbar', async ({ page, world, signInAs }) => {
        await signInAs(world.keys.full);
        for (const list of LISTS) {
          await page.goto(list.path);
          await expectKitToolbar(page, list[locale], locale);
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
        await signInAs(world.keys.full);
        await expectKitListsLook(page, LISTS, { width, colorScheme });
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
    const records = await csvRecordsOf(file);
    expect(records[0]).toBe('When,What,About,Who,IP address,Outcome,Resource ID,ID');
    expect(records).toHaveLength(3);
    for (const record of records.slice(1)) expect(record).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ,.*,Refused,/);
    expect(records.some((record) => record.endsWith(`,${DEMO_AUDIT.refusedStop.id}`))).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'Saved account-log-' })).toContainText('2 rows');
  });
});

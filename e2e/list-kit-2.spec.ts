import { expect, test } from './fixtures';
import { csvRecordsOf, expectKitListsLook, expectKitToolbar, type KitListPage } from './kit-steps';
import { DEMO_HOSTING, DEMO_VPS, DEMO_VPS_COUNTS } from '@/mock/scenarios/demo/ids';

const account = DEMO_HOSTING.main;

/**
 * The lists moved onto the kit after the first four (src/ui/kit-list.tsx; issue 40, "One list"): servers, hosting
 * accounts, an account's mailboxes and addon domains, a server's snapshots, with their toolbar's words in English and Swedish.
 */
const LISTS: readonly KitListPage[] = [
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
];

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
          await expectKitToolbar(page, list[locale], locale);
          // The column the rows are in the order of says so, on every one of these lists.
          await expect(page.locator('th[aria-sort="ascending"], th[aria-sort="descending"]')).toHaveCount(1);
        }
      });
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390] as const) {
      test(`the second lists are accessible at ${width} px, ${colorScheme}`, async ({ page, world, signInAs }) => {
        // Five lists, an axe run each.
        test.setTimeout(90_000);
        await signInAs(world.keys.full);
        await expectKitListsLook(page, LISTS, { width, colorScheme });
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
    const records = await csvRecordsOf(file);
    expect(records[0]).toBe('Server,Hostname,Status,IPv4 address,IPv6 address,Plan,Location,ID');
    expect(records).toHaveLength(DEMO_VPS_COUNTS.main.byStatus.stopped + 1);
    expect(records[1]).toMatch(
      new RegExp(`^${DEMO_VPS.db.name},${DEMO_VPS.db.hostname},Stopped,.*,${DEMO_VPS.db.id}$`),
    );
  });
});

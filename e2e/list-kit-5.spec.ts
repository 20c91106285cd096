import { expect, test } from './fixtures';
import { csvRecordsOf, expectKitListsLook, expectKitToolbar, type KitListPage } from './kit-steps';
import { DEMO_DOMAINS, DEMO_SSH_KEYS, DEMO_VPS } from '@/mock/scenarios/demo/ids';

const zone = DEMO_DOMAINS.se;

/**
 * The last lists moved onto the kit (issue 40, "One list"): a server's SSH keys (a kit list), the plan catalogs (the
 * kit's toolbar over their cards) and a zone's DNS records (the kit's toolbar over its windowed table), with their
 * toolbar's words in English and Swedish.
 */
const LISTS: readonly KitListPage[] = [
  {
    path: `/vps/${DEMO_VPS.web.id}?tab=ssh-keys`,
    en: { search: 'Find SSH keys', status: 'On this server' },
    sv: { search: 'Hitta SSH-nycklar', status: 'På den här servern' },
  },
  {
    path: '/catalog',
    en: { search: 'Find plans', status: 'Availability', extra: 'Tier' },
    sv: { search: 'Hitta paket', status: 'Tillgänglighet', extra: 'Nivå' },
  },
  {
    path: '/catalog/servers',
    en: { search: 'Find plans', extra: 'Location' },
    sv: { search: 'Hitta paket', extra: 'Plats' },
  },
  {
    path: `/domains/${zone.id}/dns`,
    en: { search: 'Find records', extra: 'Type' },
    sv: { search: 'Hitta poster', extra: 'Typ' },
  },
];

const SORT_PLANS = { en: 'Sort plans', sv: 'Sortera paket' } as const;
const PRICE = { en: 'Price', sv: 'Pris' } as const;

test.describe('kit list: SSH keys, plan catalogs, DNS records', () => {
  for (const locale of ['en', 'sv'] as const) {
    test.describe(`in ${locale === 'en' ? 'English' : 'Swedish'}`, () => {
      test.use({ locale: locale === 'en' ? 'en-US' : 'sv-SE' });

      test('SSH keys, the plan catalogs and DNS records have the kit’s toolbar', async ({ page, world, signInAs }) => {
        await signInAs(world.keys.full);
        for (const list of LISTS) {
          await page.goto(list.path);
          await expectKitToolbar(page, list[locale], locale);
        }
        // The cards' sort is header-like: the sorted key says so with aria-sort.
        await page.goto('/catalog');
        const price = page
          .getByRole('table', { name: SORT_PLANS[locale] })
          .getByRole('columnheader', { name: new RegExp(PRICE[locale]) });
        await expect(price).toHaveAttribute('aria-sort', 'none');
        await price.getByRole('button').click();
        await expect(page).toHaveURL(/sort=price/);
        await expect(price).toHaveAttribute('aria-sort', 'ascending');
      });
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390] as const) {
      test(`SSH keys, plan catalogs and DNS records are accessible at ${width} px, ${colorScheme}`, async ({
        page,
        world,
        signInAs,
      }) => {
        test.setTimeout(120_000);
        await signInAs(world.keys.full);
        await expectKitListsLook(page, LISTS, { width, colorScheme });
      });
    }
  }

  test('downloads a zone’s MX records as one CSV, sorted as shown', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/domains/${zone.id}/dns?sort=name`);
    await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('MX');
    await expect(page).toHaveURL(/type=MX/);
    const table = page.getByRole('table', { name: `DNS records of ${zone.name}` });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('status').filter({ hasText: /^2 of 13 records$/ })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^dns-${zone.name.replace('.', '\\.')}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const records = await csvRecordsOf(file);
    expect(records[0]).toBe('Name,Type,Value,TTL (seconds),Change waiting,ID');
    expect(records).toHaveLength(3);
    for (const record of records.slice(1)) expect(record).toMatch(/^[^,]+,MX,\d+ [^,]+,\d+,,\w+$/);
    await expect(page.getByRole('status').filter({ hasText: `Saved dns-${zone.name}-` })).toContainText('2 rows');
  });

  test('a server’s keys: found by fingerprint while the ticks stay for Replace keys', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto(`/vps/${DEMO_VPS.web.id}?tab=ssh-keys`);
    const keys = page.getByRole('group', { name: `Keys installed on ${DEMO_VPS.web.name}` });
    await keys.getByRole('searchbox', { name: 'Name or fingerprint' }).fill(DEMO_SSH_KEYS.yubikey.fingerprint);
    await expect(page).toHaveURL(/q=SHA256/);
    await expect(keys.getByRole('checkbox')).toHaveCount(1);
    await keys.getByRole('checkbox', { name: DEMO_SSH_KEYS.yubikey.name }).check();
    await expect(page.getByText('3 keys chosen')).toBeVisible();
    await page.getByRole('button', { name: `Replace keys on ${DEMO_VPS.web.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Replace the SSH keys on ${DEMO_VPS.web.name}?` });
    for (const key of [DEMO_SSH_KEYS.laptop, DEMO_SSH_KEYS.ci, DEMO_SSH_KEYS.yubikey])
      await expect(dialog).toContainText(key.name);
  });
});

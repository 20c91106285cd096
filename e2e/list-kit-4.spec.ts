import { expect, test } from './fixtures';
import { csvRecordsOf, expectKitListsLook, expectKitToolbar, type KitListPage } from './kit-steps';
import { scopesOf } from './steps';
import { DEMO_DOMAINS } from '@/mock/scenarios/demo/ids';

/** The domain list on the kit (src/ui/kit-list.tsx; issue 40, "One list"), its toolbar's words in both languages. */
const DOMAINS: KitListPage = {
  path: '/domains',
  en: { search: 'Filter domains', status: 'Status' },
  sv: { search: 'Filtrera domäner', status: 'Status' },
};
const TLD = { en: 'TLD', sv: 'Toppdomän' } as const;
const NAME_HEADER = { en: /^Domain/, sv: /^Domän/ } as const;
const SELECT_ALL = { en: 'Select all matching', sv: 'Välj alla som matchar' } as const;
const READ_ONLY = 'Your API key can only read, so it cannot change anything here.';

test.describe('kit list: the domain list', () => {
  for (const locale of ['en', 'sv'] as const) {
    test.describe(`in ${locale === 'en' ? 'English' : 'Swedish'}`, () => {
      test.use({ locale: locale === 'en' ? 'en-US' : 'sv-SE' });

      test('has the kit’s toolbar: search, one status select, the TLD, sortable headers', async ({
        page,
        world,
        signInAs,
      }) => {
        await signInAs(world.keys.full);
        await page.goto(DOMAINS.path);
        await expectKitToolbar(page, DOMAINS[locale], locale);
        const search = page.getByRole('search', { name: DOMAINS[locale].search });
        // One select (the status): the sort is the headers', not a select of its own.
        await expect(search.getByRole('combobox')).toHaveCount(1);
        await expect(search.getByRole('textbox', { name: TLD[locale] })).toBeVisible();
        const name = page.getByRole('columnheader', { name: NAME_HEADER[locale] });
        await expect(name).toHaveAttribute('aria-sort', 'ascending');
        await name.getByRole('button').click();
        await expect(page).toHaveURL(/[?&]sort=-name/);
        await expect(name).toHaveAttribute('aria-sort', 'descending');
        await expect(page.getByRole('button', { name: SELECT_ALL[locale] })).toBeVisible();
      });
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390] as const) {
      test(`the domain list is accessible at ${width} px, ${colorScheme}`, async ({ page, world, signInAs }) => {
        await signInAs(world.keys.full);
        await expectKitListsLook(page, [DOMAINS, { ...DOMAINS, path: '/domains?q=no-such-domain' }], {
          width,
          colorScheme,
        });
        // With a selection: the bar and its bulk actions fit, and still nothing scrolls sideways.
        await page.goto('/domains?tld=se');
        await page.getByRole('button', { name: SELECT_ALL.en }).click();
        await expect(page.getByRole('region', { name: 'Selection' })).toContainText('All 6 matching selected');
        await expectKitListsLook(page, [{ ...DOMAINS, path: '/domains?tld=se' }], { width, colorScheme });
      });
    }
  }

  test('a read-only key’s toolbar says the reason once; the bulk actions point at it', async ({
    page,
    world,
    signInAs,
    request,
  }) => {
    await signInAs(world.keys.readonly, { scopes: await scopesOf(request, world.keys.readonly) });
    await page.goto('/domains');
    await page.getByRole('checkbox', { name: `Select ${DEMO_DOMAINS.se.name}` }).check();
    const actions = page.getByRole('group', { name: 'Bulk actions' });
    await expect(actions.getByRole('button').first()).toBeVisible();
    await expect(page.getByText(READ_ONLY)).toHaveCount(1);
    await expect(page.getByText(/^Your API key can only read/)).toHaveCount(1);
    for (const button of await actions.getByRole('button').all()) {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription(READ_ONLY);
    }
  });

  test('downloads the .se domains as one CSV, in the list’s order, with ids', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/domains?tld=se&sort=-name');
    // The rows are drawn once the page's data is in: wait for them before reading their names.
    const links = page.getByRole('table').locator('tbody').getByRole('link');
    await expect(links).toHaveCount(6);
    const names = await links.allTextContents();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^domains-\d{4}-\d{2}-\d{2}\.csv$/);
    const records = await csvRecordsOf(file);
    expect(records[0]).toBe('Domain,Status,Expires,Auto-renew,Registrar lock,ID');
    expect(records.slice(1).map((record) => record.split(',')[0])).toEqual(names);
    expect(records.find((record) => record.startsWith(`${DEMO_DOMAINS.se.name},`))).toMatch(
      new RegExp(`,${DEMO_DOMAINS.se.id}$`),
    );
  });
});

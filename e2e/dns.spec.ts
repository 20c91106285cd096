import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { checkEveryLook as checkStepsLook, recordWrites } from './steps';
import { expect, test } from './fixtures';
import { DEMO_DOMAINS } from '@/mock/scenarios/demo/ids';

// Issue 37, DNS zones: a record added through the preview, a zone file imported with its bad lines numbered, the
// zone exported; every screen with axe at 1280 and 390 px, light and dark, in English and Swedish.
const se = DEMO_DOMAINS.se;
const checkEveryLook = (page: Page, label: string) => checkStepsLook(page, label, 'dns');
const CHANGES = `/api/v2/domains/${se.id}/dns/changes`;

test.describe.configure({ timeout: 180_000 });

test.describe('a DNS zone', () => {
  test.use({ locale: 'en-US' });

  test('add an MX record through the preview', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    const writes = recordWrites(page);
    await page.goto(`/domains/${se.id}`);
    await page.getByRole('link', { name: 'DNS records' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'DNS records' })).toBeVisible();
    await expect(page.getByRole('table', { name: `DNS records of ${se.name}` })).toBeVisible();
    await checkEveryLook(page, 'zone');

    await page.getByRole('button', { name: 'Add record' }).click();
    const form = page.getByRole('dialog', { name: 'Add a DNS record' });
    await form.getByRole('combobox', { name: 'Type' }).selectOption('MX');
    await form.getByRole('textbox', { name: 'Mail server (host name)' }).fill('192.0.2.25');
    await form.getByRole('button', { name: 'Add to the changes' }).click();
    await expect(form.getByRole('textbox', { name: 'Mail server (host name)' })).toHaveAccessibleDescription(
      /must be a host name, not an IP address/,
    );
    await checkEveryLook(page, 'record form with an error');
    await form.getByRole('textbox', { name: 'Mail server (host name)' }).fill('mx3.hosting.example');
    await form.getByRole('textbox', { name: /^Priority/ }).fill('30');
    await form.getByRole('button', { name: 'Add to the changes' }).click();
    await expect(page.getByRole('region', { name: 'Changes not applied yet' })).toContainText('1 change waits');
    expect(writes).toEqual([]);

    await page.getByRole('button', { name: 'Review and apply' }).click();
    const preview = page.getByRole('dialog', { name: `Review the changes to ${se.name}` });
    await expect(preview.getByRole('region', { name: '1 record added' })).toContainText('mx3.hosting.example');
    await checkEveryLook(page, 'preview');
    await preview.getByRole('button', { name: 'Apply 1 change' }).click();
    await expect(page.getByText(/Applied\. The zone is now version 2/)).toBeVisible();
    expect(writes.map((write) => write.path)).toEqual([CHANGES, CHANGES]);
    expect(JSON.parse(writes[1]?.body ?? '{}')).toMatchObject({ kind: 'records', baseVersion: 1, dryRun: false });
    await page.getByRole('combobox', { name: 'Type' }).selectOption('MX');
    await expect(page.getByRole('table').getByText('30 mx3.hosting.example')).toBeVisible();
  });

  test('import a zone file with two bad lines, see them numbered, then export the zone', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto(`/domains/${se.id}/dns`);
    await page.getByRole('button', { name: 'Import zone file' }).click();
    const form = page.getByRole('dialog', { name: 'Import a zone file' });
    await form
      .getByRole('textbox', { name: 'Zone file (BIND format)' })
      .fill(
        [
          '$ORIGIN nordlicht.se.',
          'blog 300 IN A 192.0.2.50',
          'blog IN AAAA not-an-address',
          'ftp IN PTR files.example.',
          'news IN CNAME blog',
        ].join('\n'),
      );
    await form.getByRole('button', { name: 'Preview the import' }).click();
    const preview = page.getByRole('dialog', { name: `Review the changes to ${se.name}` });
    const unreadable = preview.getByRole('region', { name: '2 lines could not be read and will be skipped' });
    await expect(unreadable.getByRole('listitem')).toHaveText([
      /^Line 3 blog IN AAAA not-an-address\s*Enter an IPv6 address/,
      /^Line 4 ftp IN PTR files\.example\.\s*This record type cannot be used here/,
    ]);
    await expect(preview.getByRole('region', { name: '2 records added' })).toBeVisible();
    await checkEveryLook(page, 'import preview');
    await preview.getByRole('button', { name: 'Apply 2 changes' }).click();
    await expect(page.getByText(/The zone is now version 2/)).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export zone file' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${se.name}.zone`);
    const text = await readFile(await file.path(), 'utf8');
    expect(text).toContain('$ORIGIN nordlicht.se.');
    expect(text).toContain('blog 300 IN A 192.0.2.50');
    expect(text).toContain('news 3600 IN CNAME blog.nordlicht.se.');
  });
});

test.describe('a DNS zone in Swedish', () => {
  test.use({ locale: 'sv-SE' });

  test('the zone, the record form and a domain on other nameservers', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/domains/${se.id}/dns`);
    await expect(page.getByRole('heading', { level: 1, name: 'DNS-poster' })).toBeVisible();
    await checkEveryLook(page, 'zone sv');
    await page.getByRole('button', { name: 'Versioner' }).click();
    await expect(page.getByRole('dialog', { name: 'Zonens versioner' })).toContainText('Version 1');
    await checkEveryLook(page, 'versions sv');
    await page.keyboard.press('Escape');

    await page.goto(`/domains/${DEMO_DOMAINS.foreignOrg.id}/dns`);
    await expect(page.getByText('Domänen använder andra namnservrar', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Byt till våra namnservrar' })).toBeVisible();
    await checkEveryLook(page, 'other nameservers sv');
  });
});

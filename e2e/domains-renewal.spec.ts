import type { Page } from '@playwright/test';
import { checkEveryLook as checkStepsLook, recordWrites, scopesOf } from './steps';
import { expect, test } from './fixtures';
import { DEMO_DOMAINS } from '@/mock/scenarios/demo/ids';

// Issue 23: renewing a domain and changing its renewal period from its screen (ledger "Domains → Renewal").
const com = DEMO_DOMAINS.com;
const checkEveryLook = (page: Page, label: string) => checkStepsLook(page, label, 'domrenew');
const renewalSection = (page: Page) => page.getByRole('region', { name: /^(Renewal|Förnyelse)$/ });

// Each test looks at its screens in four looks with axe: more than 30 s.
test.describe.configure({ timeout: 120_000 });

test.describe('renewing a domain', () => {
  test.use({ locale: 'en-US' });

  test('for two years: price and new expiry before confirming, then the order and its invoice in billing', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    const writes = recordWrites(page);
    await page.goto(`/domains/${com.id}`);
    await checkEveryLook(page, 'overview with renewal');

    await renewalSection(page).getByRole('button', { name: 'Renew', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Renew ${com.name}` });
    await expect(page).toHaveURL(/open=renew/);
    const two = dialog.getByRole('radio', { name: /^2 years/ });
    await two.check();
    const summary = dialog.getByRole('region', { name: 'Before you confirm' });
    await expect(summary).toContainText('2 years');
    await expect(summary).toContainText(/SEK\s*290\.00 excl\. VAT/);
    await expect(summary).toContainText('New expiry date, once the invoice is paid');
    const newExpiry = (await summary.locator('dd').nth(2).textContent()) ?? '';
    expect(newExpiry).not.toBe('');
    expect(writes).toEqual([]);
    await checkEveryLook(page, 'renew dialog');

    await dialog.getByRole('button', { name: /^Renew for 2 years · SEK\s*290\.00 excl\. VAT$/ }).click();
    const done = dialog.getByRole('status');
    await expect(done).toContainText('Renewal ordered');
    await expect(done).toContainText(`Once its invoice is paid, ${com.name} expires on ${newExpiry}.`);
    expect(writes.map((write) => `${write.method} ${write.path} ${write.body}`)).toEqual([
      `POST /api/v2/domains/${com.id}/actions/renew {"periodYears":2}`,
    ]);
    await checkEveryLook(page, 'renew done');

    const invoiceLink = done.getByRole('link', { name: /^Show invoice / });
    const invoiceNumber = ((await invoiceLink.textContent()) ?? '').replace('Show invoice ', '');
    await invoiceLink.click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoiceNumber}` })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/290\.00/);

    // Back on the domain: the renewal waits for payment, and Renew says so before a click.
    await page.goto(`/domains/${com.id}`);
    await expect(page.getByRole('region', { name: 'Pending renewal' })).toBeVisible();
    const renew = renewalSection(page).getByRole('button', { name: 'Renew', exact: true });
    await expect(renew).toHaveAttribute('aria-disabled', 'true');
    await expect(renewalSection(page)).toContainText('A renewal of this domain is already waiting for payment.');
  });

  test('a read-only key sees Renew and the renewal period blocked, in words', async ({
    page,
    request,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.readonly, { scopes: await scopesOf(request, world.keys.readonly) });
    const writes = recordWrites(page);
    await page.goto(`/domains/${com.id}`);
    const section = renewalSection(page);
    await expect(section).toContainText('Your API key can only read domains, so it cannot renew them.');
    await expect(section).toContainText(
      'Your API key can only read domains, so it cannot change their renewal period.',
    );
    await expect(section).not.toContainText('write:');
    await section.getByRole('button', { name: 'Renew', exact: true }).click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(writes).toEqual([]);
  });

  test('the renewal period: preview, then change', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    const writes = recordWrites(page);
    await page.goto(`/domains/${com.id}?open=renewal-period`);
    const dialog = page.getByRole('dialog', { name: `Change the renewal period of ${com.name}` });
    await dialog.getByRole('radio', { name: '1 year' }).check();
    await dialog.getByRole('button', { name: 'Preview the change' }).click();
    await expect(dialog.getByRole('region', { name: 'Preview' })).toContainText('Nothing is charged now.');
    await checkEveryLook(page, 'period preview');
    await dialog.getByRole('button', { name: 'Change to 1 year' }).click();
    await expect(dialog.getByRole('status')).toContainText('The renewal period is now 1 year');
    expect(writes.map((write) => write.body)).toEqual(['{"periodYears":1,"dryRun":true}', '{"periodYears":1}']);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(renewalSection(page)).toContainText(/every year/);
  });
});

test.describe('renewing a domain, in Swedish', () => {
  test.use({ locale: 'sv-SE' });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('hosting-panel.locale', 'sv'));
  });

  test('förnya i två år: pris och nytt utgångsdatum innan bekräftelsen', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/domains/${com.id}`);
    await expect(renewalSection(page)).toBeVisible();
    await checkEveryLook(page, 'sv overview');
    await page.goto(`/domains/${com.id}?open=renew`);
    const dialog = page.getByRole('dialog', { name: `Förnya ${com.name}` });
    await dialog.getByRole('radio', { name: /^2 år/ }).check();
    await expect(dialog.getByRole('region', { name: 'Innan du bekräftar' })).toContainText(/290,00\s*kr/);
    await checkEveryLook(page, 'sv renew dialog');
    await page.goto(`/domains/${com.id}?open=renewal-period`);
    const period = page.getByRole('dialog', { name: `Ändra förnyelseperioden för ${com.name}` });
    await period.getByRole('radio', { name: '3 år' }).check();
    await period.getByRole('button', { name: 'Förhandsgranska ändringen' }).click();
    await expect(period.getByRole('region', { name: 'Förhandsgranskning' })).toContainText('Inget debiteras nu.');
    await checkEveryLook(page, 'sv period preview');
  });
});

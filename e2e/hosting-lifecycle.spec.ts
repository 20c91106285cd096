import type { Page } from '@playwright/test';
import { checkEveryLook as checkStepsLook, recordWrites, scopesOf } from './steps';
import { expect, test } from './fixtures';
import { DEMO_HOSTING } from '@/mock/scenarios/demo/ids';

// Issue 23: renewing and changing the plan of a hosting account (ledger "Shared hosting → Renew, Upgrade").
const main = DEMO_HOSTING.main;
const shop = DEMO_HOSTING.pendingInvoice;
const checkEveryLook = (page: Page, label: string) => checkStepsLook(page, label, 'hostlife');
const planSection = (page: Page, name = 'Change the plan') => page.getByRole('region', { name, exact: true });
const billingTab = (id: string) => `/hosting/${id}?tab=billing`;
const writesOf = (writes: ReturnType<typeof recordWrites>) =>
  writes.map((write) => `${write.method} ${write.path} ${write.body ?? ''}`);

test.describe.configure({ timeout: 120_000 });

test.describe('changing a hosting plan', () => {
  test.use({ locale: 'en-US' });

  test('the plans side by side, a preview, then the change with its invoice', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    const writes = recordWrites(page);
    await page.goto(billingTab(main.id));
    const plan = planSection(page);
    const plans = plan.getByRole('group', { name: 'Plans you can move to' });
    await expect(plans.getByRole('radio')).toHaveCount(4);
    await expect(plans).toContainText('Disk:');
    await expect(plans).toContainText('Mailboxes:');
    await expect(plans).toContainText('Databases:');
    await expect(plans).toContainText('now for the rest of the period');
    await checkEveryLook(page, 'plans');

    // Larger by the resources, never the price: Business Medium costs more but has less, so it is "Smaller".
    await expect(plans.getByRole('radio', { name: /Medium · Smaller$/ })).toBeVisible();
    await expect(plans.getByRole('radio', { name: /· Larger$/ })).toHaveCount(1);
    await plans.getByRole('radio', { name: /Max · Larger$/ }).check();
    await plan.getByRole('button', { name: 'Preview the plan change' }).click();
    const preview = plan.getByRole('status');
    await expect(preview).toContainText(/for the rest of this period; then SEK\s*[\d,.]+ excl\. VAT per month/);
    await checkEveryLook(page, 'plan preview');
    expect(writesOf(writes)).toEqual([expect.stringMatching(/^POST .+\/actions\/upgrade \{.*"dryRun":true\}$/)]);

    await preview.getByRole('button', { name: /^Change to / }).click();
    await expect(plan.getByText(/^You are now on /)).toBeVisible();
    const invoiceLink = plan.getByRole('link', { name: /^Show invoice / });
    await expect(invoiceLink).toHaveAttribute('href', /^\/billing\/invoices\/inv_/);
    await checkEveryLook(page, 'plan changed');
    expect(writes).toHaveLength(2);
    expect(writes[1]?.body).not.toContain('dryRun');
  });

  test('blocked by an unpaid invoice, said before any request, resolved by cancelling it', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    const writes = recordWrites(page);
    await page.goto(billingTab(shop.id));
    const plan = planSection(page);
    await plan
      .getByRole('group', { name: 'Plans you can move to' })
      .getByRole('radio', { name: /Max · Larger$/ })
      .check();
    const blocked = plan.getByRole('region', { name: 'An unpaid invoice blocks the plan change' });
    await expect(blocked).toContainText(`Invoice ${shop.invoice.number}`);
    expect(writes).toEqual([]);
    await checkEveryLook(page, 'plan blocked');

    await blocked.getByRole('button', { name: 'Cancel the invoice and change the plan' }).click();
    const dialog = page.getByRole('dialog', {
      name: new RegExp(`^Cancel invoice ${shop.invoice.number} and change to `),
    });
    await expect(dialog).toBeVisible();
    await checkEveryLook(page, 'plan cancel invoice confirm');
    await dialog.getByRole('button', { name: 'Cancel the invoice and change the plan' }).click();
    await expect(dialog).toBeHidden();
    await expect(plan.getByText(`Cancelled invoice: ${shop.invoice.id}.`)).toBeVisible();
    await expect(plan.getByText(/^You are now on /)).toBeVisible();
    expect(writes).toHaveLength(1);
    expect(writes[0]?.body).toContain('"cancelExistingInvoice":true');
  });

  test('a read-only key sees renew and the plan change blocked, in words', async ({
    page,
    request,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.readonly, { scopes: await scopesOf(request, world.keys.readonly) });
    const writes = recordWrites(page);
    await page.goto(billingTab(main.id));
    await expect(planSection(page, 'Renew')).toContainText(
      'Your API key can only read web hosting, so it cannot renew it.',
    );
    await expect(planSection(page)).toContainText(
      'Your API key can only read web hosting, so it cannot change its plan.',
    );
    await expect(page.getByRole('main')).not.toContainText('write:');
    await checkEveryLook(page, 'read-only');
    expect(writes).toEqual([]);
  });
});

test.describe('renewing and changing the plan, in Swedish', () => {
  test.use({ locale: 'sv-SE' });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('hosting-panel.locale', 'sv'));
  });

  test('förnya och byta paket: förhandsgranskning innan något ändras', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(billingTab(main.id));
    const renew = planSection(page, 'Förnya');
    await renew.getByRole('button', { name: 'Förhandsgranska förnyelsen' }).click();
    await expect(renew.getByRole('status')).toContainText(/149,00\s*kr exkl\. moms/);
    const plan = planSection(page, 'Byt paket');
    await plan
      .getByRole('group', { name: 'Paket du kan byta till' })
      .getByRole('radio', { name: /Mini · Mindre$/ })
      .check();
    await plan.getByRole('button', { name: 'Förhandsgranska paketbytet' }).click();
    await expect(plan.getByRole('status')).toContainText('inget debiteras nu');
    await checkEveryLook(page, 'sv previews');
  });
});

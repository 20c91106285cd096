import { DEMO_BILLING } from '@/mock/scenarios/demo/ids';
import { expect, test } from './fixtures';

/**
 * Issue 40, "Less noise", the fixes a customer sees on a screen (the others have route tests beside their code).
 */

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an unpaid invoice’s red "Cancel invoice" sits below "Pay", never above it', async ({
    page,
    world,
    signInAs,
  }) => {
    const invoice = DEMO_BILLING.invoices.unpaid;
    await signInAs(world.keys.full);
    await page.goto(`/billing/invoices/${invoice.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` })).toBeVisible();
    const pay = page.getByRole('link', { name: /^Pay / });
    const cancel = page.getByRole('button', { name: 'Cancel invoice' });
    await expect(pay).toBeVisible();
    await expect(cancel).toBeVisible();
    const payBox = await pay.boundingBox();
    const cancelBox = await cancel.boundingBox();
    expect(payBox && cancelBox && cancelBox.y > payBox.y + payBox.height).toBe(true);
  });
});

test.describe('in Swedish', () => {
  test.use({ locale: 'sv-SE' });

  test('the demo’s scenarios are described in Swedish, not in the mock’s English', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Logga in', exact: true })).toBeVisible();
    await expect(page.getByText(/^Astrid Lindqvists konto \(Nordlicht AB\) med ett exempel på allt/)).toBeVisible();
    await page.getByRole('combobox', { name: 'Scenario' }).selectOption('reseller');
    await expect(page.getByText('Samma kund med 10 000 domäner under 14 toppdomäner, i alla lägen.')).toBeVisible();
    await expect(page.getByText(/account|customer/i)).toHaveCount(0);
  });
});

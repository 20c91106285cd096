import { DEMO_BILLING } from '@/mock/scenarios/demo/ids';
import { expect, test } from './fixtures';

// Some tests pay or set up a card on the provider's site (its stand-in in the mock).
test.use({ providerSite: true });

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

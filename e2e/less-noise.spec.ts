import { DEMO_BILLING, RESELLER_DOMAINS } from '@/mock/scenarios/demo/ids';
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

test('the reseller’s Home says the true count of expired domains, and the list it opens counts the same', async ({
  page,
  makeWorld,
  signInAs,
}) => {
  const world = await makeWorld({ scenario: 'reseller' });
  await signInAs(world.keys.full);
  await page.goto('/');
  const attention = page.getByRole('region', { name: /^Needs your attention/ });
  await expect(attention).toHaveAttribute('aria-busy', 'false');
  const expired = attention.getByRole('listitem').filter({ hasText: /domains have expired/ });
  await expect(expired).toHaveCount(1);
  const count = /([\d,]+) domains have expired/.exec((await expired.textContent()) ?? '')?.[1];
  expect(Number(count?.replace(/,/g, ''))).toBeGreaterThan(20);
  await expired.getByRole('link', { name: `See the ${count} expired domains` }).click();
  await expect(page).toHaveURL(/\/domains\?status=expired/);
  await expect(page.getByRole('status').filter({ hasText: ' of ' })).toHaveText(
    `${count} of ${RESELLER_DOMAINS.total.toLocaleString('en-US')} domains`,
  );
});

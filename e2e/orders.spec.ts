import type { Page } from '@playwright/test';
import { expect, expectAccessible, httpStatusConsole, test } from './fixtures';
import { DEMO_CATALOG, DEMO_DOMAINS, DEMO_ORDERS } from '@/mock/scenarios/demo/ids';

// Some tests pay or set up a card on the provider's site (its stand-in in the mock).
test.use({ providerSite: true });

const O = DEMO_ORDERS;
const heading = (page: Page, number: string) => page.getByRole('heading', { level: 1, name: `Order #${number}` });

test.describe('orders', () => {
  test.use({ locale: 'en-US' });

  test('order a plan end to end, signing in mid-flow', async ({ page, world }) => {
    await page.setExtraHTTPHeaders({ 'X-Mock-World': world.worldId });
    await page.goto('/catalog');
    await page
      .getByRole('navigation', { name: 'Billing period' })
      .getByRole('link', { name: /Yearly/ })
      .click();
    await page.getByRole('link', { name: `Sign in to order ${DEMO_CATALOG.webSmall.name.en}` }).click();

    await expect(page.getByText('Sign in to place your order.')).toBeVisible();
    await page.getByText('Sign in with an API key').click();
    await page.getByLabel('API key', { exact: true }).fill(world.keys.full);
    await page.getByRole('button', { name: 'Sign in with the key' }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Order ${DEMO_CATALOG.webSmall.name.en}` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/orders/new\\?plan=${DEMO_CATALOG.webSmall.slug}&cycle=annually`));
    await expect(page.getByRole('radio', { name: /Yearly: SEK 460\.00/ })).toBeChecked();
    await expectAccessible(page, 'order flow');

    const domain = page.getByLabel('Primary domain');
    await domain.fill('https://shop');
    await expect(page.getByText('Enter a full domain name such as example.se')).toBeVisible();
    await domain.fill('Shop.Nordlicht-Example.se');
    await expect(page.getByText('Enter a full domain name such as example.se')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show the price' }).click();
    const price = page.getByRole('region', { name: 'Price' });
    // A business (the demo's Nordlicht AB) also sees the VAT beside it: " · VAT 25% … incl. VAT".
    await expect(price.getByRole('definition').last()).toHaveText(
      'SEK 460.00 excl. VAT · VAT 25% SEK 115.00 · SEK 575.00 incl. VAT',
    );
    await expectAccessible(page, 'order preview');

    // Changing the period makes the shown price stale until it is shown again.
    await page.getByRole('radio', { name: /Monthly/ }).check();
    await expect(page).toHaveURL(/cycle=monthly/);
    await expect(page.getByText('You changed the order after the price was shown.')).toBeVisible();
    await page.getByRole('radio', { name: /Yearly/ }).check();

    await page.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
    await page.getByRole('button', { name: 'Place order for SEK 460.00 excl. VAT' }).click();
    await expect(page).toHaveURL(/\/orders\/ord_[0-9a-f]+\?placed=1/);
    await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible();
    await expect(page.getByText(/was placed\. Pay its invoice/)).toBeVisible();
    await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
    const pay = page.getByRole('link', { name: /Pay SEK 575\.00/ });
    await expect(pay).toHaveAttribute(
      'href',
      new RegExp(`^https://pay\\.hosting\\.example/${world.worldId}/invoices/inv_`),
    );
    await expect(pay).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByText('shop.nordlicht-example.se')).toBeVisible();
    await expectAccessible(page, 'new order');
  });

  test('an unknown domain name from the server lands on the field', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/orders/new?plan=${DEMO_CATALOG.annualOnly.slug}`);
    await expect(page.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Monthly/ })).toHaveCount(0);
    await page.goto(`/orders/new?plan=${DEMO_CATALOG.outOfStock.slug}`);
    await expect(page.getByText(`${DEMO_CATALOG.outOfStock.name.en} cannot be ordered right now.`)).toBeVisible();
    await expect(page.getByText(DEMO_CATALOG.outOfStock.reason.en)).toBeVisible();
  });

  test('list with status and type filters in the URL', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(17);
    const count = page.getByRole('status').filter({ hasText: /orders?$/ });
    await expect(count).toHaveText('17 orders');
    await expectAccessible(page, 'order list');
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Pending' });
    await expect(rows).toHaveCount(11);
    await expect(count).toHaveText('11 of 17 orders');
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Renewals' });
    await expect(page).toHaveURL(/status=pending/);
    await expect(page).toHaveURL(/type=renew/);
    await expect(rows).toHaveCount(5);
    // The text narrows what the selects left, as it is typed, and stays in the URL.
    await page.getByRole('searchbox', { name: 'Order number, domain or plan' }).fill(O.domainRenewal.number);
    // A number-like text is kept as a string (the router quotes it in the URL).
    await expect(page).toHaveURL(new RegExp(`q=(%22)?${O.domainRenewal.number}`));
    await expect(rows).toHaveCount(1);
    await expect(count).toHaveText('1 of 17 orders');
    await page.getByRole('link', { name: `Order #${O.domainRenewal.number}` }).click();
    await expect(heading(page, O.domainRenewal.number)).toBeVisible();
    await expect(page.getByText(`${DEMO_DOMAINS.se.name} · SEK 189.00`)).toBeVisible();
  });

  test('order detail for each kind', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);

    await page.goto(`/orders/${O.pendingHosting.id}`);
    await expect(heading(page, O.pendingHosting.number)).toBeVisible();
    await expect(page.getByRole('heading', { name: `Invoice ${O.pendingHosting.invoiceNumber}` })).toBeVisible();
    await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();
    await expect(page.getByText('PO-2026-118')).toBeVisible();
    await expect(page.getByRole('link', { name: /Pay SEK 575\.00/ })).toBeVisible();
    await expectAccessible(page, 'pending hosting order');

    await page.goto(`/orders/${O.paygVps.id}`);
    await expect(page.getByText(/Pay as you go: this cloud server is billed monthly/)).toBeVisible();
    await expect(page.getByText('Cloud VPS M · app-01.nordlicht.se')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Pay/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Completed orders cannot be cancelled.')).toBeVisible();

    await page.goto(`/orders/${O.restoreDeferred.id}`);
    await expect(page.getByText('Fixed period, paid in advance')).toBeVisible();
    await expect(page.getByText('2 backup restores requested: 2 created, 0 queued, 0 skipped.')).toBeVisible();
    await expect(page.getByText(/will run automatically once the new server’s account exists/)).toBeVisible();
    await expectAccessible(page, 'VPS order with a deferred restore');

    await page.goto(`/orders/${O.invoiceLookup.id}`);
    await expect(page.getByText(/It shows here as soon as it is found/)).toBeVisible();
    await expect(page.getByText(/still being looked up\. You can cancel once it is shown/)).toBeVisible();
    // The server's own sentence is kept under "Details for support" (issue 40: no raw server sentence in the main text).
    await expect(page.getByText('The invoice for this order has not been found yet.')).toBeAttached();

    await page.goto(`/orders/${O.partiallyPaid.id}`);
    await expect(page.getByText('Partly paid')).toBeVisible();
    await expect(page.getByRole('link', { name: /Pay SEK 1,468\.75/ })).toBeVisible();

    await page.goto(`/orders/${O.draftUpgrade.id}`);
    await expect(page.getByText('Business Medium → Business Large')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Pay/ })).toHaveCount(0);

    await page.goto(`/orders/${O.failedTransfer.id}`);
    await expect(page.getByText('Failed', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('This order can be retried; contact support to retry it.')).toBeVisible();

    await page.goto(`/orders/${O.free.id}`);
    await expect(page.getByText('No billing period')).toBeVisible();
    await expect(page.getByText('This order has no invoice.')).toBeVisible();
    await expectAccessible(page, 'free order');
  });

  test('a payment URL that is not https is never a link', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/orders/${O.unsafePaymentUrl.id}`);
    await expect(heading(page, O.unsafePaymentUrl.number)).toBeVisible();
    await expect(page.getByText('The payment link could not be shown safely.', { exact: false })).toBeVisible();
    // The address itself is never printed, not even as text.
    await expect(page.getByText('javascript:', { exact: false })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Pay/ })).toHaveCount(0);
    await expect(page.locator('a[href^="javascript"]')).toHaveCount(0);
    await expectAccessible(page, 'unsafe payment URL');

    // A server that sends plain http (the mock never does): said in words, never a link nor the address.
    const plainHttp = `http://pay.hosting.example/${world.worldId}/invoices/inv_plain`;
    await page.route(`**/api/v2/orders/${O.pendingHosting.id}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { invoice: Record<string, unknown> | null; checkoutUrl: unknown };
      await route.fulfill({
        response,
        json: { ...body, checkoutUrl: plainHttp, invoice: body.invoice && { ...body.invoice, paymentUrl: plainHttp } },
      });
    });
    await page.goto(`/orders/${O.pendingHosting.id}`);
    await expect(heading(page, O.pendingHosting.number)).toBeVisible();
    await expect(page.getByText('The payment link could not be shown safely.', { exact: false })).toBeVisible();
    await expect(page.getByText(plainHttp)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Pay/ })).toHaveCount(0);
    await expect(page.locator('a[href^="http:"]')).toHaveCount(0);
  });

  test('cancel after a confirmation that says what happens to the invoice', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/orders/${O.pendingHosting.id}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order #${O.pendingHosting.number}?` });
    await expect(dialog).toContainText(`invoice ${O.pendingHosting.invoiceNumber} is cancelled with it`);
    await expectAccessible(page, 'cancel dialog');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Order #${O.pendingHosting.number} was cancelled.`)).toBeVisible();
    await expect(page.getByText('Credited', { exact: true })).toBeVisible();
    await expect(page.getByText('The invoice was cancelled and a credit note was issued for it.')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Pay/ })).toHaveCount(0);
    await expect(page.getByText('This order is already cancelled.')).toBeVisible();
  });

  test('a 409 shows the server’s reason and refreshes the order', async ({
    page,
    world,
    signInAs,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(409));
    await signInAs(world.keys.full);
    await page.goto(`/orders/${O.unsafePaymentUrl.id}`);
    await expect(page.getByRole('button', { name: 'Cancel order' })).not.toHaveAttribute('aria-disabled', 'true');
    // Meanwhile the order is cancelled elsewhere.
    const elsewhere = await request.post(`/api/v2/orders/${O.unsafePaymentUrl.id}/actions/cancel`, {
      headers: { Authorization: `Bearer ${world.keys.full}` },
    });
    expect(elsewhere.status()).toBe(200);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'The order could not be cancelled: This order is already cancelled.',
    );
    await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveAttribute('aria-disabled', 'true');

    // An order whose processing started says so next to its blocked button.
    await page.goto(`/orders/${O.processing.id}`);
    await expect(page.getByText('Work on this order has started, so it can no longer be cancelled.')).toBeVisible();
  });

  test('a read-only key cannot cancel and is told so in words', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.readonly, {
      scopes: ['read:vm', 'read:orders', 'read:billing', 'read:hosting', 'read:domains', 'read:support'],
    });
    await page.goto(`/orders/${O.pendingHosting.id}`);
    const cancel = page.getByRole('button', { name: 'Cancel order' });
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await expect(cancel).toHaveAccessibleDescription('Your API key can only read orders, so it cannot cancel them.');
    await cancel.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto(`/orders/new?plan=${DEMO_CATALOG.webSmall.slug}&cycle=monthly`);
    await expect(page.getByRole('button', { name: 'Show the price' })).toHaveAccessibleDescription(
      'Your API key can only read orders, so it cannot place them.',
    );
  });
});

test.describe('orders on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'sv-SE' });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`list and detail fit 390 px in Swedish (${colorScheme})`, async ({ page, world, signInAs }) => {
      test.setTimeout(120_000);
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await page.emulateMedia({ colorScheme });
      await signInAs(world.keys.full);
      await page.goto('/orders');
      await expect(page.getByRole('heading', { level: 1, name: 'Beställningar' })).toBeVisible();
      expect(await overflow()).toBe(0);
      await expectAccessible(page, `order list at 390 px, ${colorScheme}`);
      await page.screenshot({ path: `/tmp/orders-list-390-${colorScheme}.png`, fullPage: false });
      await page.goto(`/orders/${O.unsafePaymentUrl.id}`);
      await expect(
        heading(page, O.unsafePaymentUrl.number).or(
          page.getByRole('heading', { level: 1, name: `Beställning #${O.unsafePaymentUrl.number}` }),
        ),
      ).toBeVisible();
      expect(await overflow()).toBe(0);
      await expectAccessible(page, `order detail at 390 px, ${colorScheme}`);
      await page.screenshot({ path: `/tmp/orders-detail-390-${colorScheme}.png`, fullPage: true });
      await page.goto(`/orders/new?plan=${DEMO_CATALOG.withSetupFee.slug}`);
      await expect(
        page.getByRole('heading', { level: 1, name: `Beställ ${DEMO_CATALOG.withSetupFee.name.sv}` }),
      ).toBeVisible();
      expect(await overflow()).toBe(0);
      await expectAccessible(page, `order flow at 390 px, ${colorScheme}`);
      await page.screenshot({ path: `/tmp/orders-new-390-${colorScheme}.png`, fullPage: true });
    });
  }
});

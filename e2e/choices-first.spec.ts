import type { Page } from '@playwright/test';
import { demoDate } from './demo-dates';
import { checkEveryLook as checkStepsLook, recordWrites } from './steps';
import { expect, expectAccessible, test } from './fixtures';
import { powerAction, powerMenu } from './vps-steps';
import { DEMO_DOMAINS, DEMO_HOSTING, DEMO_ORDERS, DEMO_VPS } from '@/mock/scenarios/demo/ids';

// Some tests pay or set up a card on the provider's site (its stand-in in the mock).
test.use({ providerSite: true });

/*
 * Issue 18, "choices before errors": a state the app already knows about is offered as a choice before the request
 * (auto-renew off with a pending renewal order), and one banner per object says why its actions are blocked, with
 * what resolves it (a suspended account's invoice to pay, the legacy control panel), in English and Swedish.
 */

const se = DEMO_DOMAINS.se;
const renewal = DEMO_ORDERS.domainRenewal;
const suspended = DEMO_HOSTING.suspended;
const legacy = DEMO_HOSTING.legacy;
const JOB_MS = 30_000;

const checkEveryLook = (page: Page, label: string) => checkStepsLook(page, label, 'choices');

// Each test looks at its screens four times (two widths, light and dark), with axe each time.
test.describe.configure({ timeout: 120_000 });

test.describe('choices before errors', () => {
  test('auto-renew off with a pending renewal order offers keep or cancel before anything is sent', async ({
    page,
    makeWorld,
    signInAs,
    advanceClock,
  }) => {
    const world = await makeWorld({ jobDurationMs: JOB_MS });
    await signInAs(world.keys.full);
    const writes = recordWrites(page);
    await page.goto(`/domains/${se.id}`);
    const autoRenew = page.getByRole('switch', { name: 'Auto-renew' });
    await expect(autoRenew).toHaveAccessibleDescription(/renewal order is waiting for payment/);
    await autoRenew.click();

    const dialog = page.getByRole('dialog', { name: `Turn auto-renew off for ${se.name}?` });
    await expect(dialog).toContainText(renewal.number);
    await expect(dialog).toContainText(/SEK\s?189\.00/);
    await expect(dialog).toContainText(demoDate('2026-12-10T09:00:00.000Z'));
    await expect(dialog.getByRole('link', { name: 'Open the order' })).toHaveAttribute('href', `/orders/${renewal.id}`);
    await expect(dialog.getByRole('button', { name: 'Cancel the order and turn off' })).toHaveAccessibleDescription(
      /invoice are cancelled/,
    );
    expect(writes).toEqual([]);
    await checkEveryLook(page, 'auto-renew choice');

    await dialog.getByRole('button', { name: 'Keep the order and turn off' }).click();
    await expect(dialog).toBeHidden();
    await advanceClock(world.worldId, JOB_MS + 1000);
    await expect(autoRenew).toHaveAttribute('aria-checked', 'false', { timeout: 15_000 });
    // One request with the choice; never the PATCH the server is known to refuse.
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/v2/domains/bulk/autorenew',
        body: JSON.stringify({ domainIds: [se.id], enabled: false, pendingOrderAction: 'keep' }),
      },
    ]);
    await expect(page.getByRole('region', { name: 'Pending renewal' })).toBeVisible();
  });

  test('cancelling the renewal order in the same choice: one request, the order goes', async ({
    page,
    makeWorld,
    signInAs,
    advanceClock,
  }) => {
    const world = await makeWorld({ jobDurationMs: JOB_MS });
    await signInAs(world.keys.full);
    const writes = recordWrites(page);
    await page.goto(`/domains/${se.id}`);
    const autoRenew = page.getByRole('switch', { name: 'Auto-renew' });
    await autoRenew.click();
    const dialog = page.getByRole('dialog', { name: `Turn auto-renew off for ${se.name}?` });
    await dialog.getByRole('button', { name: 'Cancel the order and turn off' }).dblclick();
    await expect(dialog).toBeHidden();
    await advanceClock(world.worldId, JOB_MS + 1000);
    await expect(autoRenew).toHaveAttribute('aria-checked', 'false', { timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Pending renewal' })).toHaveCount(0);
    expect(writes.map((write) => write.body)).toEqual([
      JSON.stringify({ domainIds: [se.id], enabled: false, pendingOrderAction: 'cancel' }),
    ]);
  });

  test('a key known to lack write:billing can keep the order but not cancel it, and is told why', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full, { scopes: ['read:domains', 'write:domains'] });
    await page.goto(`/domains/${se.id}`);
    await page.getByRole('switch', { name: 'Auto-renew' }).click();
    const dialog = page.getByRole('dialog', { name: `Turn auto-renew off for ${se.name}?` });
    const cancel = dialog.getByRole('button', { name: 'Cancel the order and turn off' });
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await expect(cancel).toHaveAccessibleDescription(/Your API key is not allowed to cancel renewal orders/);
    await expect(dialog.getByRole('button', { name: 'Keep the order and turn off' })).toBeEnabled();
    await expectAccessible(page, 'auto-renew choice without write:billing');
  });

  test('a suspended hosting account shows one banner with the invoice to pay', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/hosting/${suspended.id}`);
    const banner = page.getByRole('region', { name: `${suspended.domain} is suspended` });
    // The demo is dated by the world's clock: the due day moves with it.
    await expect(banner).toContainText(
      new RegExp(
        `Invoice ${suspended.invoice.number} of SEK\\s61\\.25 incl\\. VAT was due on [A-Z][a-z]{2}\\s\\d{1,2},\\s\\d{4}`,
      ),
    );
    const pay = banner.getByRole('link', { name: new RegExp(`Pay invoice ${suspended.invoice.number}`) });
    await expect(pay).toHaveAttribute('href', /^https:\/\//);
    await expect(pay).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(banner.getByRole('link', { name: 'Show invoice' })).toHaveAttribute(
      'href',
      `/billing/invoices/${suspended.invoice.id}`,
    );
    await expect(banner.getByRole('link', { name: /View the order of invoice/ })).toHaveAttribute(
      'href',
      `/orders/${suspended.order.id}`,
    );
    // Said once: the controls it blocks are disabled and described by the banner, not by a sentence of their own.
    await expect(page.getByText(`${suspended.domain} is suspended`, { exact: true })).toHaveCount(1);
    await expect(page.getByText(/is suspended: invoice/)).toHaveCount(0);
    for (const name of ['Open control panel', 'Change the billing cycle']) {
      const control = page.getByRole('button', { name });
      await expect(control).toHaveAttribute('aria-disabled', 'true');
      await expect(control).toHaveAccessibleDescription(new RegExp(`${suspended.domain} is suspended`));
    }
    await checkEveryLook(page, 'suspended hosting banner');
  });

  test('an account on the legacy control panel shows the notice instead of forms that would fail', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    const writes = recordWrites(page);
    await page.goto(`/hosting/${legacy.id}?tab=mailboxes`);
    const banner = page.getByRole('region', { name: `${legacy.domain} is on the legacy control panel` });
    await expect(banner.getByRole('link', { name: /Open the control panel/ })).toHaveAttribute('href', /^https:\/\//);
    await expect(banner.getByRole('link', { name: 'Ask support to migrate the account' })).toHaveAttribute(
      'href',
      // The new-ticket form, about this account and what the customer asks for.
      new RegExp(`^/support/tickets/new\\?serviceType=hosting&serviceId=${legacy.id}&.*about=Please\\+move`),
    );
    const row = page.getByRole('table').getByRole('row').filter({ hasText: legacy.mailbox });
    await expect(row).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create a mailbox' })).toHaveCount(0);
    const quota = row.getByRole('button', { name: /^Change quota/ });
    await expect(quota).toHaveAttribute('aria-disabled', 'true');
    await expect(quota).toHaveAccessibleDescription(/legacy control panel/);
    await quota.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await checkEveryLook(page, 'legacy mailboxes');

    await page.goto(`/hosting/${legacy.id}?tab=domains`);
    await expect(page.getByRole('heading', { level: 2, name: 'Addon domains', exact: true })).toBeVisible();
    await expect(banner).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add an addon domain' })).toHaveCount(0);
    expect(writes).toEqual([]);
  });

  test('a suspended server: one banner, every power action pointing at it', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/vps/${DEMO_VPS.suspended.id}`);
    const banner = page.getByRole('region', { name: `${DEMO_VPS.suspended.name} is suspended` });
    // The overdue invoice it waits for: paid at the provider (new tab) or shown in the panel.
    const pay = banner.getByRole('link', { name: new RegExp(`Pay invoice ${DEMO_VPS.suspended.invoice.number}`) });
    await expect(pay).toHaveAttribute('href', /^https:\/\//);
    await expect(pay).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(banner.getByRole('link', { name: 'Show invoice' })).toHaveAttribute(
      'href',
      `/billing/invoices/${DEMO_VPS.suspended.invoice.id}`,
    );
    await powerAction(page, 'Restart');
    for (const button of await powerMenu(page).getByRole('button').all()) {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription(new RegExp(`${DEMO_VPS.suspended.name} is suspended`));
    }
    await expect(page.getByText(/is suspended: invoice/)).toHaveCount(0);
    await checkEveryLook(page, 'suspended server banner');
  });

  test('a server busy with a job: one banner, and its progress opens in the operations drawer', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto(`/vps/${DEMO_VPS.busy.id}`);
    const banner = page.getByRole('region', { name: 'A migration is in progress' });
    const restart = await powerAction(page, 'Restart');
    await expect(restart).toHaveAttribute('aria-disabled', 'true');
    await expect(restart).toHaveAccessibleDescription(/A migration is in progress/);
    await checkEveryLook(page, 'busy server banner');
    await banner.getByRole('button', { name: 'Show its progress' }).click();
    const drawer = page.getByRole('dialog', { name: 'Operations' });
    await expect(drawer).toContainText(`Migration of ${DEMO_VPS.busy.name}`);
    await expectAccessible(page, 'busy server job in the drawer');
  });
});

test.describe('choices before errors, in Swedish', () => {
  test.use({ locale: 'sv-SE' });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('hosting-panel.locale', 'sv'));
  });

  test('automatisk förnyelse av med en väntande beställning: behåll eller avbryt, innan något skickas', async ({
    page,
    makeWorld,
    signInAs,
    advanceClock,
  }) => {
    const world = await makeWorld({ jobDurationMs: JOB_MS });
    await signInAs(world.keys.full);
    const writes = recordWrites(page);
    await page.goto(`/domains/${se.id}`);
    const autoRenew = page.getByRole('switch', { name: 'Automatisk förnyelse' });
    await autoRenew.click();
    const dialog = page.getByRole('dialog', { name: `Stänga av automatisk förnyelse för ${se.name}?` });
    await expect(dialog).toContainText(renewal.number);
    await expect(dialog).toContainText(/189,00\s*kr/);
    await expect(dialog.getByRole('button', { name: 'Avbryt beställningen och stäng av' })).toBeVisible();
    expect(writes).toEqual([]);
    await checkEveryLook(page, 'sv auto-renew choice');

    await dialog.getByRole('button', { name: 'Behåll beställningen och stäng av' }).click();
    await expect(dialog).toBeHidden();
    await advanceClock(world.worldId, JOB_MS + 1000);
    await expect(autoRenew).toHaveAttribute('aria-checked', 'false', { timeout: 15_000 });
    expect(writes.map((write) => `${write.method} ${write.path}`)).toEqual(['POST /api/v2/domains/bulk/autorenew']);
  });

  test('ett spärrat webbhotellkonto visar en enda banner med betallänk', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/hosting/${suspended.id}`);
    const banner = page.getByRole('region', { name: `${suspended.domain} är spärrat` });
    await expect(banner).toContainText(`Faktura ${suspended.invoice.number} på 61,25`);
    await expect(
      banner.getByRole('link', { name: new RegExp(`Betala faktura ${suspended.invoice.number}`) }),
    ).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByText(`${suspended.domain} är spärrat`, { exact: true })).toHaveCount(1);
    // No English sentence from the gate beside the controls.
    await expect(page.getByText(/is suspended/)).toHaveCount(0);
    await checkEveryLook(page, 'sv suspended hosting banner');
  });

  test('ett konto på den äldre kontrollpanelen visar meddelandet i stället för formulär', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto(`/hosting/${legacy.id}?tab=mailboxes`);
    const banner = page.getByRole('region', { name: `${legacy.domain} ligger på den äldre kontrollpanelen` });
    await expect(banner.getByRole('link', { name: /Öppna kontrollpanelen/ })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: legacy.mailbox })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skapa ett e-postkonto' })).toHaveCount(0);
    await checkEveryLook(page, 'sv legacy mailboxes');
  });
});

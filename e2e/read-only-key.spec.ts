import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { DEMO_DOMAINS, DEMO_HOSTING, DEMO_ORDERS, DEMO_TICKETS, DEMO_VPS } from '@/mock/scenarios/demo/ids';

/**
 * Issue 18, "What the key cannot do is known before the click": with the world's read-only key every write control
 * of every area is blocked up front with what the key cannot do in plain words (no scope names), and a click sends
 * nothing; the full key gets the same controls as before.
 */

const web = DEMO_VPS.web;
const hosting = DEMO_HOSTING.main;

/** The words of each screen and each reason, per language (the catalogs' own text). */
const WORDS = {
  en: {
    power: 'Power',
    restart: 'Restart',
    powerOff: 'Power off',
    takeSnapshot: 'Take snapshot',
    createMailbox: 'Create a mailbox',
    selectRow: (name: string) => `Select ${name}`,
    bulk: 'Bulk actions',
    renew: 'Renew',
    autoRenew: 'Auto-renew',
    cancelOrder: 'Cancel order',
    closeTicket: 'Close ticket',
    reason: {
      power: 'Your API key can only read servers, so it cannot start, stop or restart them.',
      snapshots: 'Your API key can only read servers, so it cannot take or delete their snapshots.',
      mailboxes: 'Your API key can only read web hosting, so it cannot create, change or delete mailboxes.',
      renew: 'Your API key can only read domains, so it cannot renew them.',
      autoRenew: 'Your API key can only read domains, so it cannot turn auto-renew on or off.',
      cancelOrder: 'Your API key can only read orders, so it cannot cancel them.',
      closeTicket: 'Your API key can only read support tickets, so it cannot close them.',
    },
  },
  sv: {
    power: 'Ström',
    restart: 'Starta om',
    powerOff: 'Bryt strömmen',
    takeSnapshot: 'Ta ögonblicksbild',
    createMailbox: 'Skapa ett e-postkonto',
    selectRow: (name: string) => `Välj ${name}`,
    bulk: 'Massåtgärder',
    renew: 'Förnya',
    autoRenew: 'Automatisk förnyelse',
    cancelOrder: 'Avbryt beställningen',
    closeTicket: 'Stäng ärendet',
    reason: {
      power:
        'Din API-nyckel har bara läsbehörighet för servrar, så den kan inte starta, stänga av eller starta om dem.',
      snapshots:
        'Din API-nyckel har bara läsbehörighet för servrar, så den kan inte ta eller ta bort ögonblicksbilder.',
      mailboxes:
        'Din API-nyckel har bara läsbehörighet för webbhotell, så den kan inte skapa, ändra eller ta bort e-postkonton.',
      renew: 'Din API-nyckel har bara läsbehörighet för domäner, så den kan inte förnya dem.',
      autoRenew:
        'Din API-nyckel har bara läsbehörighet för domäner, så den kan inte slå på eller stänga av automatisk förnyelse.',
      cancelOrder: 'Din API-nyckel har bara läsbehörighet för beställningar, så den kan inte avbryta dem.',
      closeTicket: 'Din API-nyckel har bara läsbehörighet för supportärenden, så den kan inte stänga dem.',
    },
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/** The key's scopes as sign-in learns them (`GET /api/v2/me`). */
async function scopesOf(request: APIRequestContext, key: string): Promise<string[]> {
  const response = await request.get('/api/v2/me', { headers: { Authorization: `Bearer ${key}` } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { key: { scopes: string[] } };
  return body.key.scopes;
}

/** Every request the page sends that would change something. */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/')) {
      writes.push(`${request.method()} ${request.url()}`);
    }
  });
  return writes;
}

async function expectBlocked(page: Page, control: Locator, reason: string) {
  await expect(control).toHaveAttribute('aria-disabled', 'true');
  await expect(control).toHaveAccessibleDescription(reason);
  // aria-disabled, not disabled: it stays focusable and says why; Playwright counts it as disabled, so force.
  await control.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function expectOffered(control: Locator) {
  await expect(control).toBeVisible();
  await expect(control).not.toHaveAttribute('aria-disabled', 'true');
  await expect(control).not.toHaveAccessibleDescription(/API/);
}

/** The pages of every area a read-only key reads, each with the write controls it must see blocked. */
async function visitEveryArea(page: Page, w: Words, check: (control: Locator, reason: string) => Promise<void>) {
  await page.goto('/vps');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(web.name, { exact: true }).first()).toBeVisible();
  await expectAccessible(page, 'servers');

  await page.goto(`/vps/${web.id}`);
  const power = page.getByRole('region', { name: w.power });
  await check(power.getByRole('button', { name: w.restart, exact: true }), w.reason.power);
  await check(power.getByRole('button', { name: w.powerOff, exact: true }), w.reason.power);
  await expectAccessible(page, 'server overview');

  await page.goto(`/vps/${web.id}?tab=snapshots`);
  await check(page.getByRole('button', { name: w.takeSnapshot }), w.reason.snapshots);
  await expectAccessible(page, 'server snapshots');

  await page.goto(`/hosting/${hosting.id}?tab=mailboxes`);
  await check(page.getByRole('button', { name: w.createMailbox }), w.reason.mailboxes);
  await expectAccessible(page, 'hosting mailboxes');

  await page.goto('/domains');
  await page.getByRole('checkbox', { name: w.selectRow(DEMO_DOMAINS.se.name) }).check();
  const bulk = page.getByRole('group', { name: w.bulk });
  await check(bulk.getByRole('button', { name: w.renew, exact: true }), w.reason.renew);
  await expectAccessible(page, 'domains with a selection');

  await page.goto(`/domains/${DEMO_DOMAINS.com.id}`);
  const autoRenew = page.getByRole('switch', { name: w.autoRenew });
  await expect(autoRenew).toBeVisible();
  await expectAccessible(page, 'domain');

  await page.goto(`/orders/${DEMO_ORDERS.pendingHosting.id}`);
  await check(page.getByRole('button', { name: w.cancelOrder }), w.reason.cancelOrder);
  await expectAccessible(page, 'order');

  await page.goto(`/support/tickets/${DEMO_TICKETS.openWithStaffReply.number}`);
  await check(page.getByRole('button', { name: w.closeTicket }), w.reason.closeTicket);
  await expectAccessible(page, 'support ticket');
}

for (const [language, locale] of [
  ['en', 'en-US'],
  ['sv', 'sv-SE'],
] as const) {
  test.describe(`the read-only key (${language})`, () => {
    test.use({ locale });
    const w = WORDS[language];

    test('sees every area’s writes blocked before the click, with the reason, and sends nothing', async ({
      page,
      world,
      signInAs,
      request,
    }) => {
      await signInAs(world.keys.readonly, { scopes: await scopesOf(request, world.keys.readonly) });
      const writes = recordWrites(page);
      await visitEveryArea(page, w, (control, reason) => expectBlocked(page, control, reason));

      // The domain's switches say it too (their description holds the reason after what they do).
      await page.goto(`/domains/${DEMO_DOMAINS.com.id}`);
      const autoRenew = page.getByRole('switch', { name: w.autoRenew });
      await expect(autoRenew).toHaveAttribute('aria-disabled', 'true');
      await expect(page.getByText(w.reason.autoRenew)).toBeVisible();
      const checked = (await autoRenew.getAttribute('aria-checked')) ?? '';
      await autoRenew.click({ force: true });
      await expect(autoRenew).toHaveAttribute('aria-checked', checked);
      expect(writes).toEqual([]);
    });

    test('the full key gets the same controls, offered', async ({ page, world, signInAs, request }) => {
      await signInAs(world.keys.full, { scopes: await scopesOf(request, world.keys.full) });
      await visitEveryArea(page, w, (control) => expectOffered(control));
      await page.goto(`/domains/${DEMO_DOMAINS.com.id}`);
      await expect(page.getByRole('switch', { name: WORDS[language].autoRenew })).not.toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });
  });
}

test.describe('the read-only key on a phone, dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark', locale: 'sv-SE' });

  const screens = [
    {
      name: 'server-overview',
      path: `/vps/${web.id}`,
      control: (p: Page) => p.getByRole('button', { name: 'Starta om', exact: true }),
    },
    {
      name: 'server-snapshots',
      path: `/vps/${web.id}?tab=snapshots`,
      control: (p: Page) => p.getByRole('button', { name: 'Ta ögonblicksbild' }),
    },
    {
      name: 'hosting-mailboxes',
      path: `/hosting/${hosting.id}?tab=mailboxes`,
      control: (p: Page) => p.getByRole('button', { name: 'Skapa ett e-postkonto' }),
    },
    {
      name: 'order',
      path: `/orders/${DEMO_ORDERS.pendingHosting.id}`,
      control: (p: Page) => p.getByRole('button', { name: 'Avbryt beställningen' }),
    },
    {
      name: 'ticket',
      path: `/support/tickets/${DEMO_TICKETS.openWithStaffReply.number}`,
      control: (p: Page) => p.getByRole('button', { name: 'Stäng ärendet' }),
    },
  ];

  for (const screen of screens) {
    test(`${screen.name}: the reason fits 390 px, readable in dark`, async ({
      page,
      world,
      signInAs,
      request,
    }, testInfo) => {
      await signInAs(world.keys.readonly, { scopes: await scopesOf(request, world.keys.readonly) });
      await page.goto(screen.path);
      const control = screen.control(page);
      await control.scrollIntoViewIfNeeded();
      await expect(control).toHaveAttribute('aria-disabled', 'true');
      await expect(control).toHaveAccessibleDescription(/^Din API-nyckel/);
      // Nothing wider than the phone: the reason wraps under its button.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page, `${screen.name} at 390 px, dark`);
      await page.screenshot({ path: testInfo.outputPath(`${screen.name}-390-dark.png`), fullPage: false });
    });
  }
});

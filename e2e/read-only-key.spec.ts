import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { recordWrites, scopesOf } from './steps';
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
      // A kit list says it once, in its toolbar, for every button it blocks (issue 40, "Less noise").
      list: 'Your API key can only read, so it cannot change anything here.',
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
      list: 'Din API-nyckel har bara läsbehörighet, så den kan inte ändra något här.',
      autoRenew:
        'Din API-nyckel har bara läsbehörighet för domäner, så den kan inte slå på eller stänga av automatisk förnyelse.',
      cancelOrder: 'Din API-nyckel har bara läsbehörighet för beställningar, så den kan inte avbryta dem.',
      closeTicket: 'Din API-nyckel har bara läsbehörighet för supportärenden, så den kan inte stänga dem.',
    },
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

function escaped(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** Blocked before the click with the reason in its description; a click changes nothing and opens nothing. */
async function expectBlocked(page: Page, control: Locator, reason: string) {
  await expect(control).toHaveAttribute('aria-disabled', 'true');
  await expect(control).toHaveAccessibleDescription(escaped(reason));
  const checked = await control.getAttribute('aria-checked');
  // aria-disabled, not disabled: it stays focusable and says why; Playwright counts it as disabled, so force.
  await control.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  if (checked !== null) await expect(control).toHaveAttribute('aria-checked', checked);
}

async function expectOffered(control: Locator) {
  await expect(control).toBeVisible();
  await expect(control).not.toHaveAttribute('aria-disabled', 'true');
  await expect(control).not.toHaveAccessibleDescription(/API/);
}

interface AreaScreen {
  name: string;
  path: string;
  /** What to do on the screen before its controls show (select a domain for the bulk actions). */
  open?: (page: Page, w: Words) => Promise<void>;
  /** The write controls of the screen and the reason each must give to the read-only key. */
  controls: (page: Page, w: Words) => [Locator, string][];
}

/** A screen of every area the read-only key reads, with the write controls it must see blocked. */
const SCREENS: AreaScreen[] = [
  { name: 'servers', path: '/vps', controls: () => [] },
  {
    name: 'server',
    path: `/vps/${web.id}`,
    // The power actions sit in the Power menu: open it first.
    open: (page, w) =>
      page.getByRole('region', { name: w.power }).getByRole('button', { name: w.power, exact: true }).click(),
    controls: (page, w) => {
      const power = page.getByRole('region', { name: w.power });
      return [
        [power.getByRole('button', { name: w.restart, exact: true }), w.reason.power],
        [power.getByRole('button', { name: w.powerOff, exact: true }), w.reason.power],
      ];
    },
  },
  {
    name: 'server snapshots',
    path: `/vps/${web.id}?tab=snapshots`,
    // The tab's list says it once, in its toolbar, for its rows and "Take snapshot" alike (issue 40).
    controls: (page, w) => [[page.getByRole('button', { name: w.takeSnapshot }), w.reason.list]],
  },
  {
    name: 'hosting',
    path: `/hosting/${hosting.id}?tab=mailboxes`,
    controls: (page, w) => [[page.getByRole('button', { name: w.createMailbox }), w.reason.mailboxes]],
  },
  {
    name: 'domains',
    path: '/domains',
    open: (page, w) => page.getByRole('checkbox', { name: w.selectRow(DEMO_DOMAINS.se.name) }).check(),
    controls: (page, w) => [
      [page.getByRole('group', { name: w.bulk }).getByRole('button', { name: w.renew, exact: true }), w.reason.list],
    ],
  },
  {
    name: 'domain',
    path: `/domains/${DEMO_DOMAINS.com.id}`,
    controls: (page, w) => [[page.getByRole('switch', { name: w.autoRenew }), w.reason.autoRenew]],
  },
  {
    name: 'orders',
    path: `/orders/${DEMO_ORDERS.pendingHosting.id}`,
    controls: (page, w) => [[page.getByRole('button', { name: w.cancelOrder }), w.reason.cancelOrder]],
  },
  {
    name: 'support',
    path: `/support/tickets/${DEMO_TICKETS.openWithStaffReply.number}`,
    controls: (page, w) => [[page.getByRole('button', { name: w.closeTicket }), w.reason.closeTicket]],
  },
];

for (const [language, locale] of [
  ['en', 'en-US'],
  ['sv', 'sv-SE'],
] as const) {
  test.describe(`the read-only key (${language})`, () => {
    test.use({ locale });
    const w = WORDS[language];

    for (const screen of SCREENS) {
      test(`${screen.name}: writes blocked before the click, with the reason; nothing sent`, async ({
        page,
        world,
        signInAs,
        request,
      }) => {
        await signInAs(world.keys.readonly, { scopes: await scopesOf(request, world.keys.readonly) });
        const writes = recordWrites(page);
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await screen.open?.(page, w);
        for (const [control, reason] of screen.controls(page, w)) await expectBlocked(page, control, reason);
        await expectAccessible(page, `${screen.name} (${language}, read-only key)`);
        expect(writes).toEqual([]);
      });

      // The server list has no write control to offer.
      if (screen.name === 'servers') continue;
      test(`${screen.name}: the full key gets the same controls, offered`, async ({
        page,
        world,
        signInAs,
        request,
      }) => {
        await signInAs(world.keys.full, { scopes: await scopesOf(request, world.keys.full) });
        await page.goto(screen.path);
        await screen.open?.(page, w);
        for (const [control] of screen.controls(page, w)) await expectOffered(control);
      });
    }
  });
}

test.describe('the read-only key on a phone, dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark', locale: 'sv-SE' });

  const screens: { name: string; path: string; open?: (p: Page) => Promise<void>; control: (p: Page) => Locator }[] = [
    {
      name: 'server-overview',
      path: `/vps/${web.id}`,
      open: (p: Page) => p.getByRole('button', { name: 'Ström', exact: true }).click(),
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
      await screen.open?.(page);
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

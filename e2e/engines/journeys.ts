import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { byLabel, byRole, byText, type Capability, type EngineName, type EngineSession } from './driver';
import { AXE_RUN, AXE_TAGS, axeScript } from './in-page';
import {
  DEMO_BILLING,
  DEMO_DOMAINS,
  DEMO_HOSTING,
  DEMO_ORDERS,
  DEMO_SUPPORT_CONVERSATIONS,
  DEMO_TICKETS,
  DEMO_VPS,
} from '@/mock/scenarios/demo/ids';

/**
 * The journeys a customer depends on, written once and run in every engine (./run.ts). Each starts in a fresh
 * browsing session; all but the first sign in to a fresh world of their own (the demo sign-in makes its own).
 * After each screen, `screen()` checks it: no page error, no CSP violation, zero axe violations.
 */

export interface JourneyContext {
  s: EngineSession;
  engine: EngineName;
  /** Makes a fresh demo world through the mock's control (`POST /__mock/worlds`). */
  makeWorld: () => Promise<{ worldId: string; keys: { full: string } }>;
  /** Checks what is on screen now: no page error or CSP violation so far, and axe finds nothing. */
  screen: (label: string) => Promise<void>;
}

export interface Journey {
  name: string;
  /** What it needs that an engine may lack (the engine says why it cannot: Engine.cannot). */
  needs?: Capability;
  run: (t: JourneyContext) => Promise<void>;
}

/** The payment provider's site, served by the mock's stand-in (README "Billing"; e2e/fixtures.ts paymentProvider). */
const PROVIDER_ORIGIN = 'https://pay.hosting.example';

/** Checks a screen: problems seen so far, then axe. */
export async function checkScreen(s: EngineSession, label: string): Promise<void> {
  const problems = await s.takeProblems();
  assert.deepEqual(problems.errors, [], `page errors on ${label}`);
  assert.deepEqual(problems.csp, [], `Content-Security-Policy violations on ${label}`);
  await s.run(axeScript());
  const violations = await s.run<string[]>(AXE_RUN, AXE_TAGS);
  assert.deepEqual(violations, [], `axe violations on ${label}`);
}

/** Signs in with an API key through the sign-in form, as a customer pastes it, and waits for Home. */
async function signInWithKey(s: EngineSession, key: string): Promise<void> {
  await s.goto('/sign-in');
  // A person signs in with e-mail and password; a key is the page's secondary way, behind its own disclosure.
  await s.click(await s.find(byText('Sign in with an API key')));
  await s.type(await s.find(byLabel('API key')), key);
  await s.click(await s.find(byRole('button', 'Sign in with the key')));
  await s.find(byRole('heading', 'Overview', 1));
}

async function signedIn(t: JourneyContext): Promise<{ worldId: string }> {
  const world = await t.makeWorld();
  await signInWithKey(t.s, world.keys.full);
  return world;
}

/** Waits (up to 5 s) until the condition holds. */
async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Expected: ${what}`);
    await sleep(100);
  }
}

/** How far the page scrolls sideways (0 when it fits the window). */
const overflow = (s: EngineSession) =>
  s.run<number>('return document.documentElement.scrollWidth - window.innerWidth;');

const AREAS = [
  { nav: 'Servers', heading: 'Servers', detail: byRole('link', DEMO_VPS.web.name), detailHeading: DEMO_VPS.web.name },
  {
    nav: 'Web hosting',
    heading: 'Web hosting',
    detail: byRole('link', new RegExp(DEMO_HOSTING.main.domain.replace('.', '\\.'))),
    detailHeading: new RegExp(DEMO_HOSTING.main.domain.replace('.', '\\.')),
  },
  {
    nav: 'Domains',
    heading: 'Domains',
    detail: byRole('link', DEMO_DOMAINS.com.name),
    detailHeading: DEMO_DOMAINS.com.name,
  },
  {
    nav: 'Orders',
    heading: 'Orders',
    detail: byRole('link', new RegExp(DEMO_ORDERS.pendingHosting.number)),
    detailHeading: `Order #${DEMO_ORDERS.pendingHosting.number}`,
  },
  {
    nav: 'Billing',
    heading: 'Billing',
    detail: byRole('link', new RegExp(DEMO_BILLING.invoices.unpaid.number)),
    detailHeading: `Invoice ${DEMO_BILLING.invoices.unpaid.number}`,
  },
  {
    nav: 'Support tickets',
    heading: 'Support tickets',
    detail: byRole('link', new RegExp(DEMO_TICKETS.openWithStaffReply.subject)),
    detailHeading: DEMO_TICKETS.openWithStaffReply.subject,
  },
] as const;

export const JOURNEYS: Journey[] = [
  {
    name: 'demo sign-in, then every area: its list and one record',
    async run({ s, screen }) {
      await s.goto('/sign-in');
      await s.find(byRole('heading', 'Try the demo'));
      await screen('sign-in');
      await s.click(await s.find(byRole('button', 'Start demo')));
      await s.find(byRole('heading', 'Overview', 1));
      // Who signed in, in words: the header's person menu is named for the demo's key.
      await s.find(byRole('button', /^Key “.+”/));
      await screen('home');
      for (const area of AREAS) {
        const nav = await s.find(byRole('navigation', 'Main'));
        await s.click(await s.find(byRole('link', area.nav), { within: nav }));
        await s.find(byRole('heading', area.heading, 1));
        await screen(`${area.heading} list`);
        const main = await s.find(byRole('main'));
        await s.click(await s.find(area.detail, { within: main, first: true }));
        await s.find(byRole('heading', area.detailHeading, 1));
        await screen(`${area.heading}: one record`);
      }
    },
  },
  {
    name: 'servers: a restart, confirmed',
    async run(t) {
      const { s, screen } = t;
      await signedIn(t);
      await s.goto(`/vps/${DEMO_VPS.web.id}`);
      const power = await s.find(byRole('region', 'Power'));
      await s.click(await s.find(byRole('button', 'Power'), { within: power }));
      const actions = await s.find(byRole('group', /^Power actions for /), { within: power });
      await s.click(await s.find(byRole('button', 'Restart'), { within: actions }));
      const dialog = await s.find(byRole('dialog', `Restart ${DEMO_VPS.web.name}?`));
      await screen('restart dialog');
      await s.click(await s.find(byRole('button', 'Restart'), { within: dialog }));
      await s.gone(byRole('dialog', `Restart ${DEMO_VPS.web.name}?`));
      await s.find(byText(new RegExp(`Restart ${DEMO_VPS.web.name}`)), { within: power, first: true });
      await s.find(byText(/A restart is in progress/));
      await screen('restart in progress');
    },
  },
  {
    name: 'web hosting: a new mailbox',
    async run(t) {
      const { s, screen } = t;
      await signedIn(t);
      const main = DEMO_HOSTING.main;
      await s.goto(`/hosting/${main.id}?tab=mailboxes`);
      await s.find(byRole('table'));
      await s.click(await s.find(byRole('button', 'Create a mailbox')));
      await s.type(await s.find(byLabel('Name before @')), 'sales');
      await s.click(await s.find(byRole('button', 'Generate a strong password')));
      // The estimator (a module worker) has judged the generated password.
      await s.find(byText(/Strength: (strong|very strong)/i));
      await screen('mailbox form');
      await s.click(await s.find(byRole('button', 'Create mailbox')));
      await s.find(byText(`Mailbox sales@${main.domain} was created.`));
      await s.find(byRole('row', new RegExp(`sales@${main.domain.replace('.', '\\.')}`)));
      await screen('mailbox created');
    },
  },
  {
    name: 'domains: a renewal, previewed then ordered',
    async run(t) {
      const { s, screen } = t;
      await signedIn(t);
      const com = DEMO_DOMAINS.com;
      await s.goto(`/domains/${com.id}`);
      const renewal = await s.find(byRole('region', 'Renewal'));
      await s.click(await s.find(byRole('button', 'Renew'), { within: renewal }));
      const dialog = await s.find(byRole('dialog', `Renew ${com.name}`));
      await s.click(await s.find(byRole('radio', /^2 years/), { within: dialog }));
      const summary = await s.find(byRole('region', 'Before you confirm'), { within: dialog });
      await s.find(byText(/SEK\s*290\.00 excl\. VAT/), { within: summary, first: true });
      await screen('renewal preview');
      await s.click(await s.find(byRole('button', /^Renew for 2 years/), { within: dialog }));
      await s.find(byText(/Renewal ordered/), { within: dialog, first: true });
      await screen('renewal ordered');
    },
  },
  {
    name: 'support: a reply with an attachment',
    async run(t) {
      const { s, screen } = t;
      await signedIn(t);
      const file = join(mkdtempSync(join(tmpdir(), 'engines-')), 'boot.log');
      writeFileSync(file, 'contents of boot.log\n');
      await s.goto(`/support/tickets/${DEMO_SUPPORT_CONVERSATIONS.openForReplies.number}`);
      await s.type(await s.find(byRole('textbox', 'Your reply')), 'The server is back after the reboot.');
      await s.upload(await s.find(byLabel('Choose files to attach')), [file]);
      const chosen = await s.find(byRole('list', 'Chosen files'));
      await s.find(byText('Attached'), { within: chosen });
      await screen('reply with a file');
      await s.click(await s.find(byRole('button', 'Send reply')));
      await s.find(byText('Your reply was sent.'));
      const sent = await s.find(byRole('article', undefined, undefined, /The server is back after the reboot\./));
      await s.find(byRole('button', /boot\.log/), { within: sent });
      await screen('reply sent');
    },
  },
  {
    name: 'billing: an invoice paid at the payment provider',
    async run(t) {
      const { s, screen } = t;
      await signedIn(t);
      await s.goto(`/billing/invoices/${DEMO_BILLING.invoices.unpaid.id}`);
      const pay = await s.find(byRole('link', /^Pay SEK/));
      const href = (await s.attribute(pay, 'href')) ?? '';
      assert.ok(href.startsWith(`${PROVIDER_ORIGIN}/`), `the payment link goes to the provider: "${href}"`);
      await screen('invoice');
      await s.inNewWindow(
        async () => s.click(await s.find(byRole('link', /^Pay SEK/))),
        async (provider) => {
          // The provider's host is not on this machine: its window is sent to the mock's stand-in for it (as the
          // Chromium suite routes it, e2e/fixtures.ts paymentProvider).
          await provider.goto(`/__mock/provider${href.slice(PROVIDER_ORIGIN.length)}`);
          await provider.click(await provider.find(byRole('button', /^Pay/)));
          await provider.find(byRole('heading', /received/i, 1));
        },
      );
      await s.find(byText('Payment received. The invoice is paid.'), { timeout: 15_000 });
      await s.gone(byRole('link', /^Pay/));
      await screen('invoice paid');
    },
  },
  {
    name: 'the command palette from the keyboard, Swedish, dark',
    async run(t) {
      const { s, screen } = t;
      await signedIn(t);
      await s.press('Control+k');
      const palette = await s.find(byRole('dialog', 'Find anything, do anything'));
      const field = await s.find(byRole('combobox'), { within: palette });
      assert.equal(await s.run<boolean>('return document.activeElement === arguments[0];', field), true);
      await s.type(field, 'web');
      await s.find(byRole('option', new RegExp(`^${DEMO_VPS.web.name}`)), { within: palette, first: true });
      await screen('palette');
      // Enter runs the highlighted result: once the results for "web" are in, the first is restarting web-01.
      await until(
        async () =>
          new RegExp(`Restart.*${DEMO_VPS.web.name}`).test(
            await s.run<string>(
              'var id = arguments[0].getAttribute("aria-activedescendant");' +
                'var option = id && document.getElementById(id); return option ? option.textContent : "";',
              field,
            ),
          ),
        'the first result for "web" is highlighted',
      );
      // That command opens its confirmation; Escape closes it.
      await s.press('Enter');
      await s.find(byRole('dialog', `Restart ${DEMO_VPS.web.name}?`));
      await s.press('Escape');
      await s.gone(byRole('dialog', `Restart ${DEMO_VPS.web.name}?`));
      await s.find(byRole('heading', DEMO_VPS.web.name, 1));

      // Language and theme are in the header's person menu (issue 40), named for the key signed in with.
      const banner = await s.find(byRole('banner'));
      await s.click(await s.find(byRole('button', 'Key “full”'), { within: banner }));
      await s.click(await s.find(byRole('radio', 'Svenska'), { within: banner }));
      await s.find(byRole('link', 'Servrar'), { first: true });
      assert.equal(await s.run<string>('return document.documentElement.lang;'), 'sv');
      await screen('Swedish');

      // The surfaces of the light and the dark theme (as e2e/theme.spec.ts checks them in Chromium).
      const headerBackground = () => s.run<string>('return getComputedStyle(arguments[0]).backgroundColor;', banner);
      assert.equal(await headerBackground(), 'rgb(255, 255, 255)');
      await s.select(await s.find(byRole('combobox', 'Tema')), 'Mörkt');
      await until(async () => (await headerBackground()) === 'rgb(26, 29, 36)', 'the header turns dark');
      assert.equal(await s.run<string>('return getComputedStyle(document.documentElement).colorScheme;'), 'dark');
      await screen('Swedish, dark');
    },
  },
  {
    name: 'a phone-sized window (390 px)',
    needs: 'phoneWidth',
    async run(t) {
      const { s, screen } = t;
      await s.setWidth(390);
      await signedIn(t);
      assert.ok((await overflow(s)) <= 0, 'Home fits 390 px');
      await screen('home at 390 px');
      await s.click(await s.find(byRole('button', 'Menu')));
      // The header is one bar at 390 px (issue 40): the areas open under it.
      const nav = await s.find(byRole('navigation', 'Main'));
      await s.click(await s.find(byRole('link', 'Domains'), { within: nav }));
      await s.find(byRole('heading', 'Domains', 1));
      assert.ok((await overflow(s)) <= 0, 'Domains fit 390 px');
      await screen('domains at 390 px');
    },
  },
];

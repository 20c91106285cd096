import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { checkEveryLook, chooseLanguage, confirmDialog, openDialog } from './steps';
import { powerAction } from './vps-steps';
import {
  DEMO_BILLING,
  DEMO_DOMAINS,
  DEMO_HOSTING,
  DEMO_ORDERS,
  DEMO_TICKET_COUNTS,
  DEMO_VPS,
  RESELLER_DOMAINS,
} from '@/mock/scenarios/demo/ids';

// Some tests pay or set up a card on the provider's site (its stand-in in the mock).
test.use({ providerSite: true });

const attention = (page: Page) => page.getByRole('region', { name: /^Needs your attention/ });
const settled = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(attention(page)).toHaveAttribute('aria-busy', 'false');
};
const item = (page: Page, text: string | RegExp) => attention(page).getByRole('listitem').filter({ hasText: text });
const summary = (page: Page, area: string) =>
  page
    .getByRole('region', { name: 'Your services' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 3, name: area }),
    });

test.describe('Home', () => {
  test.use({ locale: 'en-US' });

  test('every kind of attention item of the demo, each with its action; a few followed to their screen and tab', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto('/');
    await settled(page);
    const expected: [RegExp | string, string][] = [
      [`Server ${DEMO_VPS.db.name} stopped without you asking.`, `Start ${DEMO_VPS.db.name}`],
      [`Server ${DEMO_VPS.suspended.name} is suspended`, `See how to resume ${DEMO_VPS.suspended.name}`],
      [`A change to server ${DEMO_VPS.flaky.name} failed`, `See what happened on ${DEMO_VPS.flaky.name}`],
      [`inside server ${DEMO_VPS.mismatch.name} differ`, `Repair the network of ${DEMO_VPS.mismatch.name}`],
      [`${DEMO_DOMAINS.expired.name} has expired`, `Renew ${DEMO_DOMAINS.expired.name}`],
      [`${DEMO_DOMAINS.draft.name} is not registered yet`, `See what ${DEMO_DOMAINS.draft.name} needs`],
      [
        `The registration of ${DEMO_DOMAINS.pending.name} waits for order`,
        `Pay order ${DEMO_ORDERS.domainRegistration.number}`,
      ],
      [`The renewal of ${DEMO_DOMAINS.se.name} waits for order`, `Pay order ${DEMO_ORDERS.domainRenewal.number}`],
      [`${DEMO_DOMAINS.com.name} expires on`, `Renew or turn on auto-renew for ${DEMO_DOMAINS.com.name}`],
      [`The registry unlock of ${DEMO_DOMAINS.requested.name}`, `Follow the unlock of ${DEMO_DOMAINS.requested.name}`],
      [
        `Invoice ${DEMO_BILLING.invoices.overdue.number} is overdue`,
        `Pay invoice ${DEMO_BILLING.invoices.overdue.number}`,
      ],
      [
        `Invoice ${DEMO_BILLING.invoices.unpaid.number} is waiting for payment`,
        `Show invoice ${DEMO_BILLING.invoices.unpaid.number}`,
      ],
      [
        `Web hosting ${DEMO_HOSTING.suspended.domain} is suspended`,
        `See how to reactivate ${DEMO_HOSTING.suspended.domain}`,
      ],
      [
        `Web hosting ${DEMO_HOSTING.pending.domain} is not set up yet`,
        `See what ${DEMO_HOSTING.pending.domain} waits for`,
      ],
      [
        `blocks plan and billing changes of web hosting ${DEMO_HOSTING.pendingInvoice.name}`,
        `Pay or cancel it on the billing tab of ${DEMO_HOSTING.pendingInvoice.name}`,
      ],
      [
        `1 mailbox of web hosting ${DEMO_HOSTING.main.domain} is full`,
        `Free space or raise the quota of ${DEMO_HOSTING.main.domain}`,
      ],
    ];
    for (const [why, action] of expected) {
      const found = item(page, why);
      await expect(found, String(why)).toHaveCount(1);
      await expect(found.getByRole('link', { name: action }), action).toBeVisible();
    }
    await expect(attention(page).getByRole('link', { name: /^Read and reply to #/ })).toHaveCount(
      DEMO_TICKET_COUNTS.main.byStatus.answered,
    );
    // The urgency in words, the most urgent first.
    await expect(attention(page).getByRole('listitem').first()).toContainText('Act now');
    // Paying opens the provider in a new tab, only over https, without the panel as opener or referrer.
    const pay = item(page, `Invoice ${DEMO_BILLING.invoices.overdue.number} is overdue`).getByRole('link', {
      name: /^Pay invoice/,
    });
    await expect(pay).toHaveAttribute('href', /^https:\/\//);
    await expect(pay).toHaveAttribute('target', '_blank');
    await expect(pay).toHaveAttribute('rel', 'noopener noreferrer');

    await page.getByRole('link', { name: `Repair the network of ${DEMO_VPS.mismatch.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/vps/${DEMO_VPS.mismatch.id}\\?tab=network$`));
    await expect(page.getByRole('link', { name: 'Network', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await settled(page);
    await page.getByRole('link', { name: `Free space or raise the quota of ${DEMO_HOSTING.main.domain}` }).click();
    await expect(page).toHaveURL(new RegExp(`/hosting/${DEMO_HOSTING.main.id}\\?tab=mailboxes$`));
    await expect(page.getByRole('link', { name: /^Mailboxes/ })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await settled(page);
    await page.getByRole('link', { name: `Follow the unlock of ${DEMO_DOMAINS.requested.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/domains/${DEMO_DOMAINS.requested.id}\\?tab=registry-lock$`));
    await expect(page.getByRole('link', { name: 'Registry lock', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goBack();
    await settled(page);
    await attention(page)
      .getByRole('link', { name: /^Read and reply to #/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/support\/tickets\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The summary: counts by status, each linking to the filtered list.
    await page.goto('/');
    await settled(page);
    await summary(page, 'Servers').getByRole('link', { name: 'Stopped: 1' }).click();
    await expect(page).toHaveURL(/\/vps\?status=stopped$/);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  });

  test('its reads leave with the boot script while the app loads, each once, the key only in the header', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const initiators = new Map<string, string | undefined>();
    cdp.on('Network.requestWillBeSent', (event) => {
      const frames = [event.initiator.stack, event.initiator.stack?.parent].flatMap((stack) => stack?.callFrames ?? []);
      initiators.set(event.request.url, frames.find((frame) => frame.url)?.url ?? event.initiator.url);
    });
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/v2/')) reads.push(request.url());
    });
    await page.goto('/');
    await settled(page);
    const home = reads.filter((url) =>
      /\/api\/v2\/(vps|shared-hosting|domains|orders|billing\/invoices|support\/tickets)\?/.test(url),
    );
    expect(new Set(home).size).toBe(12);
    expect(home).toHaveLength(new Set(home).size);
    for (const url of home) {
      expect(url).not.toContain(world.keys.full);
      expect(initiators.get(url), url).toMatch(/\/assets\/boot-[^/]+\.js$/);
    }
  });

  test('an operation running now is listed and leads to its progress', async ({ page, makeWorld, signInAs }) => {
    const world = await makeWorld({ jobDurationMs: 60_000 });
    await signInAs(world.keys.full);
    await page.goto(`/vps/${DEMO_VPS.web.id}`);
    const dialog = await openDialog(page, await powerAction(page, 'Restart'), `Restart ${DEMO_VPS.web.name}?`);
    await confirmDialog(dialog, 'Restart');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().waitFor();
    await page.goto('/');
    await settled(page);
    const running = item(page, `Restart ${DEMO_VPS.web.name} is running.`);
    await expect(running).toContainText('In progress');
    await running.getByRole('link', { name: 'Show its progress' }).click();
    await expect(page).toHaveURL(new RegExp(`/vps/${DEMO_VPS.web.id}`));
  });

  test('a key that cannot read billing sees the orders waiting for payment instead', async ({
    page,
    makeWorld,
    signInAs,
  }) => {
    const scopes = ['read:orders', 'read:vm'];
    const world = await makeWorld({ keys: [{ name: 'orders', scopes }] });
    await signInAs(world.keys['orders']!, { scopes });
    await page.goto('/');
    await settled(page);
    await expect(attention(page).getByRole('link', { name: /^Pay invoice/ })).toHaveCount(0);
    const order = item(page, `Order ${DEMO_ORDERS.pendingHosting.number} is waiting for payment`);
    await order.getByRole('link', { name: `Pay order ${DEMO_ORDERS.pendingHosting.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${DEMO_ORDERS.pendingHosting.id}$`));
    await page.goBack();
    await settled(page);
    await expect(page.getByRole('heading', { level: 3, name: 'Invoices' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 3, name: 'Domains' })).toHaveCount(0);
  });

  test('nothing to do: says so, and the summary still leads to each area', async ({ page, world, signInAs }) => {
    // Bruno's server, web hosting and domain all run and are paid.
    await signInAs(world.keys.other, { scopes: ['read:vm', 'read:hosting', 'read:domains'] });
    await page.goto('/');
    await settled(page);
    await expect(attention(page)).toContainText('Nothing needs you right now.');
    await expect(attention(page).getByRole('listitem')).toHaveCount(0);
    await expect(summary(page, 'Servers').getByRole('link', { name: 'Running: 1' })).toBeVisible();
    await expect(summary(page, 'Domains').getByRole('link', { name: 'Active: 1' })).toBeVisible();
    await expectAccessible(page, 'home, nothing to do');
  });

  test('an empty account gets where to start', async ({ page, makeWorld, signInAs }) => {
    const world = await makeWorld({ scenario: 'empty' });
    await signInAs(world.keys.full);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Welcome! Nothing here yet' })).toBeVisible();
    await checkEveryLook(page, 'first run', 'home');
    await page.getByRole('link', { name: 'See plans and prices' }).click();
    await expect(page).toHaveURL(/\/catalog(\?.*)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plans and prices' })).toBeVisible();
  });

  test('a domain on its way and a zone nobody serves are on Home, each with where to go', async ({
    page,
    world,
    signInAs,
    request,
  }) => {
    const auth = { Authorization: `Bearer ${world.keys.full}` };
    // A registration ordered (for the account's saved contact) and paid: with the registry now.
    const options = await request.get('/api/v2/domains/registration-options', { headers: auth });
    const contactId = ((await options.json()) as { savedContacts: { id: string }[] }).savedContacts[0]?.id;
    const ordered = await request.post('/api/v2/orders', {
      headers: auth,
      data: {
        items: [
          {
            type: 'domain_registration',
            domain: 'fjallstuga.se',
            periodYears: 1,
            registrant: { contactId },
          },
        ],
        contractAccepted: true,
      },
    });
    expect(ordered.status()).toBe(201);
    const { invoiceId } = (await ordered.json()) as { invoiceId: string };
    const paid = await request.post(`/__mock/worlds/${world.worldId}/invoices/${invoiceId}/payments`, { data: {} });
    expect(paid.status()).toBe(200);
    // A record added here, then the domain moved to other nameservers: the record is not in use. (A domain with
    // nothing else to say: Home says one thing per domain, the most pressing.)
    const shop = DEMO_DOMAINS.unlocked;
    const zone = (await (await request.get(`/api/v2/domains/${shop.id}/dns`, { headers: auth })).json()) as {
      version: number;
    };
    const applied = await request.post(`/api/v2/domains/${shop.id}/dns/changes`, {
      headers: auth,
      data: {
        kind: 'records',
        baseVersion: zone.version,
        changes: [{ op: 'add', record: { type: 'TXT', name: '@', ttl: 3600, content: 'site-check' } }],
      },
    });
    expect(applied.status()).toBe(200);
    const moved = await request.put(`/api/v2/domains/${shop.id}/nameservers`, {
      headers: auth,
      data: { mode: 'custom', nameservers: [{ host: 'ns1.example.net' }, { host: 'ns2.example.net' }] },
    });
    expect(moved.status()).toBe(200);

    await signInAs(world.keys.full);
    await page.goto('/');
    await settled(page);
    const onItsWay = item(page, 'The registration of fjallstuga.se is on its way');
    await expect(onItsWay).toContainText('with the registry');
    await expect(onItsWay).toContainText('In progress');
    const notServed = item(page, `The DNS records of ${shop.name} were changed here`);
    await expect(notServed).toContainText('To check');
    await notServed.getByRole('link', { name: `Switch ${shop.name} to our nameservers` }).click();
    await expect(page).toHaveURL(new RegExp(`/domains/${shop.id}\\?open=nameservers$`));
    await expect(page.getByRole('region', { name: 'Nameservers' }).getByRole('radio', { name: /^Ours/ })).toBeVisible();

    await page.goBack();
    await settled(page);
    await onItsWay.getByRole('link', { name: 'Follow fjallstuga.se' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'fjallstuga.se' })).toBeVisible();
  });

  test('the reseller’s 10,000 domains: counted by status, never listed', async ({ page, makeWorld, signInAs }) => {
    const world = await makeWorld({ scenario: 'reseller' });
    const domainReads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v2/domains') domainReads.push(url.search);
    });
    await signInAs(world.keys.full);
    await page.goto('/');
    await settled(page);
    await expect(summary(page, 'Domains')).toContainText(`${RESELLER_DOMAINS.total.toLocaleString('en-US')} in all`);
    await expect(summary(page, 'Domains').getByRole('link', { name: /^Active: \d+/ })).toBeVisible();
    expect(domainReads).toHaveLength(7);
    for (const search of domainReads) expect(search).toMatch(/limit=(1|20)(&|$)/);
  });

  test('a read-only key sees the same list', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.readonly);
    await page.goto('/');
    await settled(page);
    await expect(page.getByRole('link', { name: `Start ${DEMO_VPS.db.name}` })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('every look: 1280 and 390 px, light and dark, English and Swedish', async ({ page, world, signInAs }) => {
    // Eight full-page looks with axe: more than the default time.
    test.slow();
    await signInAs(world.keys.full);
    await page.goto('/');
    await settled(page);
    await checkEveryLook(page, 'attention', 'home-en');
    await chooseLanguage(page, 'Svenska');
    await expect(page.getByRole('heading', { level: 1, name: 'Översikt' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Behöver din uppmärksamhet/ })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    await checkEveryLook(page, 'attention', 'home-sv');
  });
});

import type { Page } from '@playwright/test';
import { demoDate } from './demo-dates';
import { checkEveryLook as checkStepsLook } from './steps';
import { expect, httpStatusConsole, test } from './fixtures';
import { DEMO_DOMAINS, DEMO_HOSTING, DEMO_ORDERS, DEMO_TICKETS } from '@/mock/scenarios/demo/ids';

type DemoDomain = (typeof DEMO_DOMAINS)[keyof typeof DEMO_DOMAINS];

const openDomain = (page: Page, domain: DemoDomain, tab?: 'registry-lock' | 'contacts') =>
  page.goto(`/domains/${domain.id}${tab ? `?tab=${tab}` : ''}`);
const facts = (page: Page) => page.getByRole('complementary', { name: 'Domain details' });
const unlockResult = (page: Page) => page.locator('.domain-result');

const checkEveryLook = (page: Page, label: string) => checkStepsLook(page, label, 'domdetail');

// Most tests look at their screens four times (two widths, light and dark), with axe each time: more than 30 s.
test.describe.configure({ timeout: 90_000 });

test.describe('domain detail: overview', () => {
  test('an active .se domain: facts, billing, hosting, nameservers, Whois, pending renewal and every gate', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await openDomain(page, DEMO_DOMAINS.se);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_DOMAINS.se.name })).toBeVisible();
    await expect(page.locator('.page__meta')).toContainText('Active');
    await expect(
      page.getByRole('navigation', { name: 'Domain sections' }).getByRole('link', { name: 'Overview' }),
    ).toHaveAttribute('aria-current', 'page');

    const side = facts(page);
    await expect(side).toContainText('Registered');
    await expect(side).toContainText(demoDate('2019-03-14T09:00:00.000Z'));
    await expect(side).toContainText(demoDate('2026-12-20T09:00:00.000Z'));
    await expect(side).toContainText(demoDate('2026-12-10T09:00:00.000Z'));
    await expect(side).toContainText(/189\.00 excl\. VAT every year/);
    await expect(side).toContainText(DEMO_DOMAINS.se.id);

    await expect(page.getByRole('switch', { name: 'Auto-renew' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('switch', { name: 'Registrar lock' })).toHaveAttribute('aria-checked', 'true');
    await expect(
      page.getByText('A renewal order is waiting for payment: turning auto-renew off means deciding'),
    ).toBeVisible();

    const renewal = page.getByRole('region', { name: 'Pending renewal' });
    await expect(renewal.getByRole('link', { name: `Order ${DEMO_ORDERS.domainRenewal.number}` })).toHaveAttribute(
      'href',
      `/orders/${DEMO_ORDERS.domainRenewal.id}`,
    );

    const website = page.getByRole('region', { name: 'Website' });
    await expect(website).toContainText('connected to a web hosting account');
    await expect(website.getByRole('link', { name: DEMO_HOSTING.main.domain })).toHaveAttribute(
      'href',
      `/hosting/${DEMO_HOSTING.main.id}`,
    );
    await expect(page.getByRole('list', { name: 'Nameservers' }).getByRole('listitem')).toHaveText([
      'ns1.hosting.example',
      'ns2.hosting.example',
    ]);
    const whois = page.getByRole('region', { name: 'Whois privacy' });
    await expect(whois).toContainText('On');
    await expect(whois).toContainText('Turned on automatically when possible');

    const gates = page.getByRole('region', { name: 'What you can do' });
    await expect(gates.getByRole('link', { name: 'Request unlock' })).toHaveAttribute('href', /tab=registry-lock/);
    await expect(gates).toContainText(
      'A registered domain cannot be deleted. Turn off auto-renew and let it expire instead.',
    );
    // Gate reasons by their code, in words; the code itself is not in the text.
    await expect(gates).toContainText('Registry Lock is already on.');
    await expect(gates).not.toContainText('lock_already_active');
    await checkEveryLook(page, 'overview se');
  });

  test('a pending registration: 5-year price, the pending order with its blocker and link, gates pointing at the banner', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await openDomain(page, DEMO_DOMAINS.pending);
    await expect(page.locator('.page__meta')).toContainText('Pending');
    await expect(page.locator('.page__meta')).toContainText('Action needed');
    const side = facts(page);
    await expect(side).toContainText('New registration');
    await expect(side).toContainText(/995\.00 excl\. VAT every 5 years/);
    await expect(side).toContainText('Set when the registration is complete');

    const order = page.getByRole('region', { name: 'Pending domain order' });
    await expect(order).toContainText('The invoice has not been paid yet.');
    const registration = DEMO_ORDERS.domainRegistration;
    await expect(order).toContainText(`${registration.invoiceNumber} (unpaid)`);
    await expect(order.getByRole('link', { name: `Order ${registration.number}` })).toHaveAttribute(
      'href',
      `/orders/${registration.id}`,
    );

    // The reasons the page's banner gives once are not repeated under each gate (issue 18).
    const gates = page.getByRole('region', { name: 'What you can do' });
    await expect(gates).toContainText('Not possible now: see the note at the top of the page.');
    await expect(gates).not.toContainText('Pay or cancel the pending domain order first.');
    await expect(gates).not.toContainText('domain_not_active');
    await expect(gates).not.toContainText('pending_domain_order');
    // No registry lock to unlock: the action stays in view, blocked, with the server's reason.
    const unlock = gates.getByRole('button', { name: 'Request unlock' });
    await expect(unlock).toHaveAttribute('aria-disabled', 'true');
    await expect(unlock).toHaveAccessibleDescription('Registry Lock is offered only for .se and .nu domains.');
    await checkEveryLook(page, 'overview pending');

    // The pending order is a real order: its link opens it, with the registration and its unpaid invoice.
    await order.getByRole('link', { name: `Order ${registration.number}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order #${registration.number}` })).toBeVisible();
    await expect(page.getByText(`${DEMO_DOMAINS.pending.name} · SEK 995.00`)).toBeVisible();
  });

  test('a .com domain: a 2-year period with its first-period price, Whois opted out', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await openDomain(page, DEMO_DOMAINS.com);
    const side = facts(page);
    await expect(side).toContainText(/290\.00 excl\. VAT every 2 years/);
    await expect(side).toContainText(/First period \(priced apart from renewals\)\s*SEK\s*149\.00 excl\. VAT/);
    const whois = page.getByRole('region', { name: 'Whois privacy' });
    await expect(whois).toContainText('Off');
    await expect(whois).toContainText('You have opted out');
    await expect(whois).toContainText('Turned off by the customer.');
    await expect(page.getByRole('region', { name: 'Website' })).toContainText('not connected to any hosting');
  });
});

test.describe('domain detail: switches', () => {
  test('a server that did not announce the renewal order: the 409 says what to do, then offers the same choice', async ({
    page,
    world,
    signInAs,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(409));
    // What a server without the announcement sends: no requiresConfirmation, no pendingRenewalOrder (tolerance).
    await page.route(`**/api/v2/domains/${DEMO_DOMAINS.se.id}`, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { actions: { canDisableAutoRenew: object } };
      await route.fulfill({
        response,
        json: {
          ...body,
          pendingRenewalOrder: null,
          actions: {
            ...body.actions,
            canDisableAutoRenew: { ...body.actions.canDisableAutoRenew, requiresConfirmation: null },
          },
        },
      });
    });
    await signInAs(world.keys.full);
    await openDomain(page, DEMO_DOMAINS.se);
    const autoRenew = page.getByRole('switch', { name: 'Auto-renew' });
    await autoRenew.click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByText('What to do: a renewal order for this domain is waiting for payment.')).toBeVisible();
    await expect(autoRenew).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Choose what happens to the order' }).click();
    const dialog = page.getByRole('dialog', { name: `Turn auto-renew off for ${DEMO_DOMAINS.se.name}?` });
    await expect(dialog.getByRole('button', { name: 'Keep the order and turn off' })).toBeVisible();
    await checkEveryLook(page, 'auto-renew refused then choice');

    // The registrar lock of a .se domain under registry lock: 409 registry_unlock_required, and the way there.
    await dialog.getByRole('button', { name: 'Leave auto-renew on' }).click();
    const lock = page.getByRole('switch', { name: 'Registrar lock' });
    await expect(lock).toHaveAccessibleDescription(/registry lock is also on/);
    await lock.click();
    await expect(page.getByRole('alert')).toContainText('has a registry lock: request the unlock instead');
    await expect(lock).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('link', { name: 'Request an unlock' }).click();
    await expect(page).toHaveURL(/tab=registry-lock/);
    await expect(page.getByRole('heading', { level: 2, name: 'Registry lock' })).toBeVisible();
  });

  test('a pending domain: one banner with the order to pay, and auto-renew on is not offered', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.url());
    });
    await openDomain(page, DEMO_DOMAINS.pending);
    const banner = page.getByRole('region', { name: `${DEMO_DOMAINS.pending.name} is waiting to be activated` });
    await expect(banner.getByRole('link', { name: /^Pay order/ })).toHaveAttribute(
      'href',
      `/orders/${DEMO_ORDERS.domainRegistration.id}`,
    );
    const autoRenew = page.getByRole('switch', { name: 'Auto-renew' });
    await expect(autoRenew).toHaveAttribute('aria-checked', 'false');
    await expect(autoRenew).toHaveAttribute('aria-disabled', 'true');
    await expect(autoRenew).toHaveAccessibleDescription(/is waiting to be activated/);
    // aria-disabled (focusable, so its description is read): Playwright waits for "enabled" unless forced.
    await autoRenew.click({ force: true });
    expect(patches).toEqual([]);
    await checkEveryLook(page, 'pending domain banner');
  });

  test('a change the server accepts: the switch shows the answer, and a double click sends one PATCH', async ({
    page,
    world,
    signInAs,
    patchWorld,
  }) => {
    await signInAs(world.keys.full);
    await openDomain(page, DEMO_DOMAINS.com);
    const autoRenew = page.getByRole('switch', { name: 'Auto-renew' });
    await expect(autoRenew).toHaveAttribute('aria-checked', 'false');
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.postData() ?? '');
    });
    await patchWorld(world.worldId, { latencyMs: 800 });
    await autoRenew.dblclick();
    await expect(autoRenew).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('.domain-switch__state').first()).toHaveText('Saving…');
    await expect(autoRenew).toHaveAttribute('aria-checked', 'true');
    await expect(autoRenew).not.toHaveAttribute('aria-busy', 'true');
    expect(patches).toEqual(['{"autoRenew":true}']);
    await patchWorld(world.worldId, { latencyMs: 0 });

    // The registrar lock of a domain without a registry lock changes directly.
    const lock = page.getByRole('switch', { name: 'Registrar lock' });
    await lock.click();
    await expect(lock).toHaveAttribute('aria-checked', 'false');
    await expect(page.locator('.domain-switch__state').nth(1)).toHaveText('Off');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Auto-renew' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('switch', { name: 'Registrar lock' })).toHaveAttribute('aria-checked', 'false');
    expect(patches).toEqual(['{"autoRenew":true}', '{"registrarLock":false}']);
  });
});

test.describe('domain detail: registry unlock', () => {
  test('verified company: submitted, and asking again says already requested (today)', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await openDomain(page, DEMO_DOMAINS.se, 'registry-lock');
    const section = page.getByRole('region', { name: 'Registry lock' });
    await expect(section).toContainText('Internetstiftelsen');
    await expect(section.locator('.facts')).toContainText('On');
    await expect(section.locator('.facts')).toContainText('By an unlock request that the registry checks');
    await expect(section).toContainText('Registry Lock is already on.');
    await checkEveryLook(page, 'registry lock');

    await section.getByRole('button', { name: 'Request unlock' }).click();
    const result = unlockResult(page);
    await expect(result.getByRole('heading', { name: 'The unlock has been requested' })).toBeFocused();
    await expect(result).toContainText('has been sent to the registry');
    await expect(result).toContainText('Verified as Nordlicht AB, organisation number 556677-8899.');
    await checkEveryLook(page, 'unlock submitted');

    await section.getByRole('button', { name: 'Request unlock' }).click();
    await expect(result.getByRole('heading', { name: 'An unlock has already been requested' })).toBeVisible();
    await expect(result).toContainText('was requested today');
  });

  test('already requested N days ago', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await openDomain(page, DEMO_DOMAINS.requested, 'registry-lock');
    await page.getByRole('button', { name: 'Request unlock' }).click();
    const result = unlockResult(page);
    await expect(result.getByRole('heading', { name: 'An unlock has already been requested' })).toBeVisible();
    await expect(result).toContainText(/was requested \d+ days ago/);
    await expect(result).toContainText('You do not need to ask again.');
    await checkEveryLook(page, 'unlock already requested');
  });

  test('a private domain holder: BankID required, with what to do', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await openDomain(page, DEMO_DOMAINS.nu, 'registry-lock');
    await page.getByRole('button', { name: 'Request unlock' }).click();
    const result = unlockResult(page);
    await expect(result.getByRole('heading', { name: 'Confirm with BankID' })).toBeVisible();
    await expect(result).toContainText('held by a private person');
    await expect(result).toContainText('sign with BankID to confirm the unlock');
    await expect(result.getByRole('heading', { name: 'What to do now' })).toBeVisible();
    await expect(result.getByRole('listitem')).toHaveCount(3);
    await checkEveryLook(page, 'unlock bankid');
  });

  test('another organisation: verification failed, the numbers compared, no confirmation offered', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await openDomain(page, DEMO_DOMAINS.foreignOrg, 'registry-lock');
    await page.getByRole('button', { name: 'Request unlock' }).click();
    const result = unlockResult(page);
    await expect(result.getByRole('heading', { name: 'The organisation numbers do not match' })).toBeVisible();
    const compared = result.locator('.facts');
    await expect(compared).toContainText('Domain holder’s organisation number559900-1122');
    await expect(compared).toContainText('Your organisation number (Nordlicht AB)556677-8899');
    await expect(result).toContainText('Only the domain holder can have the lock lifted.');
    await expect(result.getByRole('button', { name: 'Confirm and send for review' })).toHaveCount(0);
    await checkEveryLook(page, 'unlock verification failed');
    await result.getByRole('link', { name: 'See the domain holder' }).click();
    await expect(page).toHaveURL(/tab=contacts/);
  });

  test('differing numbers the customer may confirm: the confirm dialog resends with forceRequest', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await openDomain(page, DEMO_DOMAINS.confirmable, 'registry-lock');
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/actions/request-unlock')) bodies.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Request unlock' }).click();
    const result = unlockResult(page);
    await expect(result.getByRole('heading', { name: 'The organisation numbers do not match' })).toBeVisible();
    await expect(result.locator('.facts')).toContainText('556677-8800');
    await expect(result.locator('.facts')).toContainText('556677-8899');
    await result.getByRole('button', { name: 'Confirm and send for review' }).click();

    const dialog = page.getByRole('dialog', {
      name: `Send the unlock of ${DEMO_DOMAINS.confirmable.name} for review?`,
    });
    await expect(dialog).toContainText('(556677-8800) is not yours (556677-8899)');
    await expect(dialog).toContainText('Our staff review the request');
    await checkEveryLook(page, 'unlock confirm dialog');
    await dialog.getByRole('button', { name: 'Confirm and send' }).click();
    await expect(dialog).toBeHidden();
    await expect(result.getByRole('heading', { name: 'The unlock has been requested' })).toBeVisible();
    await expect(result).toContainText('sent to our staff for review');
    expect(bodies).toEqual(['{}', '{"forceRequest":true}']);
  });

  test('a lock lifted since the page was loaded: already unlocked', async ({ page, world, signInAs }) => {
    // nordlicht-shop.se has no registry lock, so its screen offers no unlock. A screen loaded while the lock was
    // still on (here: the detail answer as it was then) still offers it; the request then goes to the server.
    await page.route(`**/api/v2/domains/${DEMO_DOMAINS.unlocked.id}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        registryLock: { enabled: boolean; unlockAction: { href: string } | null };
        actions: { canRequestRegistryUnlock: { allowed: boolean; reason: string | null; code?: string | null } };
      };
      body.registryLock = {
        ...body.registryLock,
        enabled: true,
        unlockAction: { href: `/api/v2/domains/${DEMO_DOMAINS.unlocked.id}/actions/request-unlock` },
      };
      body.actions.canRequestRegistryUnlock = { allowed: true, reason: null, code: null };
      await route.fulfill({ response, json: body });
    });
    await signInAs(world.keys.full);
    await openDomain(page, DEMO_DOMAINS.unlocked, 'registry-lock');
    await page.getByRole('button', { name: 'Request unlock' }).click();
    const result = unlockResult(page);
    await expect(result.getByRole('heading', { name: 'The registry lock is already off' })).toBeVisible();
    await expect(result).toContainText(`${DEMO_DOMAINS.unlocked.name} is not locked at the registry`);
    await checkEveryLook(page, 'unlock already unlocked');
  });

  test('a domain without a registry lock offers no unlock, and says why', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await openDomain(page, DEMO_DOMAINS.com, 'registry-lock');
    const request = page.getByRole('button', { name: 'Request unlock' });
    await expect(request).toHaveAttribute('aria-disabled', 'true');
    await expect(request).toHaveAccessibleDescription('Registry Lock is offered only for .se and .nu domains.');
    await request.click({ force: true });
    await expect(unlockResult(page)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Registry lock' })).not.toContainText('tld_not_supported');
  });
});

test.describe('domain detail: contacts', () => {
  test('four roles, an unset one as "Not set", and the identity verification rule', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await openDomain(page, DEMO_DOMAINS.se, 'contacts');
    const section = page.getByRole('region', { name: 'Contacts' });
    const registrant = section.getByRole('region', { name: 'Registrant (domain holder)' });
    await expect(registrant).toContainText('Astrid Lindqvist');
    await expect(registrant).toContainText('Nordlicht AB');
    await expect(registrant).toContainText('astrid@nordlicht.example');
    await expect(registrant).toContainText('Sveavägen 12');
    await expect(registrant).toContainText('Organisation number556677-8899');
    await expect(section.getByRole('region', { name: 'Technical contact' })).toContainText('Erik Berg');
    await expect(section.getByRole('region', { name: 'Administrative contact' })).toContainText('Astrid Lindqvist');
    await expect(section.getByRole('region', { name: 'Billing contact' })).toContainText('Not set');
    const identity = page.getByRole('note', { name: 'Identity verification' });
    await expect(identity).toContainText('must verify their identity with BankID');
    await expect(identity).toContainText('needs a BankID check');
    await expect(page.getByRole('note', { name: 'Draft registration' })).toHaveCount(0);
    await checkEveryLook(page, 'contacts');
  });

  test('a pending Swedish registration: the draft marked, unset roles', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await openDomain(page, DEMO_DOMAINS.draft, 'contacts');
    await expect(page.getByRole('note', { name: 'Draft registration' })).toContainText(
      'the domain holder can still be changed',
    );
    const section = page.getByRole('region', { name: 'Contacts' });
    await expect(section.getByRole('region', { name: /Registrant/ })).toContainText('Draft');
    for (const role of ['Administrative contact', 'Technical contact', 'Billing contact']) {
      await expect(section.getByRole('region', { name: role })).toContainText('Not set');
    }
    await checkEveryLook(page, 'contacts draft');
  });

  test('a .com domain needs no identity verification', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await openDomain(page, DEMO_DOMAINS.com, 'contacts');
    await expect(page.getByRole('note', { name: 'Identity verification' })).toContainText(
      'No e-identity verification is needed',
    );
  });

  test('contacts unavailable (409): the problem in place with a retry, the rest of the domain still there', async ({
    page,
    world,
    signInAs,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(409));
    await signInAs(world.keys.full);
    await openDomain(page, DEMO_DOMAINS.terminated, 'contacts');
    await expect(page.getByRole('heading', { level: 1, name: DEMO_DOMAINS.terminated.name })).toBeVisible();
    const section = page.getByRole('region', { name: 'Contacts' });
    await expect(section).toContainText('cannot be shown in its current state');
    const alert = section.getByRole('alert');
    await expect(alert).toContainText('contacts_unavailable');
    await expect(alert).toContainText('no longer managed here');
    await checkEveryLook(page, 'contacts unavailable');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/contacts')) requests.push(request.url());
    });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => requests.length).toBe(1);
    await expect(section.getByRole('alert')).toContainText('contacts_unavailable');
  });
});

test.describe('domain detail: addresses, keys and failures', () => {
  test('a hostname in place of the id is "page not found", without asking the server', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/domains/')) asked.push(request.url());
    });
    await page.goto(`/domains/${DEMO_DOMAINS.se.name}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('a read-only key: the switch and the unlock are refused with write:domains named', async ({
    page,
    world,
    signInAs,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(403));
    await signInAs(world.keys.readonly, { scopes: null });
    await openDomain(page, DEMO_DOMAINS.com);
    const autoRenew = page.getByRole('switch', { name: 'Auto-renew' });
    await autoRenew.click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Your API key is not allowed to change domains.');
    // The code and the scope's name are for support, under the closed disclosure.
    await expect(alert.locator('code', { hasText: 'write:domains' })).toBeHidden();
    await alert.getByText('Details for support', { exact: true }).click();
    await expect(alert.locator('code', { hasText: 'write:domains' })).toBeVisible();
    await expect(alert.locator('code', { hasText: 'forbidden' })).toBeVisible();
    await expect(autoRenew).toHaveAttribute('aria-checked', 'false');
    await checkEveryLook(page, 'read-only refused');

    await openDomain(page, DEMO_DOMAINS.se, 'registry-lock');
    await page.getByRole('button', { name: 'Request unlock' }).click();
    const refused = page.getByRole('alert');
    await expect(refused).toContainText('Your API key is not allowed to change domains.');
    await expect(refused.locator('code', { hasText: 'write:domains' })).toBeHidden();
    await expect(unlockResult(page)).toHaveCount(0);
  });

  test('a failing detail shows the problem with a retry that recovers', async ({
    page,
    world,
    signInAs,
    patchWorld,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(503));
    await signInAs(world.keys.full);
    await patchWorld(world.worldId, { faults: { rate: 1, statuses: [503] } });
    await openDomain(page, DEMO_DOMAINS.se);
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await expect(alert).toContainText(/req_/);
    await checkEveryLook(page, 'detail failed');
    await patchWorld(world.worldId, { faults: null });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: DEMO_DOMAINS.se.name })).toBeVisible();
  });

  test("a ticket's linked domain opens the domain", async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/support/tickets/${DEMO_TICKETS.answered.id}`);
    const linked = page.getByRole('region', { name: 'Linked services' });
    await linked.getByRole('link', { name: DEMO_DOMAINS.se.name }).click();
    await expect(page).toHaveURL(new RegExp(`/domains/${DEMO_DOMAINS.se.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: DEMO_DOMAINS.se.name })).toBeVisible();
  });
});

test.describe('domain detail in Swedish', () => {
  test.use({ locale: 'sv-SE' });

  test('the unlock explanations and the contacts in Swedish', async ({ page, world, signInAs }) => {
    await page.addInitScript(() => localStorage.setItem('hosting-panel.locale', 'sv'));
    await signInAs(world.keys.full);
    await openDomain(page, DEMO_DOMAINS.pending);
    await expect(page.getByRole('complementary', { name: 'Om domänen' })).toContainText(
      /995,00\s*kr exkl\. moms vart 5:e år/,
    );
    await openDomain(page, DEMO_DOMAINS.nu, 'registry-lock');
    await expect(page.getByRole('heading', { level: 2, name: 'Registry Lock' })).toBeVisible();
    await page.getByRole('button', { name: 'Begär upplåsning' }).click();
    const result = unlockResult(page);
    await expect(result.getByRole('heading', { name: 'Bekräfta med BankID' })).toBeVisible();
    await expect(result).toContainText('domäninnehavaren själv bekräftar det med sitt eget BankID');
    await checkEveryLook(page, 'sv unlock bankid');

    await openDomain(page, DEMO_DOMAINS.foreignOrg, 'registry-lock');
    await page.getByRole('button', { name: 'Begär upplåsning' }).click();
    await expect(result.getByRole('heading', { name: 'Organisationsnumren stämmer inte överens' })).toBeVisible();
    await expect(result).toContainText('Domäninnehavarens organisationsnummer559900-1122');

    await openDomain(page, DEMO_DOMAINS.draft, 'contacts');
    await expect(page.getByRole('note', { name: 'Utkast till registrering' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Fakturakontakt' })).toContainText('Inte angiven');
    await expect(page.getByRole('note', { name: 'Identitetskontroll' })).toContainText('BankID');
    await checkEveryLook(page, 'sv contacts draft');
  });
});

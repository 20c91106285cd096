import { describe, expect, it } from 'vitest';
import {
  availabilityResponse,
  registrationOptions,
  transferCheck,
  transferProgress,
} from '@/api/schemas/domain-registration';
import { domain as domainSchema, domainListPage } from '@/api/schemas/domains';
import { invoice as invoiceSchema } from '@/api/schemas/billing';
import { dnsZone } from '@/api/schemas/dns';
import { order as orderSchema, orderPreview } from '@/api/schemas/orders';
import { DEMO_DOMAINS } from '@/mock/scenarios/demo/ids';
import { expectProblem, mockHarness } from '@/mock/test-utils';
import { REGISTRATION_DELAY_MS, TRANSFER_APPROVAL_MS } from './registration';

// Issue 37, "Register and transfer in": the rules of src/api/endpoints/domain-registration.ts and POST /orders.

const ORDERS = '/api/v2/orders';

const newRegistrant = {
  firstName: 'Astrid',
  lastName: 'Lindqvist',
  companyName: 'Nordlicht AB',
  email: 'astrid@nordlicht.example',
  phoneNumber: '+46.812345678',
  street: 'Sveavägen 12',
  city: 'Stockholm',
  postalCode: '111 57',
  countryCode: 'SE',
  registrationIdentifier: { type: 'organisation_number', value: '556677-8899' },
};

async function setup() {
  const harness = mockHarness();
  const world = await harness.makeWorld({ scenario: 'demo' });
  const key = world.keys.full;
  const { call, parse } = harness;
  const search = async (names: string[], tlds?: string[]) =>
    parse(
      await call('/api/v2/domains/availability', { key, body: { names, ...(tlds ? { tlds } : {}) } }),
      availabilityResponse,
    );
  const order = (items: unknown[], extra: Record<string, unknown> = { contractAccepted: true }) =>
    call(ORDERS, { key, body: { items, ...extra } });
  const pay = (invoiceId: string) =>
    call(`/__mock/worlds/${world.worldId}/invoices/${invoiceId}/payments`, { method: 'POST', body: {} });
  const domainByName = async (name: string) => {
    const page = await parse(await call(`/api/v2/domains?name=${encodeURIComponent(name)}`, { key }), domainListPage);
    const row = page.data.find((item) => item.name === name);
    if (!row) throw new Error(`${name} is not listed`);
    return parse(await call(`/api/v2/domains/${row.id}`, { key }), domainSchema);
  };
  return { ...harness, world, key, search, order, pay, domainByName };
}

const registration = (domain: string, extra: Record<string, unknown> = {}) => ({
  type: 'domain_registration',
  domain,
  periodYears: 1,
  registrant: { contact: newRegistrant },
  ...extra,
});

describe('POST /api/v2/domains/availability', () => {
  it('says of each name whether it can be had, and why not: taken, reserved, invalid, TLD not offered', async () => {
    const t = await setup();
    const answer = await t.search(['nordlicht', 'fjällstuga-x.se', 'nic.se', 'bad_name.com', 'example-shop.xyz']);
    const byName = new Map(answer.results.map((result) => [result.name, result]));
    // Without an ending: the default TLDs; nordlicht.se/.nu are the demo customer's own.
    expect(byName.get('nordlicht.se')).toMatchObject({
      status: 'taken',
      reason: 'This domain is already in your account.',
    });
    expect(byName.get('nordlicht.com')?.status).toBe('taken');
    expect(byName.get('nordlicht.nu')?.status).toBe('taken');
    expect(byName.get('fjällstuga-x.se')).toMatchObject({ status: 'invalid', amount: null });
    expect(byName.get('nic.se')).toMatchObject({ status: 'reserved', amount: null });
    expect(byName.get('bad_name.com')?.status).toBe('invalid');
    expect(byName.get('example-shop.xyz')).toMatchObject({ status: 'tld_not_offered', amount: null });
    expect(answer.amountsIncludeVat).toBe(false);
    // Suggestions are available names made from the searched labels, never one already answered.
    expect(answer.suggestions.length).toBeGreaterThan(0);
    expect(answer.suggestions.every((s) => s.status === 'available' && !byName.has(s.name))).toBe(true);
    expect(answer.suggestions.map((s) => s.name)).toContain('nordlicht.app');
  });

  it('prices an available name per year by its TLD, and a premium name apart', async () => {
    const t = await setup();
    const answer = await t.search(['fjallstuga.se', 'fjallstuga.com', 'cloud.se', 'ab.com']);
    const byName = new Map(answer.results.map((result) => [result.name, result]));
    expect(byName.get('fjallstuga.se')).toMatchObject({
      status: 'available',
      premium: false,
      amount: 189,
      currencyCode: 'SEK',
      requiresRegistrantId: true,
      whoisPrivacy: false,
    });
    expect(byName.get('fjallstuga.com')).toMatchObject({
      amount: 149,
      whoisPrivacy: true,
      requiresRegistrantId: false,
    });
    expect(byName.get('cloud.se')).toMatchObject({ status: 'available', premium: true, amount: 2490 });
    expect(byName.get('ab.com')).toMatchObject({ premium: true, amount: 2490 });
  });

  it('refuses more than 50 names at once', async () => {
    const t = await setup();
    const names = Array.from({ length: 51 }, (_, i) => `name${i}.se`);
    await expectProblem(
      await t.call('/api/v2/domains/availability', { key: t.key, body: { names } }),
      400,
      'invalid_request',
    );
  });
});

describe('GET /api/v2/domains/registration-options', () => {
  it('lists the TLDs with prices, our nameservers and the saved registrants', async () => {
    const t = await setup();
    const options = await t.parse(
      await t.call('/api/v2/domains/registration-options', { key: t.key }),
      registrationOptions,
    );
    expect(options.tlds.find((tld) => tld.tld === 'se')).toMatchObject({ amount: 189, requiresRegistrantId: true });
    expect(options.ourNameservers).toEqual(['ns1.hosting.example', 'ns2.hosting.example']);
    expect(options.savedContacts[0]?.contact.registrationIdentifier?.value).toBe('556677-8899');
    expect(options.savedContacts[0]?.id).toMatch(/^con_[0-9a-f]{12}$/);
  });
});

describe('POST /api/v2/orders with domain registrations', () => {
  it('orders several names in one order of type new, with its invoice; pending until paid, active on the clock', async () => {
    const t = await setup();
    const options = await t.parse(
      await t.call('/api/v2/domains/registration-options', { key: t.key }),
      registrationOptions,
    );
    const saved = options.savedContacts[0]?.id ?? '';
    const items = [
      registration('fjallstuga.se', { periodYears: 2, registrant: { contactId: saved } }),
      registration('fjallstuga.com', {
        nameservers: { type: 'custom', hosts: ['ns1.example.net', 'ns2.example.net'] },
        whoisPrivacy: false,
      }),
    ];
    const preview = await t.parse(await t.call(`${ORDERS}/preview`, { key: t.key, body: { items } }), orderPreview);
    expect(preview.items.map((item) => [item.primaryDomain, item.amount, item.periodYears])).toEqual([
      ['fjallstuga.se', 378, 2],
      ['fjallstuga.com', 149, 1],
    ]);
    expect(preview.totalDueNow).toBe(527);

    const placed = await t.parse(await t.order(items), orderSchema, 201);
    expect(placed).toMatchObject({ type: 'new', status: 'pending', billing: { amount: 527, currencyCode: 'SEK' } });
    expect(placed.domains.map((item) => [item.name, item.tld, item.amount])).toEqual([
      ['fjallstuga.se', 'se', 378],
      ['fjallstuga.com', 'com', 149],
    ]);
    // The invoice as other orders have it: gross, one line per domain with its VAT.
    const invoice = await t.parse(
      await t.call(`/api/v2/billing/invoices/${placed.invoiceId ?? ''}`, { key: t.key }),
      invoiceSchema,
    );
    expect(invoice.amount).toBe(658.75);
    expect(invoice.lines.map((line) => line.description)).toEqual([
      'Registration of fjallstuga.se, 2 years',
      'Registration of fjallstuga.com, 1 year',
    ]);

    // Pending, with the order to pay; the name is no longer available.
    const se = await t.domainByName('fjallstuga.se');
    expect(se).toMatchObject({ serviceStatus: 'pending', lifecycle: { type: 'registration' } });
    expect(se.pendingDomainOrder?.id).toBe(placed.id);
    expect((await t.search(['fjallstuga.se'])).results[0]?.status).toBe('taken');
    const com = await t.domainByName('fjallstuga.com');
    expect(com.nameservers).toEqual(['ns1.example.net', 'ns2.example.net']);
    expect(com.whoisPrivacy?.enabled).toBe(false);

    // Paid: still pending until the registry answers on the clock, then active with its expiry.
    expect((await t.pay(placed.invoiceId ?? '')).status).toBe(200);
    expect((await t.domainByName('fjallstuga.se')).serviceStatus).toBe('pending');
    await t.advanceClock(t.world.worldId, REGISTRATION_DELAY_MS);
    const active = await t.domainByName('fjallstuga.se');
    expect(active).toMatchObject({ serviceStatus: 'active', pendingDomainOrder: null, billing: { periodYears: 2 } });
    expect(Date.parse(active.expiresAt ?? '') - Date.parse(active.createdAt ?? '')).toBeGreaterThan(700 * 86_400_000);
    const done = await t.parse(await t.call(`${ORDERS}/${placed.id}`, { key: t.key }), orderSchema);
    expect(done.status).toBe('completed');
  });

  it('refuses each name that cannot be had at its field, together', async () => {
    const t = await setup();
    const problem = await expectProblem(
      await t.order([registration('nordlicht.se'), registration('nic.se'), registration('name.xyz')]),
      400,
      'invalid_request',
    );
    expect(problem.errors?.map((e) => [e.pointer, e.code])).toEqual([
      ['/items/0/domain', 'domain_taken'],
      ['/items/1/domain', 'domain_reserved'],
      ['/items/2/domain', 'tld_not_offered'],
    ]);
  });

  it('needs a valid personal or organisation number for .se and .nu (checksum)', async () => {
    const t = await setup();
    const without = { ...newRegistrant, registrationIdentifier: null };
    const wrong = { ...newRegistrant, registrationIdentifier: { type: 'personal_number', value: '811218-9875' } };
    const problem = await expectProblem(
      await t.order([
        registration('fjallstuga.se', { registrant: { contact: without } }),
        registration('fjallstuga.nu', { registrant: { contact: wrong } }),
        // Not needed for .com.
        registration('fjallstuga.com', { registrant: { contact: without } }),
      ]),
      400,
      'invalid_request',
    );
    expect(problem.errors?.map((e) => [e.pointer, e.code])).toEqual([
      ['/items/0/registrant/contact/registrationIdentifier', 'missing_required'],
      ['/items/1/registrant/contact/registrationIdentifier/value', 'invalid_registration_identifier'],
    ]);
    const right = { ...newRegistrant, registrationIdentifier: { type: 'personal_number', value: '8112189876' } };
    await t.parse(await t.order([registration('fjallstuga.nu', { registrant: { contact: right } })]), orderSchema, 201);
  });

  it('offers WHOIS privacy only where the TLD allows it, and 2-13 custom nameservers', async () => {
    const t = await setup();
    const privacy = await expectProblem(
      await t.order([registration('fjallstuga.se', { whoisPrivacy: true })]),
      400,
      'invalid_request',
    );
    expect(privacy.errors?.map((e) => [e.pointer, e.code])).toEqual([
      ['/items/0/whoisPrivacy', 'whois_privacy_unavailable'],
    ]);
    const one = await expectProblem(
      await t.order([registration('fjallstuga.com', { nameservers: { type: 'custom', hosts: ['ns1.example.net'] } })]),
      400,
      'invalid_request',
    );
    expect(one.errors?.map((e) => e.pointer)).toEqual(['/items/0/nameservers/hosts']);
  });

  it('a cancelled registration order cancels its pending domain', async () => {
    const t = await setup();
    const placed = await t.parse(await t.order([registration('fjallstuga.com')]), orderSchema, 201);
    expect((await t.call(`${ORDERS}/${placed.id}/actions/cancel`, { key: t.key, method: 'POST' })).status).toBe(200);
    expect((await t.domainByName('fjallstuga.com')).serviceStatus).toBe('cancelled');
    expect((await t.search(['fjallstuga.com'])).results[0]?.status).toBe('available');
  });
});

describe('transfer in', () => {
  const check = async (t: Awaited<ReturnType<typeof setup>>, domain: string) =>
    t.parse(await t.call('/api/v2/domains/transfer-check', { key: t.key, body: { domain } }), transferCheck);

  it('checks that the domain can move: not locked, not too new, held elsewhere', async () => {
    const t = await setup();
    expect((await check(t, 'nordlicht-store.se')).actions.canTransfer).toEqual({
      allowed: true,
      reason: null,
      code: null,
    });
    expect((await check(t, 'nordlicht-store.se')).amount).toBe(189);
    expect((await check(t, 'nordlicht.org')).actions.canTransfer.code).toBe('registrar_locked');
    expect((await check(t, 'nordlicht.eu')).actions.canTransfer.code).toBe('registered_recently');
    expect((await check(t, 'fjallstuga.se')).actions.canTransfer.code).toBe('not_registered');
    expect((await check(t, 'nordlicht.se')).actions.canTransfer.code).toBe('already_yours');
    expect((await check(t, 'name.xyz')).actions.canTransfer.code).toBe('tld_not_offered');
  });

  it('refuses a wrong code on its field, saying what to do', async () => {
    const t = await setup();
    const problem = await expectProblem(
      await t.order([{ type: 'domain_transfer', domain: 'nordlicht-store.se', eppCode: 'abc' }]),
      400,
      'invalid_request',
    );
    expect(problem.errors).toEqual([
      expect.objectContaining({ pointer: '/items/0/eppCode', code: 'invalid_epp_code' }),
    ]);
    expect(problem.errors?.[0]?.detail).toContain('Ask them for a new code');
  });

  it('is an order of type transfer, then its steps advance on the clock until the domain is active', async () => {
    const t = await setup();
    const placed = await t.parse(
      await t.order([{ type: 'domain_transfer', domain: 'nordlicht-store.se', eppCode: 'Xk7-pQ2m9' }]),
      orderSchema,
      201,
    );
    expect(placed).toMatchObject({ type: 'transfer', status: 'pending', billing: { amount: 189 } });
    const pending = await t.domainByName('nordlicht-store.se');
    expect(pending).toMatchObject({
      serviceStatus: 'pending',
      lifecycle: { type: 'transfer', transferInProgress: true },
    });
    const progress = async () =>
      t.parse(await t.call(`/api/v2/domains/${pending.id}/transfer`, { key: t.key }), transferProgress);
    expect((await progress()).status).toBe('awaiting_payment');
    expect((await progress()).steps.map((s) => [s.step, s.state])).toEqual([
      ['requested', 'current'],
      ['awaiting_approval', 'upcoming'],
      ['completed', 'upcoming'],
    ]);
    // A second transfer of the same domain is refused while this one is open.
    expect((await check(t, 'nordlicht-store.se')).actions.canTransfer.code).toBe('transfer_in_progress');

    await t.pay(placed.invoiceId ?? '');
    expect((await progress()).steps.map((s) => s.state)).toEqual(['done', 'current', 'upcoming']);
    await t.advanceClock(t.world.worldId, TRANSFER_APPROVAL_MS);
    const done = await progress();
    expect(done.status).toBe('completed');
    expect(done.steps.map((s) => s.state)).toEqual(['done', 'done', 'done']);
    const active = await t.domainByName('nordlicht-store.se');
    expect(active).toMatchObject({ serviceStatus: 'active', lifecycle: { transferInProgress: false } });
    expect(active.expiresAt).not.toBeNull();
  });

  it('has no transfer for a domain that was never transferred in', async () => {
    const t = await setup();
    const se = await t.domainByName('nordlicht.se');
    await expectProblem(await t.call(`/api/v2/domains/${se.id}/transfer`, { key: t.key }), 404, 'not_found');
  });
});

// The two bounded reads Home makes (ledger "Home"): what is on its way, and zones changed here that nobody serves.
describe('GET /api/v2/domains for Home: ?inProgress=true and ?dnsNotServed=true', () => {
  const names = (page: { data: { name: string }[] }) => page.data.map((row) => row.name);

  it('lists a paid registration as on its way with its step and date, until the registry has answered', async () => {
    const t = await setup();
    const inProgress = async () =>
      t.parse(await t.call('/api/v2/domains?inProgress=true&limit=20', { key: t.key }), domainListPage);
    const placed = await t.parse(await t.order([registration('fjallstuga.se')]), orderSchema, 201);
    // Not paid yet: the order is what waits (Home says "to pay"), not the registry.
    expect(names(await inProgress())).not.toContain('fjallstuga.se');

    expect((await t.pay(placed.invoiceId ?? '')).status).toBe(200);
    const row = (await inProgress()).data.find((item) => item.name === 'fjallstuga.se');
    expect(row?.progress).toMatchObject({ kind: 'registration', step: 'registering' });
    const paidAt = Date.parse(
      (await t.parse(await t.call(`/api/v2/billing/invoices/${placed.invoiceId ?? ''}`, { key: t.key }), invoiceSchema))
        .paidAt ?? '',
    );
    expect(Date.parse(row?.progress?.expectedAt ?? '')).toBe(paidAt + REGISTRATION_DELAY_MS);

    await t.advanceClock(t.world.worldId, REGISTRATION_DELAY_MS);
    expect(names(await inProgress())).not.toContain('fjallstuga.se');
  });

  it('lists a domain whose zone was changed here while other nameservers answer for it, and not before or after', async () => {
    const t = await setup();
    const notServed = async () =>
      t.parse(await t.call('/api/v2/domains?dnsNotServed=true&limit=20', { key: t.key }), domainListPage);
    const nameservers = (id: string, body: unknown) =>
      t.call(`/api/v2/domains/${id}/nameservers`, { key: t.key, method: 'PUT', body });
    // Other nameservers, but its zone never changed here: nothing of ours goes unserved.
    expect(names(await notServed())).toEqual([]);

    // Changed here while on our nameservers: served, not listed.
    const domain = await t.domainByName(DEMO_DOMAINS.com.name);
    const zone = await t.parse(await t.call(`/api/v2/domains/${domain.id}/dns`, { key: t.key }), dnsZone);
    const applied = await t.call(`/api/v2/domains/${domain.id}/dns/changes`, {
      key: t.key,
      body: {
        kind: 'records',
        baseVersion: zone.version,
        changes: [{ op: 'add', record: { type: 'TXT', name: '@', ttl: 3600, content: 'served-here-check' } }],
      },
    });
    expect(applied.status).toBe(200);
    expect(names(await notServed())).toEqual([]);

    // Then moved to other nameservers: the changes made here are not what the world sees.
    const moved = await nameservers(domain.id, {
      mode: 'custom',
      nameservers: [{ host: 'ns1.example.net' }, { host: 'ns2.example.net' }],
    });
    expect(moved.status).toBe(200);
    const listed = await notServed();
    expect(names(listed)).toEqual([DEMO_DOMAINS.com.name]);
    expect(listed.data[0]?.dnsNotServed).toBe(true);

    // Back on ours (Home's "Switch to our nameservers"): served again.
    expect((await nameservers(domain.id, { mode: 'ours' })).status).toBe(200);
    expect(names(await notServed())).toEqual([]);
  });
});

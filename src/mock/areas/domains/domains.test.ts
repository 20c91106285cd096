import { describe, expect, it } from 'vitest';
import type { Operation } from '@/api/schemas/common';
import { domain as domainSchema, domainListPage } from '@/api/schemas/domains';
import { domainContacts, redirectRuleList, registryUnlockResult } from '@/api/schemas/domains-sections';
import {
  autoRenewJobResultOf,
  autoRenewOutcomeOf,
  bulkAutoRenewResponse,
  bulkRedirectResponse,
  bulkRenewResponse,
} from '@/api/schemas/domains-bulk';
import { jobPollResponse, type JobPoll } from '@/api/schemas/jobs';
import { invoice as invoiceSchema } from '@/api/schemas/billing';
import { order as orderSchema } from '@/api/schemas/orders';
import { DEMO_DOMAINS, DEMO_DOMAIN_COUNTS, DEMO_ORDERS, DEMO_OTHER_DOMAINS } from '@/mock/scenarios/demo/ids';
import { expectProblem, mockHarness, namedKey } from '@/mock/test-utils';
import { shiftedInstant } from '@/mock/scenarios/clock';

const DOMAINS = '/api/v2/domains';
const JOB_MS = 1000;
const D = DEMO_DOMAINS;

async function setup() {
  const harness = mockHarness();
  const world = await harness.makeWorld({
    scenario: 'demo',
    jobDurationMs: JOB_MS,
    keys: [
      { name: 'domains-read', scopes: ['read:domains'] },
      { name: 'domains-write', scopes: ['read:domains', 'write:domains'] },
      {
        name: 'no-orders',
        scopes: ['read:domains', 'write:domains', 'write:billing'],
        subAccount: { canPlaceOrders: false },
      },
    ],
  });
  const key = world.keys.full;
  const call = harness.call;
  const named = (name: string) => namedKey(world, name);
  const detail = async (id: string, k = key) => harness.parse(await call(`${DOMAINS}/${id}`, { key: k }), domainSchema);
  const list = async (query = '', k = key) =>
    harness.parse(await call(`${DOMAINS}${query}`, { key: k }), domainListPage);
  const post = (path: string, body?: unknown, k = key) =>
    call(`${DOMAINS}${path}`, { method: 'POST', key: k, ...(body === undefined ? {} : { body }) });
  const unlock = async (id: string, body?: unknown) =>
    harness.parse(await post(`/${id}/actions/request-unlock`, body), registryUnlockResult);
  /** Waits the job out on the world clock and returns its terminal poll body. */
  const finish = async (operation: Operation): Promise<JobPoll> => {
    await harness.advanceClock(world.worldId, JOB_MS + 10);
    const poll = await harness.parse(await call(operation.pollUrl ?? '', { key }), jobPollResponse);
    expect(poll.operation.status).toBe('completed');
    return poll;
  };
  return { ...harness, world, key, named, detail, list, post, unlock, finish };
}

describe('GET /api/v2/domains', () => {
  it('lists by name with cursor pages, and only the caller’s domains', async () => {
    const t = await setup();
    const first = await t.list('?limit=5');
    expect(first.data.map((d) => d.name)).toEqual([...first.data.map((d) => d.name)].sort());
    expect(first.hasMore).toBe(true);
    const names = first.data.map((d) => d.name);
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await t.list(`?limit=5&cursor=${encodeURIComponent(cursor)}`);
      names.push(...page.data.map((d) => d.name));
      cursor = page.nextCursor;
    }
    expect(names).toHaveLength(DEMO_DOMAIN_COUNTS.main);
    expect(names).not.toContain(DEMO_OTHER_DOMAINS.main.name);
  });

  it('filters by name, status, TLD, expiry and auto-renew, and sorts by expiry', async () => {
    const t = await setup();
    expect((await t.list('?name=NORDLICHT-')).data.every((d) => d.name.includes('nordlicht-'))).toBe(true);
    expect((await t.list('?serviceStatus=pending')).data.map((d) => d.id).sort()).toEqual(
      [D.pending.id, D.draft.id].sort(),
    );
    expect((await t.list('?tld=nu')).data.map((d) => d.name).sort()).toEqual([D.requested.name, D.nu.name].sort());
    expect(
      (await t.list(`?expiresBefore=${shiftedInstant('2026-12-31T00:00:00.000Z', Date.now()).slice(0, 10)}`)).data
        .map((d) => d.id)
        .sort(),
    ).toEqual([D.se.id, D.com.id, D.expired.id, D.terminated.id].sort());
    expect((await t.list('?autoRenew=false')).data.every((d) => d.lifecycle.autoRenewEnabled === false)).toBe(true);
    expect((await t.list('?sort=-expiresAt&limit=2')).data[0]?.id).toBe(D.farExpiry.id);
    const soonest = (await t.list('?sort=expiresAt&limit=100')).data;
    expect(soonest[0]?.id).toBe(D.terminated.id);
    expect(soonest.at(-1)?.expiresAt).toBeNull();
  });

  it('rejects a bad filter, a bad cursor and a key without read:domains', async () => {
    const t = await setup();
    const bad = await expectProblem(
      await t.call(`${DOMAINS}?serviceStatus=redemption`, { key: t.key }),
      400,
      'invalid_request',
    );
    expect(bad.errors?.[0]?.pointer).toBe('/query/serviceStatus');
    await expectProblem(await t.call(`${DOMAINS}?cursor=nope`, { key: t.key }), 400, 'invalid_request');
    expect((await t.list('', t.named('domains-read'))).data.length).toBeGreaterThan(0);
    const support = await t.makeWorld({ scenario: 'demo', keys: [{ name: 's', scopes: ['read:support'] }] });
    const forbidden = await expectProblem(await t.call(DOMAINS, { key: namedKey(support, 's') }), 403, 'forbidden');
    expect(JSON.stringify(forbidden)).toContain('read:domains');
  });
});

describe('GET /api/v2/domains/{id}', () => {
  it('returns every field, with the billing cycle from periodYears and the EPP code always null', async () => {
    const t = await setup();
    const se = await t.detail(D.se.id);
    expect(se).toMatchObject({
      id: D.se.id,
      name: D.se.name,
      serviceStatus: 'active',
      billing: { billingCycle: 'annually', periodYears: 1 },
      transfer: { eppCode: null },
      hostingConnection: { type: 'hosting' },
      registryLock: {
        enabled: true,
        requiresManualUnlockFlow: true,
        unlockAction: { href: `${DOMAINS}/${D.se.id}/actions/request-unlock` },
      },
    });
    expect(se.nameservers.length).toBeGreaterThan(0);
    expect(se.pendingRenewalOrder?.id).toBe(DEMO_ORDERS.domainRenewal.id);
    expect(se.actions.canDisableAutoRenew).toMatchObject({
      allowed: true,
      requiresConfirmation: 'cancel_pending_order',
    });
    expect((await t.detail(D.com.id)).billing).toMatchObject({
      billingCycle: 'biennially',
      periodYears: 2,
      initialAmount: 149,
    });
    const pending = await t.detail(D.pending.id);
    expect(pending.billing).toMatchObject({ billingCycle: null, periodYears: 5 });
    expect(pending.pendingDomainOrder?.blockers).toEqual(['outstanding_invoice']);
    expect(pending.actions.canChangeBillingCycle).toMatchObject({ allowed: false, code: 'pending_domain_order' });
  });

  it('gates: registry lock per TLD and state, unlock href only when an unlock must be requested', async () => {
    const t = await setup();
    expect((await t.detail(D.expired.id)).actions.canActivateRegistryLock).toMatchObject({
      allowed: false,
      code: 'domain_not_active',
    });
    expect((await t.detail(D.com.id)).actions.canActivateRegistryLock).toMatchObject({
      allowed: false,
      code: 'tld_not_supported',
    });
    expect((await t.detail(D.se.id)).actions.canActivateRegistryLock).toMatchObject({
      allowed: false,
      code: 'lock_already_active',
    });
    const unlocked = await t.detail(D.unlocked.id);
    expect(unlocked.actions.canActivateRegistryLock).toMatchObject({ allowed: true, code: null });
    expect(unlocked.registryLock?.unlockAction).toBeNull();
    expect((await t.detail(D.com.id)).registryLock).toMatchObject({
      requiresManualUnlockFlow: false,
      unlockAction: null,
    });
  });

  it('is 400 for a hostname, 404 for an unknown or foreign id', async () => {
    const t = await setup();
    const problem = await expectProblem(
      await t.call(`${DOMAINS}/${D.se.name}`, { key: t.key }),
      400,
      'invalid_request',
    );
    expect(problem.errors?.[0]?.pointer).toBe('/path/id');
    await expectProblem(await t.call(`${DOMAINS}/dom_00000000`, { key: t.key }), 404, 'not_found');
    await expectProblem(await t.call(`${DOMAINS}/${DEMO_OTHER_DOMAINS.main.id}`, { key: t.key }), 404, 'not_found');
  });
});

describe('GET /api/v2/domains/{id}/contacts', () => {
  it('gives each role or null, the identity-verification gate for Swedish TLDs and updateOutcome null', async () => {
    const t = await setup();
    const se = await t.parse(await t.call(`${DOMAINS}/${D.se.id}/contacts`, { key: t.key }), domainContacts);
    expect(se.registrant?.companyName).toBe('Nordlicht AB');
    expect(se.billing).toBeNull();
    expect(se.draft).toBe(false);
    expect(se.updateOutcome).toBeNull();
    expect(se.actions.requiresIdentityVerification.allowed).toBe(true);
    const com = await t.parse(await t.call(`${DOMAINS}/${D.com.id}/contacts`, { key: t.key }), domainContacts);
    expect(com.actions.requiresIdentityVerification.allowed).toBe(false);
    const draft = await t.parse(await t.call(`${DOMAINS}/${D.draft.id}/contacts`, { key: t.key }), domainContacts);
    expect(draft).toMatchObject({ draft: true, serviceStatus: 'pending', admin: null });
    const pending = await t.parse(await t.call(`${DOMAINS}/${D.pending.id}/contacts`, { key: t.key }), domainContacts);
    expect(pending.draft).toBe(false);
  });

  it('is 409 when contacts are unavailable', async () => {
    const t = await setup();
    await expectProblem(
      await t.call(`${DOMAINS}/${D.terminated.id}/contacts`, { key: t.key }),
      409,
      'contacts_unavailable',
    );
  });
});

describe('PATCH /api/v2/domains/{id}', () => {
  const patch = (t: Awaited<ReturnType<typeof setup>>, id: string, body: unknown, key = t.key) =>
    t.call(`${DOMAINS}/${id}`, { method: 'PATCH', key, body });

  it('changes the registrar lock and auto-renew', async () => {
    const t = await setup();
    const com = await t.parse(await patch(t, D.com.id, { registrarLock: false, autoRenew: true }), domainSchema);
    expect(com.lifecycle).toMatchObject({ registrarLockEnabled: false, autoRenewEnabled: true });
  });

  it('refuses an empty body, a registry-locked unlock, auto-renew on a pending domain and a read-only key', async () => {
    const t = await setup();
    await expectProblem(await patch(t, D.com.id, {}), 400, 'invalid_request');
    await expectProblem(await patch(t, D.se.id, { registrarLock: false }), 409, 'registry_unlock_required');
    await expectProblem(await patch(t, D.pending.id, { autoRenew: true }), 409, 'auto_renew_unavailable');
    await expectProblem(await patch(t, D.se.id, { autoRenew: false }), 409, 'pending_renewal_order');
    await expectProblem(await patch(t, D.com.id, { autoRenew: true }, t.named('domains-read')), 403, 'forbidden');
  });
});

describe('POST /api/v2/domains/{id}/actions/request-unlock', () => {
  it('answers every status', async () => {
    const t = await setup();
    expect((await t.unlock(D.unlocked.id)).status).toBe('already_unlocked');
    const requested = await t.unlock(D.requested.id);
    expect(requested.status).toBe('already_requested');
    expect(requested.daysSinceRequest).toBeGreaterThanOrEqual(0);
    expect((await t.unlock(D.nu.id)).status).toBe('bankid_required');
    const failed = await t.unlock(D.foreignOrg.id);
    expect(failed).toMatchObject({
      status: 'verification_failed',
      requiresConfirmation: false,
      domainOrgno: '559900-1122',
    });
    expect(failed.yourOrgno).not.toBe(failed.domainOrgno);
    const confirmable = await t.unlock(D.confirmable.id);
    expect(confirmable).toMatchObject({ status: 'verification_failed', requiresConfirmation: true });
    const submitted = await t.unlock(D.se.id);
    expect(submitted).toMatchObject({
      status: 'submitted',
      companyVerified: true,
      companyName: 'Nordlicht AB',
      domainExtension: 'se',
    });
    expect((await t.unlock(D.se.id)).status).toBe('already_requested');
  });

  it('accepts forceRequest only after a confirmable verification failure, and then queues a review', async () => {
    const t = await setup();
    const early = await expectProblem(
      await t.post(`/${D.confirmable.id}/actions/request-unlock`, { forceRequest: true }),
      400,
      'invalid_request',
    );
    expect(early.errors?.[0]?.pointer).toBe('/forceRequest');
    await t.unlock(D.foreignOrg.id);
    await expectProblem(
      await t.post(`/${D.foreignOrg.id}/actions/request-unlock`, { forceRequest: true }),
      400,
      'invalid_request',
    );
    await t.unlock(D.confirmable.id);
    expect((await t.unlock(D.confirmable.id, { forceRequest: true })).status).toBe('submitted');
    expect((await t.unlock(D.confirmable.id)).status).toBe('already_requested');
  });

  it('refuses other TLDs, non-active domains and keys without write:domains', async () => {
    const t = await setup();
    await expectProblem(await t.post(`/${D.com.id}/actions/request-unlock`), 400, 'registry_unlock_unavailable');
    await expectProblem(await t.post(`/${D.draft.id}/actions/request-unlock`), 400, 'registry_unlock_unavailable');
    await expectProblem(
      await t.post(`/${D.se.id}/actions/request-unlock`, undefined, t.named('domains-read')),
      403,
      'forbidden',
    );
  });
});

describe('POST /api/v2/domains/bulk/redirects', () => {
  const create = {
    action: 'create',
    domainNames: [D.se.name, D.com.name],
    redirect: {
      sourceUrl: 'https://{domain}/old',
      targetUrl: 'https://{domain}/new',
      statusCode: 308,
      redirectScope: 'root_www',
    },
  };

  it('queues a dbj_ job that creates rules visible afterwards, and deletes them', async () => {
    const t = await setup();
    const queued = await t.parse(await t.post('/bulk/redirects', create), bulkRedirectResponse, 202);
    expect(queued).toMatchObject({ action: 'create', domainsQueued: 2 });
    expect(queued.operation.jobId).toMatch(/^dbj_/);
    await t.finish(queued.operation);
    const rules = await t.parse(await t.call(`${DOMAINS}/${D.se.id}/redirects`, { key: t.key }), redirectRuleList);
    expect(rules.data).toEqual([
      expect.objectContaining({ sourceUrl: `https://${D.se.name}/old`, statusCode: 308, redirectScope: 'root_www' }),
    ]);
    const removed = await t.parse(
      await t.post('/bulk/redirects', { action: 'delete', domainNames: [D.se.name], ruleIds: [rules.data[0]?.id] }),
      bulkRedirectResponse,
      202,
    );
    await t.finish(removed.operation);
    expect(
      (await t.parse(await t.call(`${DOMAINS}/${D.se.id}/redirects`, { key: t.key }), redirectRuleList)).data,
    ).toEqual([]);
    expect(
      (await t.parse(await t.call(`${DOMAINS}/${D.com.id}/redirects`, { key: t.key }), redirectRuleList)).data,
    ).toHaveLength(1);
  });

  it('rejects the whole batch with a pointer per foreign or invalid name and queues nothing', async () => {
    const t = await setup();
    const problem = await expectProblem(
      await t.post('/bulk/redirects', {
        ...create,
        domainNames: [D.se.name, DEMO_OTHER_DOMAINS.main.name, D.com.name, 'nope.example'],
      }),
      400,
      'invalid_request',
    );
    expect(problem.errors?.map((e) => e.pointer)).toEqual(['/domainNames/1', '/domainNames/3']);
    const invalid = await expectProblem(
      await t.post('/bulk/redirects', { ...create, domainNames: [D.se.name, D.se.id] }),
      400,
      'invalid_request',
    );
    expect(invalid.errors?.map((e) => e.pointer)).toEqual(['/domainNames/1']);
    expect(
      (await t.parse(await t.call(`${DOMAINS}/${D.se.id}/redirects`, { key: t.key }), redirectRuleList)).data,
    ).toEqual([]);
  });

  it('checks create and delete bodies and the enums', async () => {
    const t = await setup();
    const missing = await expectProblem(
      await t.post('/bulk/redirects', { action: 'create', domainNames: [D.se.name] }),
      400,
      'invalid_request',
    );
    expect(missing.errors?.[0]?.pointer).toBe('/redirect');
    const code = await expectProblem(
      await t.post('/bulk/redirects', {
        ...create,
        redirect: { ...create.redirect, statusCode: 303, redirectScope: 'everything' },
      }),
      400,
      'invalid_request',
    );
    expect(code.errors?.map((e) => e.pointer).sort()).toEqual(['/redirect/redirectScope', '/redirect/statusCode']);
    const del = await expectProblem(
      await t.post('/bulk/redirects', { action: 'delete', domainNames: [D.se.name], redirect: create.redirect }),
      400,
      'invalid_request',
    );
    expect(del.errors?.[0]?.pointer).toBe('/redirect');
  });
});

describe('POST /api/v2/domains/bulk/autorenew', () => {
  it('enables with 202 and a dbj_ job', async () => {
    const t = await setup();
    const res = await t.parse(
      await t.post('/bulk/autorenew', { domainIds: [D.com.id], enabled: true }),
      bulkAutoRenewResponse,
      202,
    );
    expect(res.operation.jobId).toMatch(/^dbj_/);
    await t.finish(res.operation);
    expect((await t.detail(D.com.id)).lifecycle.autoRenewEnabled).toBe(true);
  });

  it('enabling with a pending domain is 409 auto_renew_unavailable and changes nothing', async () => {
    const t = await setup();
    await expectProblem(
      await t.post('/bulk/autorenew', { domainIds: [D.com.id, D.pending.id], enabled: true }),
      409,
      'auto_renew_unavailable',
    );
    expect((await t.detail(D.com.id)).lifecycle.autoRenewEnabled).toBe(false);
  });

  it('disabling with block (the default) and a pending renewal order changes nothing and reports the orders', async () => {
    const t = await setup();
    const body = { domainIds: [D.se.id, D.nu.id], enabled: false };
    const res = await t.parse(await t.post('/bulk/autorenew', body), bulkAutoRenewResponse, 202);
    const poll = await t.finish(res.operation);
    expect(autoRenewOutcomeOf(poll, body)).toBe('blocked');
    const result = autoRenewJobResultOf(poll);
    expect(result.pendingOrders).toEqual([
      expect.objectContaining({
        domainId: D.se.id,
        orderId: DEMO_ORDERS.domainRenewal.id,
        invoiceId: DEMO_ORDERS.domainRenewal.invoiceId,
      }),
    ]);
    expect(poll.pendingOrdersFound).toBe(true);
    expect((await t.detail(D.se.id)).lifecycle.autoRenewEnabled).toBe(true);
    expect((await t.detail(D.nu.id)).lifecycle.autoRenewEnabled).toBe(true);
  });

  it('cancel cancels the orders and their invoices, then disables (legacy confirmCancelPending too)', async () => {
    for (const extra of [{ pendingOrderAction: 'cancel' }, { confirmCancelPending: true }]) {
      const t = await setup();
      const body = { domainIds: [D.se.id], enabled: false, ...extra };
      const res = await t.parse(await t.post('/bulk/autorenew', body), bulkAutoRenewResponse, 202);
      expect(autoRenewOutcomeOf(await t.finish(res.operation), { enabled: false, pendingOrderAction: 'cancel' })).toBe(
        'applied',
      );
      expect((await t.detail(D.se.id)).lifecycle.autoRenewEnabled).toBe(false);
      const order = await t.parse(
        await t.call(`/api/v2/orders/${DEMO_ORDERS.domainRenewal.id}`, { key: t.key }),
        orderSchema,
      );
      expect(order.status).toBe('cancelled');
      const invoice = await t.parse(
        await t.call(`/api/v2/billing/invoices/${DEMO_ORDERS.domainRenewal.invoiceId}`, { key: t.key }),
        invoiceSchema,
      );
      expect(invoice.status).toBe('cancelled');
    }
  });

  it('keep disables and leaves the invoice open; confirmCancelPending is ignored when pendingOrderAction is present', async () => {
    const t = await setup();
    const body = { domainIds: [D.se.id], enabled: false, pendingOrderAction: 'keep', confirmCancelPending: true };
    const res = await t.parse(await t.post('/bulk/autorenew', body), bulkAutoRenewResponse, 202);
    await t.finish(res.operation);
    expect((await t.detail(D.se.id)).lifecycle.autoRenewEnabled).toBe(false);
    const order = await t.parse(
      await t.call(`/api/v2/orders/${DEMO_ORDERS.domainRenewal.id}`, { key: t.key }),
      orderSchema,
    );
    expect(order.status).toBe('pending');
  });

  it('cancel needs write:billing and, for a contact sub-account, order permission', async () => {
    const t = await setup();
    const body = { domainIds: [D.se.id], enabled: false, pendingOrderAction: 'cancel' };
    const scope = await expectProblem(
      await t.post('/bulk/autorenew', body, t.named('domains-write')),
      403,
      'forbidden',
    );
    expect(JSON.stringify(scope)).toContain('write:billing');
    const sub = await expectProblem(await t.post('/bulk/autorenew', body, t.named('no-orders')), 403, 'forbidden');
    expect(sub.extensions).toMatchObject({ requiredPermission: 'canPlaceOrders' });
    expect(
      await t.post('/bulk/autorenew', { ...body, pendingOrderAction: 'keep' }, t.named('domains-write')),
    ).toHaveProperty('status', 202);
  });

  it('an invalid or foreign id rejects the whole batch', async () => {
    const t = await setup();
    const foreign = await expectProblem(
      await t.post('/bulk/autorenew', { domainIds: [D.com.id, DEMO_OTHER_DOMAINS.main.id], enabled: true }),
      400,
      'invalid_request',
    );
    expect(foreign.errors?.map((e) => e.pointer)).toEqual(['/domainIds/1']);
    const hostname = await expectProblem(
      await t.post('/bulk/autorenew', { domainIds: [D.com.name], enabled: true }),
      400,
      'invalid_request',
    );
    expect(hostname.errors?.[0]?.pointer).toBe('/domainIds/0');
    expect((await t.detail(D.com.id)).lifecycle.autoRenewEnabled).toBe(false);
  });
});

describe('POST /api/v2/domains/bulk/renew', () => {
  it('queues the eligible, skips the rest with reasons, and creates real renewal orders', async () => {
    const t = await setup();
    const ids = [
      D.nu.id,
      D.se.id,
      D.farExpiry.id,
      D.pending.id,
      DEMO_OTHER_DOMAINS.main.id,
      'nordlicht.se',
      D.expired.id,
    ];
    const res = await t.parse(await t.post('/bulk/renew', { domainIds: ids }), bulkRenewResponse, 202);
    expect(res).toMatchObject({ domainsQueued: 2, domainsSkipped: 5, allSkipped: false });
    expect(res.skipped.map((s) => [s.domainId, s.reason])).toEqual([
      [D.se.id, 'renewal_pending'],
      [D.farExpiry.id, 'outside_renewal_window'],
      [D.pending.id, 'not_eligible'],
      [DEMO_OTHER_DOMAINS.main.id, 'not_found'],
      [null, 'invalid_id'],
    ]);
    expect(res.skipped[0]?.orderNumber).toBe(DEMO_ORDERS.domainRenewal.number);
    if (!res.operation) throw new Error('expected a job');
    expect(res.operation.jobId).toMatch(/^dbj_/);
    await t.finish(res.operation);
    const nu = await t.detail(D.nu.id);
    const orderId = nu.pendingRenewalOrder?.id;
    expect(orderId).toMatch(/^ord_/);
    const order = await t.parse(await t.call(`/api/v2/orders/${orderId ?? ''}`, { key: t.key }), orderSchema);
    expect(order).toMatchObject({ status: 'pending', type: 'renew' });
    expect(order.invoiceId).toMatch(/^inv_/);
    expect((await t.detail(D.expired.id)).pendingRenewalOrder).not.toBeNull();
  });

  it('all skipped is 200 with operation null', async () => {
    const t = await setup();
    const res = await t.parse(
      await t.post('/bulk/renew', { domainIds: [D.farExpiry.id, 'x'] }),
      bulkRenewResponse,
      200,
    );
    expect(res).toMatchObject({ operation: null, domainsQueued: 0, domainsSkipped: 2, allSkipped: true });
  });

  it('needs write:billing and, for a contact sub-account, order permission', async () => {
    const t = await setup();
    await expectProblem(
      await t.post('/bulk/renew', { domainIds: [D.nu.id] }, t.named('domains-write')),
      403,
      'forbidden',
    );
    const sub = await expectProblem(
      await t.post('/bulk/renew', { domainIds: [D.nu.id] }, t.named('no-orders')),
      403,
      'forbidden',
    );
    expect(sub.extensions).toMatchObject({ requiredPermission: 'canPlaceOrders' });
  });
});

describe('reseller scenario', () => {
  it('holds 10,000 domains, identical in every world, filtered across pages', async () => {
    const harness = mockHarness();
    const a = await harness.makeWorld({ scenario: 'reseller' });
    const b = await harness.makeWorld({ scenario: 'reseller' });
    const page = async (world: typeof a, query: string) =>
      harness.parse(await harness.call(`${DOMAINS}${query}`, { key: world.keys.full }), domainListPage);
    const first = await page(a, '?limit=100');
    expect(first.data).toHaveLength(100);
    expect((await page(b, '?limit=100')).data).toEqual(first.data);
    const se = await page(a, '?tld=se&serviceStatus=active&limit=100');
    expect(se.hasMore).toBe(true);
    expect(se.data.every((d) => d.name.endsWith('.se') && d.serviceStatus === 'active')).toBe(true);
    const world = harness.registry.get(a.worldId);
    expect(world?.state.domains.domains).toHaveLength(10_000);
  });
});

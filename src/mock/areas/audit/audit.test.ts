import { describe, expect, it } from 'vitest';
import { auditLogPage, type AuditEntry } from '@/api/schemas/audit-log';
import { vps as vpsDetail } from '@/api/schemas/vps';
import {
  DEMO_AUDIT,
  DEMO_BILLING,
  DEMO_DOMAINS,
  DEMO_HOSTING,
  DEMO_ORDERS,
  DEMO_OTHER_VPS,
  DEMO_TICKETS,
  DEMO_VPS,
} from '@/mock/scenarios/demo/ids';
import { AUDITED_ROUTES, UNAUDITED_ROUTES } from '@/mock/app';
import { expectProblem, mockHarness, namedKey } from '@/mock/test-utils';

const LOG = '/api/v2/audit-log';

async function setup(scenario = 'demo', options: { rateLimit?: { limit: number; windowSeconds: number } } = {}) {
  const harness = mockHarness();
  const world = await harness.makeWorld({
    scenario,
    ...options,
    keys: [
      { name: 'vm-only', scopes: ['read:vm', 'power:vm'] },
      { name: 'contact', scopes: ['read:vm', 'power:vm', 'read:audit'], subAccount: { canPlaceOrders: false } },
    ],
  });
  const key = world.keys.full;
  const log = async (query = '', as = key) =>
    harness.parse(await harness.call(`${LOG}${query}`, { key: as }), auditLogPage);
  /** The newest entry of the log (the request just made). */
  const latest = async (): Promise<AuditEntry> => {
    const page = await log('?limit=1');
    const entry = page.data[0];
    if (!entry) throw new Error('the log is empty');
    return entry;
  };
  return { ...harness, world, key, log, latest };
}

describe('GET /api/v2/audit-log', () => {
  it('lists the demo history newest first, the account holder’s own only', async () => {
    const t = await setup();
    const page = await t.log();
    expect(page.data.map((entry) => entry.id)).toHaveLength(DEMO_AUDIT.main);
    expect(page.data.slice(0, 2).map((entry) => entry.id)).toEqual([
      DEMO_AUDIT.failedRestart.id,
      DEMO_AUDIT.restart.id,
    ]);
    const times = page.data.map((entry) => Date.parse(entry.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(page.data.find((entry) => entry.id === DEMO_AUDIT.otherRestart.id)).toBeUndefined();
    expect(JSON.stringify(page)).not.toContain(DEMO_OTHER_VPS.web.id);
    // Bruno sees his one entry and none of Astrid's.
    const other = await t.log('', t.world.keys.other);
    expect(other.data.map((entry) => entry.id)).toEqual([DEMO_AUDIT.otherRestart.id]);
  });

  it('needs read:audit, which the read-only key has', async () => {
    const t = await setup();
    const refused = await t.call(LOG, { key: namedKey(t.world, 'vm-only') });
    const problem = await expectProblem(refused, 403, 'forbidden');
    expect(problem.extensions?.missingScopes ?? problem.missingScopes).toEqual(['read:audit']);
    expect((await t.log('', t.world.keys.readonly)).data).toHaveLength(DEMO_AUDIT.main);
    await expectProblem(await t.call(LOG), 401, 'unauthorized');
  });

  it('filters by area, action, outcome and time range', async () => {
    const t = await setup();
    expect((await t.log('?area=vps')).data.map((entry) => entry.area)).toEqual(['vps', 'vps', 'vps', 'vps']);
    expect((await t.log('?action=vps.stop')).data.map((entry) => entry.id)).toEqual([DEMO_AUDIT.refusedStop.id]);
    const refused = (await t.log('?outcome=refused')).data;
    expect(refused.map((entry) => entry.problem?.code)).toEqual(['forbidden', 'invoice_not_payable']);
    expect((await t.log('?outcome=failed')).data).toHaveLength(2);
    const all = (await t.log()).data;
    const restart = all[0];
    if (!restart) throw new Error('no entries');
    // `from` inclusive, `to` exclusive.
    expect((await t.log(`?from=${restart.time}`)).data.map((entry) => entry.id)).toEqual([restart.id]);
    expect((await t.log(`?to=${restart.time}`)).data).toHaveLength(DEMO_AUDIT.main - 1);
    await expectProblem(await t.call(`${LOG}?area=mail`, { key: t.key }), 400, 'invalid_request');
    await expectProblem(await t.call(`${LOG}?from=yesterday`, { key: t.key }), 400, 'invalid_request');
    await expectProblem(
      await t.call(`${LOG}?from=${restart.time}&to=${restart.time}`, { key: t.key }),
      400,
      'invalid_request',
    );
  });

  it('has the failed restart Home lists, as failed, with its job', async () => {
    const t = await setup();
    const home = (await t.parse(await t.call(`/api/v2/vps/${DEMO_VPS.flaky.id}`, { key: t.key }), vpsDetail))
      .lastFailedJob;
    if (!home) throw new Error('Home lists no failed change');
    const failed = (await t.log('?outcome=failed&action=vps.restart')).data;
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      target: { type: 'vps', id: DEMO_VPS.flaky.id, name: DEMO_VPS.flaky.name },
      outcome: 'failed',
      problem: { code: home.code, status: null },
      operationId: home.jobId,
      time: home.failedAt,
    });
  });

  it('turns a change failed when its job fails after the 202', async () => {
    const t = await setup();
    const accepted = await t.call(`/api/v2/vps/${DEMO_VPS.flaky.id}/actions/restart`, { key: t.key, body: {} });
    expect(accepted.status).toBe(202);
    const asked = await t.latest();
    expect(asked).toMatchObject({ action: 'vps.restart', outcome: 'succeeded', problem: null });
    await t.advanceClock(t.world.worldId, 2000);
    const after = (await t.log('?action=vps.restart')).data.find((entry) => entry.id === asked.id);
    expect(after).toMatchObject({
      outcome: 'failed',
      problem: { code: 'guest_unresponsive', status: null },
      operationId: asked.operationId,
    });
    // A forced restart's job completes: its entry stays succeeded.
    await t.call(`/api/v2/vps/${DEMO_VPS.flaky.id}/actions/restart`, { key: t.key, body: { force: true } });
    const forced = await t.latest();
    await t.advanceClock(t.world.worldId, 2000);
    expect((await t.log('?limit=1')).data[0]).toMatchObject({ id: forced.id, outcome: 'succeeded' });
  });

  it('pages with the cursor, every entry once', async () => {
    const t = await setup();
    const first = await t.log('?limit=3');
    expect(first.hasMore).toBe(true);
    const seen = [...first.data];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await t.log(`?limit=3&cursor=${cursor}`);
      seen.push(...next.data);
      cursor = next.hasMore ? next.nextCursor : null;
    }
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(DEMO_AUDIT.main);
    await expectProblem(await t.call(`${LOG}?cursor=nope`, { key: t.key }), 400, 'invalid_request');
    await expectProblem(await t.call(`${LOG}?limit=101`, { key: t.key }), 400, 'invalid_pagination_limit');
  });

  it('is empty in the empty scenario', async () => {
    const t = await setup('empty');
    const page = await t.log();
    expect(page).toMatchObject({ data: [], hasMore: false, nextCursor: null });
  });
});

describe('the recorder', () => {
  it('has one row for every route that changes something, and no row for a route that does not exist', () => {
    const { app } = mockHarness();
    const mutating = new Set(
      app.routes
        .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
        .filter((route) => route.path.startsWith('/api/v2/'))
        .map((route) => `${route.method} ${route.path}`),
    );
    const audited = AUDITED_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(audited).size, 'one row per route').toBe(audited.length);
    expect([...mutating].filter((route) => !audited.includes(route) && !UNAUDITED_ROUTES.includes(route))).toEqual([]);
    expect(audited.filter((route) => !mutating.has(route))).toEqual([]);
  });

  it('writes a server restart with who, the target’s name, the request id and its operation', async () => {
    const t = await setup();
    const response = await t.call(`/api/v2/vps/${DEMO_VPS.web.id}/actions/restart`, { method: 'POST', key: t.key });
    expect(response.status).toBe(202);
    const body = (await response.json()) as { operation: { jobId: string } };
    expect(await t.latest()).toMatchObject({
      area: 'vps',
      action: 'vps.restart',
      outcome: 'succeeded',
      problem: null,
      actor: { type: 'api_key', keyName: 'full' },
      target: { type: 'vps', id: DEMO_VPS.web.id, name: DEMO_VPS.web.name },
      requestId: response.headers.get('X-Request-Id'),
      operationId: body.operation.jobId,
    });
  });

  it('writes one entry per change of every area, succeeded or refused with the Problem’s code', async () => {
    const t = await setup();
    const cases: { path: string; method: string; body?: unknown; expected: Partial<AuditEntry> }[] = [
      {
        path: `/api/v2/domains/${DEMO_DOMAINS.com.id}`,
        method: 'PATCH',
        body: { autoRenew: true },
        expected: { area: 'domains', action: 'domain.update', outcome: 'succeeded' },
      },
      {
        path: `/api/v2/domains/${DEMO_DOMAINS.se.id}`,
        method: 'PATCH',
        body: { registrarLock: false },
        expected: {
          action: 'domain.update',
          outcome: 'refused',
          problem: { code: 'registry_unlock_required', status: 409 },
        },
      },
      {
        path: `/api/v2/billing/invoices/${DEMO_BILLING.invoices.unpaid.id}/actions/apply-credit`,
        method: 'POST',
        body: { amount: 10 },
        expected: { area: 'billing', action: 'invoice.apply_credit', outcome: 'succeeded' },
      },
      {
        path: `/api/v2/orders/${DEMO_ORDERS.processing.id}/actions/cancel`,
        method: 'POST',
        expected: { area: 'orders', action: 'order.cancel', outcome: 'refused' },
      },
      {
        path: `/api/v2/support/tickets/${DEMO_TICKETS.openWithStaffReply.id}/actions/close`,
        method: 'POST',
        expected: { area: 'support', action: 'ticket.close', outcome: 'succeeded' },
      },
      {
        path: `/api/v2/shared-hosting/${DEMO_HOSTING.main.id}/email-accounts`,
        method: 'POST',
        body: { localPart: 'kassa', domain: DEMO_HOSTING.main.domain, password: 'Vintergatan-Kaffe-73' },
        expected: { area: 'hosting', action: 'hosting.mailbox_create', outcome: 'succeeded' },
      },
      {
        path: `/api/v2/vps/${DEMO_VPS.web.id}/snapshots/nope`,
        method: 'DELETE',
        expected: { area: 'vps', action: 'vps.snapshot_delete', outcome: 'refused' },
      },
    ];
    for (const { path, method, body, expected } of cases) {
      const response = await t.call(path, { method, key: t.key, ...(body === undefined ? {} : { body }) });
      const entry = await t.latest();
      expect(entry, `${method} ${path}`).toMatchObject(expected);
      expect(entry.requestId).toBe(response.headers.get('X-Request-Id'));
      expect(entry.outcome === 'succeeded', `${method} ${path}`).toBe(response.status < 400);
    }
    const entries = (await t.log(`?limit=${cases.length}`)).data;
    expect(entries).toHaveLength(cases.length);
    expect(entries.find((entry) => entry.action === 'invoice.apply_credit')?.target).toEqual({
      type: 'invoice',
      id: DEMO_BILLING.invoices.unpaid.id,
      name: DEMO_BILLING.invoices.unpaid.number,
    });
    expect(entries.find((entry) => entry.action === 'order.cancel')?.target?.name).toBe(DEMO_ORDERS.processing.number);
    // A password sent in a body is never kept.
    expect(JSON.stringify(entries)).not.toContain('Vintergatan');
  });

  it('writes scope refusals and a contact sub-account’s requests as such', async () => {
    const t = await setup();
    await t.call(`/api/v2/domains/${DEMO_DOMAINS.com.id}`, {
      method: 'PATCH',
      key: namedKey(t.world, 'vm-only'),
      body: { autoRenew: true },
    });
    expect(await t.latest()).toMatchObject({
      action: 'domain.update',
      outcome: 'refused',
      problem: { code: 'forbidden', status: 403 },
      actor: { type: 'api_key', keyName: 'vm-only' },
      target: { type: 'domain', id: DEMO_DOMAINS.com.id, name: DEMO_DOMAINS.com.name },
    });
    await t.call(`/api/v2/vps/${DEMO_VPS.web.id}/actions/restart`, {
      method: 'POST',
      key: namedKey(t.world, 'contact'),
    });
    expect(await t.latest()).toMatchObject({
      action: 'vps.restart',
      actor: { type: 'sub_account', keyName: 'contact' },
    });
  });

  it('writes the platform’s 429 and an injected failure, not a 401, a read, a preview or a control call', async () => {
    const t = await setup('demo', { rateLimit: { limit: 40, windowSeconds: 60 } });
    const before = (await t.log('?limit=100')).data.length;
    await t.call(`/api/v2/vps/${DEMO_VPS.web.id}/actions/stop`, { method: 'POST' });
    await t.call(`/api/v2/vps/${DEMO_VPS.web.id}/actions/stop`, { method: 'POST', key: 'hpk_not_a_key' });
    await t.call(`/api/v2/vps/${DEMO_VPS.web.id}`, { key: t.key });
    await t.call('/api/v2/orders/preview', { method: 'POST', key: t.key, body: { items: [] } });
    await t.call(`/api/v2/shared-hosting/${DEMO_HOSTING.main.id}/actions/billing-cycle`, {
      method: 'POST',
      key: t.key,
      body: { billingCycle: 'annually', dryRun: true },
    });
    await t.patchWorld(t.world.worldId, { latencyMs: 0 });
    expect((await t.log('?limit=100')).data).toHaveLength(before);

    await t.patchWorld(t.world.worldId, { faults: { rate: 1, statuses: [503] } });
    await t.call(`/api/v2/vps/${DEMO_VPS.web.id}/actions/stop`, { method: 'POST', key: t.key });
    await t.patchWorld(t.world.worldId, { faults: null });
    expect(await t.latest()).toMatchObject({
      action: 'vps.stop',
      outcome: 'failed',
      problem: { code: 'service_unavailable', status: 503 },
    });

    let status = 0;
    while (status !== 429) {
      status = (await t.call(`/api/v2/domains/${DEMO_DOMAINS.com.id}`, { method: 'PATCH', key: t.key, body: {} }))
        .status;
    }
    // The rate limit refuses the log too for a while: read it with the read-only key.
    const entry = (await t.log('?limit=1', t.world.keys.readonly)).data[0];
    expect(entry).toMatchObject({
      action: 'domain.update',
      outcome: 'refused',
      problem: { code: 'rate_limit_exceeded', status: 429 },
    });
  });
});

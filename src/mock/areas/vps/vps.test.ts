import { describe, expect, it } from 'vitest';
import { vpsListPage, type VpsSummary } from '@/api/schemas/vps';
import { DEMO_OTHER_VPS, DEMO_VPS, DEMO_VPS_COUNTS, DEMO_VPS_NETWORK } from '@/mock/scenarios/demo/ids';
import { shiftedInstant } from '@/mock/scenarios/clock';
import { expectProblem } from '@/mock/test-utils';
import { JOB_MS, VPS_PATH, vpsSetup, type VpsKit } from './vps-test-kit';

const { web, db, busy, suspended, flaky, mismatch } = DEMO_VPS;
const ALL_NAMES = [
  'app-01',
  'backup-01',
  'build-01',
  'db-01',
  'edge-01',
  'legacy-01',
  'new-01',
  'old-shop',
  'staging-01',
  'web-01',
];

async function list(kit: VpsKit, query: string, key = kit.key) {
  return kit.parse(await kit.call(`${VPS_PATH}${query}`, { key }), vpsListPage);
}

async function listAll(kit: VpsKit, query: string): Promise<VpsSummary[]> {
  const all: VpsSummary[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 20; page += 1) {
    const separator = query ? '&' : '?';
    const result = await list(kit, `${query}${cursor ? `${separator}cursor=${cursor}` : ''}`);
    all.push(...result.data);
    if (!result.hasMore) return all;
    cursor = result.nextCursor;
  }
  throw new Error('too many pages');
}

describe('VPS list', () => {
  it(`lists the ${DEMO_VPS_COUNTS.main.total} VPSs by name and pages through them with a cursor`, async () => {
    const kit = await vpsSetup();
    const first = await list(kit, '');
    expect(first.data.map((item) => item.name)).toEqual(ALL_NAMES);
    expect(first).toMatchObject({ hasMore: false, nextCursor: null });
    expect(first.data).toHaveLength(DEMO_VPS_COUNTS.main.total);

    const page1 = await list(kit, '?limit=4');
    expect(page1.data.map((item) => item.name)).toEqual(ALL_NAMES.slice(0, 4));
    expect(page1.hasMore).toBe(true);
    const paged = await listAll(kit, '?limit=4');
    expect(paged.map((item) => item.name)).toEqual(ALL_NAMES);
  });

  it('filters by status', async () => {
    const kit = await vpsSetup();
    const byStatus = DEMO_VPS_COUNTS.main.byStatus;
    expect((await list(kit, '?status=running')).data).toHaveLength(byStatus.running);
    expect((await list(kit, '?status=stopped')).data.map((item) => item.id)).toEqual([db.id]);
    expect((await list(kit, '?status=suspended')).data.map((item) => item.id)).toEqual([suspended.id]);
    expect((await list(kit, '?status=provisioning')).data).toEqual([]);
    const bad = await expectProblem(
      await kit.call(`${VPS_PATH}?status=hibernating`, { key: kit.key }),
      400,
      'invalid_request',
    );
    expect(bad.errors?.[0]?.pointer).toBe('/query/status');
  });

  it('searches name, hostname and addresses with q (case-insensitive, blank = all)', async () => {
    const kit = await vpsSetup();
    expect((await list(kit, '?q=WEB-01')).data.map((item) => item.id)).toEqual([web.id]);
    expect((await list(kit, `?q=${web.ips.secondaryV4.address}`)).data.map((item) => item.id)).toEqual([web.id]);
    expect((await list(kit, '?q=2001:db8:10::25')).data.map((item) => item.id)).toEqual([db.id]);
    expect((await list(kit, '?q=nordlicht.se')).data).toHaveLength(DEMO_VPS_COUNTS.main.total);
    expect((await list(kit, '?q=%20%20')).data).toHaveLength(DEMO_VPS_COUNTS.main.total);
    expect((await list(kit, '?q=keller')).data).toEqual([]);
    expect((await list(kit, '?status=running&q=app')).data.map((item) => item.id)).toEqual([mismatch.id]);
  });

  it('validates limit and cursor like every list', async () => {
    const kit = await vpsSetup();
    await expectProblem(await kit.call(`${VPS_PATH}?limit=101`, { key: kit.key }), 400, 'invalid_pagination_limit');
    const cursor = await expectProblem(
      await kit.call(`${VPS_PATH}?cursor=nonsense`, { key: kit.key }),
      400,
      'invalid_request',
    );
    expect(cursor.errors?.[0]?.pointer).toBe('/query/cursor');
  });

  it('shows each customer only their own VPSs', async () => {
    const kit = await vpsSetup();
    const theirs = await list(kit, '', kit.world.keys.other);
    expect(theirs.data.map((item) => item.id)).toEqual([DEMO_OTHER_VPS.web.id]);
    expect(theirs.data).toHaveLength(DEMO_VPS_COUNTS.other.total);
    expect((await list(kit, '')).data.some((item) => item.id === DEMO_OTHER_VPS.web.id)).toBe(false);
  });
});

describe('VPS detail', () => {
  it('has the ledgered fields and every gate for a running VPS', async () => {
    const kit = await vpsSetup();
    const detail = await kit.detail(web.id);
    expect(detail).toMatchObject({
      id: web.id,
      name: web.name,
      hostname: web.hostname,
      status: 'running',
      plan: { name: 'VPS L', cpuCores: 4, memoryGb: 8, diskGb: 160 },
      region: { code: web.region, name: web.location },
      primaryIpv4: web.ipv4,
      primaryIpv6: web.ipv6,
      os: 'Ubuntu 24.04 LTS',
      createdAt: shiftedInstant('2024-03-11T09:12:44.000Z', Date.now()),
      activeOperation: null,
    });
    const { canRestart, canStop, canShutdown, canReset, canStart } = detail.actions;
    for (const gate of [canRestart, canStop, canShutdown, canReset])
      expect(gate).toEqual({ allowed: true, reason: null, code: null });
    expect(canStart).toMatchObject({ allowed: false, code: 'vps_already_running' });
  });

  it('blocks restart and stop of a stopped VPS with a reason, and allows start', async () => {
    const kit = await vpsSetup();
    const detail = await kit.detail(db.id);
    expect(detail.status).toBe('stopped');
    expect(detail.actions.canRestart).toMatchObject({ allowed: false, code: 'vps_not_running' });
    expect(detail.actions.canRestart.reason).toContain('stopped');
    expect(detail.actions.canStop).toMatchObject({ allowed: false, code: 'vps_not_running' });
    expect(detail.actions.canStart).toMatchObject({ allowed: true });
  });

  it('shows a VPS busy with a migration for the first 10 world minutes', async () => {
    const kit = await vpsSetup();
    const detail = await kit.detail(busy.id);
    expect(detail.status).toBe('running');
    expect(detail.activeOperation).toMatchObject({ kind: busy.busyKind, startedAt: expect.any(String) });
    const jobId = detail.activeOperation?.jobId ?? '';
    expect(detail.activeOperation?.pollUrl).toBe(`/api/jobs/${jobId}`);
    const { canOpenConsole, ...changes } = detail.actions;
    for (const gate of Object.values(changes)) expect(gate).toMatchObject({ allowed: false, code: 'vps_busy' });
    expect(detail.actions.canRestart.reason).toContain('migration');
    // The console is no change: it stays open while the server runs (src/api/endpoints/console.ts).
    expect(canOpenConsole).toMatchObject({ allowed: true });
    const job = await kit.poll({ status: 'in_progress', jobId, pollUrl: `/api/jobs/${jobId}` });
    expect(job).toMatchObject({ kind: busy.busyKind, target: { type: 'vps', id: busy.id } });
    expect(job.operation.status).toBe('in_progress');
    expect(job.progressPercent).toBeGreaterThan(0);

    await kit.advance(busy.busyForMs);
    const free = await kit.detail(busy.id);
    expect(free.activeOperation).toBeNull();
    expect(free.actions.canRestart.allowed).toBe(true);
    expect((await kit.poll({ status: 'in_progress', jobId, pollUrl: null })).operation.status).toBe('completed');
  });

  it('frees a busy VPS even when it is first looked at after the change ended', async () => {
    const kit = await vpsSetup();
    await kit.advance(busy.busyForMs + 1);
    expect((await kit.detail(busy.id)).activeOperation).toBeNull();
  });

  it('blocks everything on a suspended VPS', async () => {
    const kit = await vpsSetup();
    const detail = await kit.detail(suspended.id);
    expect(detail.status).toBe('suspended');
    for (const gate of Object.values(detail.actions))
      expect(gate).toMatchObject({ allowed: false, code: 'vps_suspended' });
    expect(detail.actions.canStart.reason).toContain('overdue');
    // The invoice it waits for (ours, ledger "VPS"): its pending renewal order's, with the payment link.
    expect(detail.overdueInvoice).toMatchObject({
      id: suspended.invoice.id,
      number: suspended.invoice.number,
      orderId: suspended.order.id,
      amount: suspended.invoice.gross,
      currencyCode: 'SEK',
      status: 'unpaid',
    });
    expect(detail.overdueInvoice?.paymentUrl).toBe(
      `https://pay.hosting.example/${kit.world.worldId}/invoices/${suspended.invoice.id}`,
    );
    expect(Date.parse(detail.overdueInvoice?.dueAt ?? '')).toBeLessThan(Date.now());
    // A server that is not suspended has none.
    expect((await kit.detail(web.id)).overdueInvoice).toBeNull();
  });

  it("answers 404 for another customer's VPS and unknown ids, 400 for another kind of id", async () => {
    const kit = await vpsSetup();
    const path = `${VPS_PATH}/${DEMO_OTHER_VPS.web.id}`;
    await expectProblem(await kit.call(path, { key: kit.key }), 404, 'not_found', path);
    for (const suffix of ['/network', '/ssh-keys', '/snapshots', '/actions/upgrade']) {
      await expectProblem(await kit.call(`${path}${suffix}`, { key: kit.key }), 404, 'not_found');
    }
    await expectProblem(await kit.power(DEMO_OTHER_VPS.web.id, 'restart'), 404, 'not_found');
    await expectProblem(await kit.call(`${VPS_PATH}/${web.id}`, { key: kit.world.keys.other }), 404, 'not_found');
    await expectProblem(await kit.call(`${VPS_PATH}/vps_nope`, { key: kit.key }), 404, 'not_found');
    const malformed = await expectProblem(
      await kit.call(`${VPS_PATH}/${web.hostname}`, { key: kit.key }),
      400,
      'invalid_request',
    );
    expect(malformed.errors?.[0]?.pointer).toBe('/path/id');
  });
});

describe('VPS power', () => {
  it('restarts: running → restarting → running, with a job of kind vps.restart', async () => {
    const kit = await vpsSetup();
    const operation = await kit.accepted(await kit.power(web.id, 'restart'));
    const during = await kit.detail(web.id);
    expect(during.status).toBe('restarting');
    expect(during.activeOperation).toMatchObject({ jobId: operation.jobId, kind: 'vps.restart' });
    expect(during.actions.canStop).toMatchObject({ allowed: false, code: 'vps_busy' });
    const done = await kit.finish(operation);
    expect(done).toMatchObject({
      kind: 'vps.restart',
      target: { type: 'vps', id: web.id },
      operation: { status: 'completed', pollUrl: null },
      result: { vpsId: web.id, status: 'running', force: false },
    });
    const after = await kit.detail(web.id);
    expect(after).toMatchObject({ status: 'running', activeOperation: null });
  });

  it('stops, refuses to stop again, then starts', async () => {
    const kit = await vpsSetup();
    const stop = await kit.accepted(await kit.power(web.id, 'stop'));
    expect((await kit.detail(web.id)).status).toBe('stopping');
    await kit.finish(stop);
    expect((await kit.detail(web.id)).status).toBe('stopped');

    const again = await expectProblem(await kit.power(web.id, 'stop'), 403, 'vps_not_running');
    expect(again.extensions).toEqual({ gate: 'canStop' });
    await expectProblem(await kit.power(web.id, 'restart'), 403, 'vps_not_running');

    const start = await kit.accepted(await kit.power(web.id, 'start'));
    expect((await kit.detail(web.id)).status).toBe('starting');
    await kit.finish(start);
    expect((await kit.detail(web.id)).status).toBe('running');
    await expectProblem(await kit.power(web.id, 'start'), 403, 'vps_already_running');
  });

  it('shuts down gracefully and resets hard', async () => {
    const kit = await vpsSetup();
    await kit.finish(await kit.accepted(await kit.power(web.id, 'reset')));
    expect((await kit.detail(web.id)).status).toBe('running');
    const shutdown = await kit.accepted(await kit.power(web.id, 'shutdown'));
    expect((await kit.detail(web.id)).status).toBe('stopping');
    expect(await kit.finish(shutdown)).toMatchObject({ kind: 'vps.shutdown', result: { status: 'stopped' } });
    expect((await kit.detail(web.id)).status).toBe('stopped');
  });

  it('starts the stopped db-01', async () => {
    const kit = await vpsSetup();
    await kit.finish(await kit.accepted(await kit.power(db.id, 'start')));
    expect((await kit.detail(db.id)).status).toBe('running');
  });

  it('answers 202 even when the world runs jobs instantly', async () => {
    const kit = await vpsSetup({ jobDurationMs: 0 });
    const operation = await kit.accepted(await kit.power(web.id, 'restart'));
    await kit.advance(1);
    expect((await kit.poll(operation)).operation.status).toBe('completed');
    expect((await kit.detail(web.id)).status).toBe('running');
  });

  it('refuses any power action while another change runs (403 vps_busy) and accepts it afterwards', async () => {
    const kit = await vpsSetup();
    const restart = await kit.accepted(await kit.power(web.id, 'restart'));
    const busyProblem = await expectProblem(await kit.power(web.id, 'stop'), 403, 'vps_busy');
    expect(busyProblem.detail).toContain('restart');
    await expectProblem(await kit.power(busy.id, 'restart'), 403, 'vps_busy');
    await expectProblem(await kit.power(suspended.id, 'start'), 403, 'vps_suspended');
    await kit.finish(restart);
    await kit.accepted(await kit.power(web.id, 'stop'));
  });

  it('validates bodies: restart takes an optional boolean force, the others no body', async () => {
    const kit = await vpsSetup();
    const badForce = await expectProblem(await kit.power(web.id, 'restart', { force: 'yes' }), 400, 'invalid_request');
    expect(badForce.errors).toEqual([expect.objectContaining({ pointer: '/force' })]);
    // Unknown members of the restart body are ignored (the contract rejects none).
    const forced = await kit.accepted(await kit.power(web.id, 'restart', { force: true, hard: 'yes' }));
    expect((await kit.finish(forced)).result).toMatchObject({ force: true });
    for (const action of ['stop', 'reset', 'shutdown']) {
      const problem = await expectProblem(await kit.power(web.id, action, { force: true }), 400, 'invalid_request');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/force' })]);
    }
    await kit.accepted(await kit.power(web.id, 'stop', {}));
  });

  it('shows a failing job on the flaky VPS: a graceful restart fails, a forced one works', async () => {
    const kit = await vpsSetup();
    const graceful = await kit.accepted(await kit.power(flaky.id, 'restart'));
    expect((await kit.detail(flaky.id)).status).toBe('restarting');
    const failed = await kit.finish(graceful);
    expect(failed.operation.status).toBe('failed');
    expect(failed.error).toMatchObject({ code: flaky.failureCode, title: 'The guest did not respond' });
    expect(failed.error?.detail).toContain('force: true');
    expect(failed.result).toBeNull();
    expect(await kit.detail(flaky.id)).toMatchObject({ status: 'running', activeOperation: null });

    const shutdown = await kit.finish(await kit.accepted(await kit.power(flaky.id, 'shutdown')));
    expect(shutdown.error?.code).toBe(flaky.failureCode);
    expect((await kit.detail(flaky.id)).status).toBe('running');

    const forced = await kit.finish(await kit.accepted(await kit.power(flaky.id, 'restart', { force: true })));
    expect(forced.operation.status).toBe('completed');
    await kit.finish(await kit.accepted(await kit.power(flaky.id, 'stop')));
    expect((await kit.detail(flaky.id)).status).toBe('stopped');
  });

  it('needs power:vm for power and read:vm for reads', async () => {
    const kit = await vpsSetup();
    const denied = await expectProblem(
      await kit.power(web.id, 'restart', undefined, kit.world.keys.readonly),
      403,
      'forbidden',
    );
    expect(denied.extensions).toEqual({ requiredScopes: ['power:vm'], missingScopes: ['power:vm'] });
    for (const action of ['stop', 'start', 'reset', 'shutdown']) {
      await expectProblem(await kit.power(web.id, action, undefined, kit.named('vm-write')), 403, 'forbidden');
    }
    const noRead = await expectProblem(await kit.call(VPS_PATH, { key: kit.named('support-only') }), 403, 'forbidden');
    expect(noRead.extensions).toMatchObject({ missingScopes: ['read:vm'] });
    await expectProblem(await kit.call(`${VPS_PATH}/${web.id}`, { key: kit.named('support-only') }), 403, 'forbidden');
    expect((await kit.detail(web.id, kit.world.keys.readonly)).id).toBe(web.id);
    // Nothing was started by the refused calls.
    expect((await kit.detail(web.id)).status).toBe('running');
  });

  it('keeps worlds apart', async () => {
    const kit = await vpsSetup();
    await kit.accepted(await kit.power(web.id, 'stop'));
    await kit.advance(JOB_MS);
    const fresh = await kit.makeWorld();
    const other = await kit.detail(web.id, fresh.keys.full);
    expect(other.status).toBe('running');
  });
});

describe('empty scenario', () => {
  it('has no VPSs but working keys', async () => {
    const kit = await vpsSetup({ scenario: 'empty' });
    expect(await list(kit, '')).toEqual({ data: [], dropped: 0, hasMore: false, nextCursor: null });
    await expectProblem(await kit.call(`${VPS_PATH}/${web.id}`, { key: kit.key }), 404, 'not_found');
  });
});

describe('demo ids', () => {
  it('match the live demo world', async () => {
    const kit = await vpsSetup();
    const all = await list(kit, '?limit=100');
    const byId = new Map(all.data.map((item) => [item.id, item]));
    for (const [label, record] of Object.entries(DEMO_VPS)) {
      const live = byId.get(record.id);
      expect(live, label).toMatchObject({
        name: record.name,
        hostname: record.hostname,
        status: record.status,
        primaryIpv4: record.ipv4,
        region: { code: record.region, name: record.location },
      });
    }
    const network = await kit.network(web.id);
    const eth0 = network.interfaces.find((iface) => iface.id === web.primaryInterface);
    expect(eth0?.ip.map((ip) => ({ id: ip.id, address: ip.ip }))).toEqual([
      { ...web.ips.primaryV4 },
      { ...web.ips.primaryV6 },
      { ...web.ips.secondaryV4 },
    ]);
    const eth1 = network.interfaces.find((iface) => iface.id === web.privateInterface);
    expect(eth1?.ip[0]).toMatchObject({ id: web.ips.private.id, ip: web.ips.private.address });
    expect(network.availableIPv4.map((ip) => ip.id)).toEqual(
      expect.arrayContaining([
        DEMO_VPS_NETWORK.freeIpv4.id,
        DEMO_VPS_NETWORK.freeIpv4Other.id,
        DEMO_VPS_NETWORK.reservedIpv4.id,
      ]),
    );
    expect(network.availableIPv6.map((ip) => ip.id)).toContain(DEMO_VPS_NETWORK.freeIpv6.id);
    expect(network.privateSubnets.map((subnet) => subnet.id)).toEqual([
      DEMO_VPS_NETWORK.backendNetwork.id,
      DEMO_VPS_NETWORK.managementNetwork.id,
    ]);
  });
});

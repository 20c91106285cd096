import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mockScenarios, mockWorldInfo } from '@/api/schemas/mock-control';
import { operationEnvelope } from '@/api/schemas/common';
import { me } from '@/api/schemas/me';
import { WorldRegistry } from './worlds';
import { expectProblem, mockHarness, namedKey } from '@/mock/test-utils';

const worldInfo = z.object({
  worldId: z.string(),
  scenario: z.string(),
  createdAt: z.string(),
  clockOffsetMs: z.number(),
});

describe('/__mock control interface', () => {
  it('lists the scenarios', async () => {
    const { call, parse } = mockHarness();
    const list = await parse(await call('/__mock/scenarios'), mockScenarios);
    expect(list.map((s) => s.name)).toEqual(expect.arrayContaining(['demo', 'empty']));
    for (const scenario of list) expect(scenario.description.length).toBeGreaterThan(10);
  });

  it('creates a world with the three standard keys', async () => {
    const { call, parse, makeWorld } = mockHarness();
    const world = await makeWorld({ scenario: 'demo' });
    expect(world.worldId).toMatch(/^wld_[0-9a-f]+$/);
    for (const key of [world.keys.full, world.keys.readonly, world.keys.other])
      expect(key).toMatch(/^hpk_[0-9a-f]{32}$/);

    const full = await parse(await call('/api/v2/me', { key: world.keys.full }), me);
    expect(full.customer.name).toBe('Astrid Lindqvist');
    expect(full.customer.email).toBe('astrid@nordlicht.example');
    expect(full.key.scopes).toHaveLength(21);
    const readonly = await parse(await call('/api/v2/me', { key: world.keys.readonly }), me);
    expect([...readonly.key.scopes].sort()).toEqual(
      [
        'read:audit',
        'read:billing',
        'read:dns',
        'read:domains',
        'read:hosting',
        'read:orders',
        'read:support',
        'read:vm',
      ].sort(),
    );
    const other = await parse(await call('/api/v2/me', { key: world.keys.other }), me);
    expect(other.customer.name).toBe('Bruno Keller');
    expect(other.key.scopes).toHaveLength(21);

    const info = await parse(await call(`/__mock/worlds/${world.worldId}`), worldInfo);
    expect(info).toMatchObject({ worldId: world.worldId, scenario: 'demo', clockOffsetMs: 0 });
  });

  it('creates a world from an empty body with the demo scenario', async () => {
    const { call, parse } = mockHarness();
    // The control plane takes only JSON, also when the body is empty (control-guard.test.ts).
    const response = await call('/__mock/worlds', { method: 'POST', headers: { 'Content-Type': 'application/json' } });
    const created = await parse(response, z.object({ worldId: z.string() }), 201);
    const info = await parse(await call(`/__mock/worlds/${created.worldId}`), worldInfo);
    expect(info.scenario).toBe('demo');
  });

  it('adds named keys with exactly the given scopes', async () => {
    const { call, parse, makeWorld } = mockHarness();
    const world = await makeWorld({
      keys: [
        { name: 'support-reader', scopes: ['read:support'] },
        { name: 'none', scopes: [] },
      ],
    });
    const reader = namedKey(world, 'support-reader');
    expect(reader).toMatch(/^hpk_[0-9a-f]{32}$/);
    const body = await parse(await call('/api/v2/me', { key: reader }), me);
    expect(body.key.name).toBe('support-reader');
    expect(body.key.scopes).toEqual(['read:support']);
    expect((await parse(await call('/api/v2/me', { key: namedKey(world, 'none') }), me)).key.scopes).toEqual([]);
  });

  it('rejects bad world bodies with pointers', async () => {
    const { call } = mockHarness();
    const unknownScope = await expectProblem(
      await call('/__mock/worlds', { body: { keys: [{ name: 'x', scopes: ['read:support', 'read:everything'] }] } }),
      400,
      'invalid_request',
      '/__mock/worlds',
    );
    expect(unknownScope.errors?.[0]?.pointer).toBe('/keys/0/scopes/1');

    const unknownScenario = await expectProblem(
      await call('/__mock/worlds', { body: { scenario: 'nope' } }),
      400,
      'invalid_request',
    );
    expect(unknownScenario.errors?.[0]?.pointer).toBe('/scenario');

    const wrongType = await expectProblem(
      await call('/__mock/worlds', { body: { jobDurationMs: 'fast' } }),
      400,
      'invalid_request',
    );
    expect(wrongType.errors?.[0]).toMatchObject({ pointer: '/jobDurationMs', code: 'invalid_request' });

    const missing = await expectProblem(
      await call('/__mock/worlds', { body: { rateLimit: { limit: 3 } } }),
      400,
      'invalid_request',
    );
    expect(missing.errors?.[0]).toMatchObject({ pointer: '/rateLimit/windowSeconds', code: 'missing_required' });

    const extra = await expectProblem(
      await call('/__mock/worlds', { body: { color: 'blue' } }),
      400,
      'invalid_request',
    );
    expect(extra.errors?.[0]?.pointer).toBe('/color');

    const reserved = await expectProblem(
      await call('/__mock/worlds', { body: { keys: [{ name: 'full', scopes: [] }] } }),
      400,
      'invalid_request',
    );
    expect(reserved.errors?.[0]?.pointer).toBe('/keys/0/name');

    await expectProblem(await call('/__mock/worlds', { rawBody: '{"scenario":' }), 400, 'invalid_request');
    await expectProblem(await call('/__mock/worlds', { body: [] }), 400, 'invalid_request');
  });

  it("reports a world's options, faults and latency", async () => {
    const { call, parse, makeWorld } = mockHarness();
    const world = await makeWorld({
      scenario: 'empty',
      jobDurationMs: 250,
      latencyMs: 5,
      faults: { rate: 0.25, statuses: [503, 503, 502], seed: 9 },
    });
    const info = await parse(await call(`/__mock/worlds/${world.worldId}`), mockWorldInfo);
    expect(info).toMatchObject({
      worldId: world.worldId,
      scenario: 'empty',
      jobDurationMs: 250,
      latencyMs: 5,
      faults: { rate: 0.25, statuses: [503, 502], seed: 9 },
    });
    const plain = await parse(await call(`/__mock/worlds/${(await makeWorld()).worldId}`), mockWorldInfo);
    expect(plain).toMatchObject({ jobDurationMs: 1500, latencyMs: 0, faults: null });
  });

  it('advances the clock and deletes worlds', async () => {
    const { call, parse, makeWorld } = mockHarness();
    const world = await makeWorld();
    const advanced = await parse(
      await call(`/__mock/worlds/${world.worldId}/clock`, { body: { advanceMs: 60_000 } }),
      worldInfo,
    );
    expect(advanced.clockOffsetMs).toBe(60_000);
    await expectProblem(
      await call(`/__mock/worlds/${world.worldId}/clock`, { body: { advanceMs: -5 } }),
      400,
      'invalid_request',
    );
    await expectProblem(await call(`/__mock/worlds/${world.worldId}/clock`, { body: {} }), 400, 'invalid_request');

    const deleted = await call(`/__mock/worlds/${world.worldId}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    await expectProblem(await call(`/__mock/worlds/${world.worldId}`), 404, 'not_found');
    await expectProblem(await call('/api/v2/me', { key: world.keys.full }), 401, 'unauthorized');
    expect((await call(`/__mock/worlds/${world.worldId}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('creates no-op jobs for either customer', async () => {
    const { call, parse, makeWorld } = mockHarness();
    const world = await makeWorld();
    const running = await parse(
      await call(`/__mock/worlds/${world.worldId}/jobs`, { body: {} }),
      operationEnvelope,
      202,
    );
    expect(running.operation.status).toBe('pending');
    expect(running.operation.pollUrl).toBe(`/api/jobs/${running.operation.jobId}`);
    const inline = await parse(
      await call(`/__mock/worlds/${world.worldId}/jobs`, { body: { durationMs: 0, outcome: 'failed' } }),
      operationEnvelope,
      200,
    );
    expect(inline.operation).toMatchObject({ status: 'failed', pollUrl: null });
    await expectProblem(
      await call(`/__mock/worlds/${world.worldId}/jobs`, { body: { outcome: 'maybe' } }),
      400,
      'invalid_request',
    );
    await expectProblem(await call('/__mock/worlds/wld_missing/jobs', { body: {} }), 404, 'not_found');
  });
});

describe('WorldRegistry', () => {
  /** What a fresh world of each scenario costs (deterministic: the same for every world of it). */
  function costs() {
    const probe = new WorldRegistry();
    const costOf = (scenario: string) => probe.get(probe.createWorld({ scenario }).worldId)?.costBytes ?? NaN;
    return { demo: costOf('demo'), empty: costOf('empty'), reseller: costOf('reseller') };
  }
  const cost = costs();

  it('weighs a world by its data: a reseller world (10,000 domains) as much as ~50 demo worlds', () => {
    expect(cost.empty).toBeLessThan(cost.demo);
    expect(cost.demo).toBeGreaterThan(64 * 1024);
    expect(cost.reseller).toBeGreaterThan(40 * cost.demo);
    // ~14.5 MB of heap measured (world-cost.ts); the estimate is of the same order.
    expect(cost.reseller).toBeGreaterThan(6 * 1024 * 1024);
    expect(cost.reseller).toBeLessThan(20 * 1024 * 1024);
  });

  it('evicts the least recently used worlds to make room, never the default world', () => {
    const registry = new WorldRegistry({ maxCostBytes: Math.floor(3.5 * cost.demo) });
    const pinned = registry.createDefaultWorld('demo');
    const a = registry.createWorld();
    const b = registry.createWorld();
    expect(registry.findKey(a.keys.full)).toBeDefined(); // touch a: b is now the oldest unpinned
    const c = registry.createWorld();
    expect(registry.size).toBe(3);
    expect(registry.costBytes).toBe(3 * cost.demo);
    expect(registry.get(b.worldId)).toBeUndefined();
    expect(registry.findKey(b.keys.full)).toBeUndefined();
    expect(registry.get(a.worldId)).toBeDefined();
    expect(registry.get(c.worldId)).toBeDefined();
    expect(registry.findKey(pinned.keys.full)?.world.id).toBe(pinned.worldId);
  });

  it('keeps cheap worlds beside an expensive one, and fits them again once it is deleted or evicted', () => {
    const registry = new WorldRegistry({ maxCostBytes: cost.reseller + 3 * cost.demo });
    const first = registry.createWorld({ scenario: 'reseller' });
    const cheap = [registry.createWorld(), registry.createWorld()];
    expect(registry.size).toBe(3);
    // A second reseller world: the least recently used (the first reseller world) makes room, nothing more.
    const second = registry.createWorld({ scenario: 'reseller' });
    expect(registry.get(first.worldId)).toBeUndefined();
    for (const world of cheap) expect(registry.get(world.worldId)).toBeDefined();
    expect(registry.get(second.worldId)).toBeDefined();
    // Deleted, it frees its whole weight: three more demo worlds fit without evicting the two kept.
    expect(registry.delete(second.worldId)).toBe(true);
    expect(registry.costBytes).toBe(2 * cost.demo);
    const more = [registry.createWorld(), registry.createWorld(), registry.createWorld()];
    for (const world of [...cheap, ...more]) expect(registry.get(world.worldId)).toBeDefined();
    expect(registry.costBytes).toBeLessThanOrEqual(registry.maxCostBytes);
  });

  it('refuses with a 503 Problem only a world that could not fit alone, evicting nothing', async () => {
    const registry = new WorldRegistry({ maxCostBytes: 2 * 1024 * 1024 });
    const { call, makeWorld } = mockHarness({ registry });
    registry.createDefaultWorld('demo');
    const kept = [await makeWorld(), await makeWorld()];
    for (const attempt of [1, 2]) {
      // The first attempt builds the world to weigh it; the second is refused before building.
      const problem = await expectProblem(
        await call('/__mock/worlds', { body: { scenario: 'reseller' } }),
        503,
        'mock_capacity_exceeded',
        '/__mock/worlds',
      );
      expect(problem.detail, `attempt ${attempt}`).toMatch(/"reseller" world needs about [\d.]+ MB.*--max-world-mb/);
      expect(problem.extensions).toMatchObject({ scenario: 'reseller', maxCostBytes: 2 * 1024 * 1024 });
    }
    expect(registry.size).toBe(3);
    for (const world of kept) expect((await call(`/__mock/worlds/${world.worldId}`)).status).toBe(200);
    expect((await makeWorld({ scenario: 'demo' })).worldId).toMatch(/^wld_/);
  });

  it('replaces the default world of a scenario when created again', () => {
    const registry = new WorldRegistry();
    const first = registry.createDefaultWorld('empty');
    const second = registry.createDefaultWorld('empty');
    expect(registry.get(first.worldId)).toBeUndefined();
    expect(registry.findKey(first.keys.full)).toBeUndefined();
    expect(registry.findKey(second.keys.full)?.world.id).toBe(second.worldId);
    expect(registry.costBytes).toBe(cost.empty);
  });

  it("generates the default world's keys at every start: none is known before the server prints it", () => {
    const starts = [new WorldRegistry(), new WorldRegistry()].map((registry) => ({
      registry,
      keys: registry.createDefaultWorld('demo').keys,
    }));
    const [one, two] = starts;
    if (!one || !two) throw new Error('two starts');
    for (const { registry, keys } of starts) {
      for (const name of ['full', 'readonly', 'other'] as const) expect(keys[name]).toMatch(/^hpk_[0-9a-f]{32}$/);
      // The keys the default world used to have, the same on every machine, open nothing.
      for (const fixed of ['hpk_demo_full', 'hpk_demo_readonly', 'hpk_demo_other']) {
        expect(registry.findKey(fixed)).toBeUndefined();
      }
    }
    expect(new Set([one.keys.full, one.keys.readonly, one.keys.other, two.keys.full]).size).toBe(4);
    expect(one.registry.findKey(two.keys.full)).toBeUndefined();
  });
});

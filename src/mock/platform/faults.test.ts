import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mockWorldInfo } from '@/api/schemas/mock-control';
import { ticket } from '@/api/schemas/tickets';
import { DEMO_TICKETS } from '@/mock/scenarios/demo/ids';
import { expectProblem, mockHarness } from '@/mock/test-utils';
import { createFaults, drawFault, mulberry32 } from './faults';

const OPEN = DEMO_TICKETS.openWithStaffReply;
const TICKET = `/api/v2/support/tickets/${OPEN.number}`;

const site = mkdtempSync(join(tmpdir(), 'mock-faults-'));
writeFileSync(join(site, 'index.html'), '<!doctype html><title>panel</title>');
afterAll(() => rmSync(site, { recursive: true, force: true }));

const EXPECTED_CODES: Record<number, string> = {
  500: 'internal_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'gateway_timeout',
  429: 'rate_limit_exceeded',
};

describe('fault injection', () => {
  it('rate 1 fails every /api call with the chosen statuses as Problem Details', async () => {
    const { call, makeWorld } = mockHarness();
    const world = await makeWorld({ faults: { rate: 1, statuses: [500, 502, 503, 504, 429] } });
    const seen = new Set<number>();
    for (let index = 0; index < 40; index += 1) {
      const path = ['/api/v2/me', '/api/v2/support/tickets', TICKET, '/api/jobs/job_x'][index % 4] ?? '/api/v2/me';
      const response = await call(path, { key: world.keys.full });
      seen.add(response.status);
      const code = EXPECTED_CODES[response.status];
      if (!code) throw new Error(`unexpected status ${response.status}`);
      const retryAfter = response.headers.get('retry-after');
      const problem = await expectProblem(response, response.status, code, path);
      expect(problem.extensions).toEqual({ injectedFault: true });
      if (problem.status === 503 || problem.status === 429) expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
      if (problem.status === 429) expect(response.headers.get('x-ratelimit-remaining')).toBe('0');
      else expect(response.headers.get('x-ratelimit-limit')).toBe('600');
    }
    expect([...seen].sort()).toEqual([429, 500, 502, 503, 504]);
  });

  it('defaults to 500 and never touches other worlds, /__mock or static files', async () => {
    const { call, makeWorld } = mockHarness({ staticDir: site });
    const faulty = await makeWorld({ faults: { rate: 1 } });
    const healthy = await makeWorld();
    await expectProblem(await call('/api/v2/me', { key: faulty.keys.full }), 500, 'internal_error');
    expect((await call('/api/v2/me', { key: healthy.keys.full })).status).toBe(200);
    expect((await call(`/__mock/worlds/${faulty.worldId}`)).status).toBe(200);
    expect((await call('/__mock/scenarios')).status).toBe(200);
    expect((await call('/support/tickets')).status).toBe(200);
    // Without a usable key there is no world to fail: auth answers first.
    await expectProblem(await call('/api/v2/me'), 401, 'unauthorized');
  });

  it('rate 0 fails nothing', async () => {
    const { call, makeWorld } = mockHarness();
    const world = await makeWorld({ faults: { rate: 0, statuses: [503] } });
    for (let index = 0; index < 20; index += 1) {
      expect((await call('/api/v2/me', { key: world.keys.full })).status).toBe(200);
    }
  });

  it('fails before the handler: a failed close changes nothing, and faults can be turned off live', async () => {
    const { call, parse, makeWorld, patchWorld } = mockHarness();
    const world = await makeWorld();
    const before = await parse(await call(TICKET, { key: world.keys.full }), ticket);
    expect(before.status).toBe('open');

    const info = await patchWorld(world.worldId, { faults: { rate: 1, statuses: [502] } });
    expect(info.faults).toEqual({ rate: 1, statuses: [502], seed: null });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expectProblem(
        await call(`${TICKET}/actions/close`, { method: 'POST', key: world.keys.full }),
        502,
        'bad_gateway',
      );
    }
    const healed = await patchWorld(world.worldId, { faults: null });
    expect(healed.faults).toBeNull();
    const after = await parse(await call(TICKET, { key: world.keys.full }), ticket);
    expect(after.status).toBe('open');
    expect(after.messages).toHaveLength(before.messages.length);
  });

  it('never reports an applied mutation as failed: every success took effect exactly once', async () => {
    const { call, parse, makeWorld } = mockHarness();
    const world = await makeWorld({ faults: { rate: 0.5, statuses: [500, 503], seed: 7 } });
    let closed = false;
    for (let attempt = 0; attempt < 30 && !closed; attempt += 1) {
      const response = await call(`${TICKET}/actions/close`, { method: 'POST', key: world.keys.full });
      if (response.status === 200) closed = true;
      else expect([500, 503]).toContain(response.status);
    }
    expect(closed).toBe(true);
    await call(`/__mock/worlds/${world.worldId}`, { method: 'PATCH', body: { faults: null } });
    const after = await parse(await call(TICKET, { key: world.keys.full }), ticket);
    expect(after.status).toBe('closed');
    expect(after.messages.filter((m) => m.sender === 'automation' && m.body?.startsWith('Ticket closed'))).toHaveLength(
      1,
    );
  });

  it('is deterministic: the same seed fails the same requests, a share close to the rate', async () => {
    const { call, makeWorld } = mockHarness();
    const run = async () => {
      const world = await makeWorld({ faults: { rate: 0.3, statuses: [500, 502], seed: 1234 } });
      const statuses: number[] = [];
      for (let index = 0; index < 60; index += 1) {
        statuses.push((await call('/api/v2/me', { key: world.keys.full })).status);
      }
      return statuses;
    };
    const first = await run();
    expect(await run()).toEqual(first);
    const failures = first.filter((status) => status !== 200).length;
    expect(failures).toBeGreaterThan(5);
    expect(failures).toBeLessThan(35);

    const a = createFaults({ rate: 0.5 }, 'wld_same');
    const b = createFaults({ rate: 0.5 }, 'wld_same');
    const draws = (faults: typeof a) => Array.from({ length: 50 }, () => drawFault(faults));
    expect(draws(a)).toEqual(draws(b));
    const random = mulberry32(42);
    for (let index = 0; index < 1000; index += 1) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('adds latencyMs to every /api response of the world, and PATCH changes it', async () => {
    const { call, makeWorld, patchWorld } = mockHarness();
    const world = await makeWorld({ latencyMs: 150 });
    const timed = async (key: string) => {
      const started = performance.now();
      const response = await call('/api/v2/me', { key });
      expect(response.status).toBe(200);
      return performance.now() - started;
    };
    expect(await timed(world.keys.full)).toBeGreaterThanOrEqual(140);
    const fast = await makeWorld();
    expect(await timed(fast.keys.full)).toBeLessThan(140);
    await patchWorld(world.worldId, { latencyMs: 0 });
    expect(await timed(world.keys.full)).toBeLessThan(140);
    const slowed = await patchWorld(fast.worldId, { latencyMs: 200 });
    expect(slowed.latencyMs).toBe(200);
    expect(await timed(fast.keys.full)).toBeGreaterThanOrEqual(190);
    const started = performance.now();
    expect((await call(`/__mock/worlds/${fast.worldId}`)).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(140);
  });

  it('validates faults and latencyMs on create and PATCH', async () => {
    const { call, parse, makeWorld } = mockHarness();
    const bad: [unknown, string][] = [
      [{ faults: { rate: 1.5 } }, '/faults/rate'],
      [{ faults: { rate: -0.1 } }, '/faults/rate'],
      [{ faults: { rate: 0.5, statuses: [404] } }, '/faults/statuses/0'],
      [{ faults: { rate: 0.5, statuses: [] } }, '/faults/statuses'],
      [{ faults: { statuses: [500] } }, '/faults/rate'],
      [{ faults: { rate: 0.5, color: 'red' } }, '/faults/color'],
      [{ latencyMs: 10_001 }, '/latencyMs'],
      [{ latencyMs: 1.5 }, '/latencyMs'],
    ];
    const world = await makeWorld();
    for (const [body, pointer] of bad) {
      const created = await expectProblem(await call('/__mock/worlds', { body }), 400, 'invalid_request');
      expect(created.errors?.[0]?.pointer, JSON.stringify(body)).toBe(pointer);
      const patched = await expectProblem(
        await call(`/__mock/worlds/${world.worldId}`, { method: 'PATCH', body }),
        400,
        'invalid_request',
      );
      expect(patched.errors?.[0]?.pointer, JSON.stringify(body)).toBe(pointer);
    }
    await expectProblem(
      await call(`/__mock/worlds/${world.worldId}`, { method: 'PATCH', body: { scenario: 'empty' } }),
      400,
      'invalid_request',
    );
    await expectProblem(
      await call('/__mock/worlds/wld_gone', { method: 'PATCH', body: { latencyMs: 0 } }),
      404,
      'not_found',
    );
    // An empty PATCH changes nothing and returns the world.
    const info = await parse(
      await call(`/__mock/worlds/${world.worldId}`, { method: 'PATCH', body: {} }),
      mockWorldInfo,
    );
    expect(info).toMatchObject({ worldId: world.worldId, latencyMs: 0, faults: null });
  });
});

import { describe, expect, it } from 'vitest';
import { ticketListPage } from '@/api/schemas/tickets';
import { DEMO_TICKETS } from '@/mock/scenarios/demo/ids';
import { expectProblem, mockHarness } from '@/mock/test-utils';

const OPEN = DEMO_TICKETS.openWithStaffReply;

describe('request pipeline', () => {
  it('answers 401 without a key and with an unknown key, with rate-limit headers', async () => {
    const { call } = mockHarness();
    const missing = await call('/api/v2/support/tickets');
    expect(missing.headers.get('x-ratelimit-limit')).toBe('600');
    await expectProblem(missing, 401, 'unauthorized', '/api/v2/support/tickets');
    await expectProblem(await call('/api/v2/support/tickets', { key: 'hpk_nope' }), 401, 'unauthorized');
    await expectProblem(
      await call('/api/v2/me', { headers: { Authorization: 'Basic dXNlcjpwYXNz' } }),
      401,
      'unauthorized',
    );
  });

  it('sets X-Request-Id and X-RateLimit-* on successful responses', async () => {
    const { call, makeWorld } = mockHarness();
    const world = await makeWorld();
    const response = await call('/api/v2/me', { key: world.keys.full });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{16}$/);
    expect(response.headers.get('x-ratelimit-limit')).toBe('600');
    expect(response.headers.get('x-ratelimit-remaining')).toBe('599');
    expect(Number(response.headers.get('x-ratelimit-reset'))).toBeGreaterThanOrEqual(1);
    expect((await call('/__mock/scenarios')).headers.get('x-request-id')).toMatch(/^req_/);
  });

  it('answers CORS preflights and exposes the headers the client reads', async () => {
    const { call, makeWorld } = mockHarness();
    const preflight = await call('/api/v2/support/tickets', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
    const world = await makeWorld();
    const response = await call('/api/v2/me', { key: world.keys.full, headers: { Origin: 'http://localhost:5173' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = response.headers.get('access-control-expose-headers') ?? '';
    for (const header of [
      'Retry-After',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
      'X-Request-Id',
    ]) {
      expect(exposed).toContain(header);
    }
  });

  it('answers unknown routes with 404 and wrong methods with 405', async () => {
    const { call, makeWorld } = mockHarness();
    const world = await makeWorld();
    await expectProblem(
      await call('/api/v2/nothing-here', { key: world.keys.full }),
      404,
      'not_found',
      '/api/v2/nothing-here',
    );
    const wrong = await call(`/api/v2/support/tickets/${OPEN.number}/actions/close`, { key: world.keys.full });
    expect(wrong.headers.get('allow')).toBe('POST');
    await expectProblem(wrong, 405, 'method_not_allowed');
    const del = await call(`/api/v2/support/tickets/${OPEN.number}`, { key: world.keys.full, method: 'DELETE' });
    expect(del.headers.get('allow')).toBe('GET, HEAD');
    await expectProblem(del, 405, 'method_not_allowed');
    await expectProblem(await call('/__mock/nothing'), 404, 'not_found');
  });

  it('never answers bad input with a 500', async () => {
    const { call, makeWorld } = mockHarness();
    const world = await makeWorld();
    const close = `/api/v2/support/tickets/${OPEN.number}/actions/close`;
    const invalidJson = await expectProblem(
      await call(close, { key: world.keys.full, rawBody: '{"oops":' }),
      400,
      'invalid_request',
    );
    expect(invalidJson.errors).toEqual([expect.objectContaining({ pointer: '' })]);
    const huge = await expectProblem(
      await call(close, { key: world.keys.full, body: { note: 'x'.repeat(500_000) } }),
      400,
      'invalid_request',
    );
    expect(huge.errors?.[0]?.pointer).toBe('/note');
    await expectProblem(
      await call(close, { key: world.keys.full, body: 'x'.repeat(2 * 1024 * 1024) }),
      413,
      'payload_too_large',
    );
    await expectProblem(await call(close, { key: world.keys.full, rawBody: '\u0000\u0001' }), 400, 'invalid_request');
    await expectProblem(await call(close, { key: world.keys.full, body: [1, 2] }), 400, 'invalid_request');
    await expectProblem(await call(close, { key: world.keys.full, body: null }), 400, 'invalid_request');
    await expectProblem(
      await call('/api/v2/support/tickets/%E0%A4%A', { key: world.keys.full }),
      400,
      'invalid_request',
    );
    await expectProblem(
      await call('/api/v2/support/tickets?limit=abc', { key: world.keys.full }),
      400,
      'invalid_request',
    );
    await expectProblem(await call('/api/jobs/not-a-job', { key: world.keys.full }), 400, 'invalid_request');
    await expectProblem(
      await call(`/api/v2/support/tickets/${'9'.repeat(40)}`, { key: world.keys.full }),
      400,
      'invalid_request',
    );
  });

  it('ignores any Authorization header on the public catalog path and limits it per client address', async () => {
    const { call, makeWorld } = mockHarness();
    const world = await makeWorld();
    const catalog = '/api/v2/products/shared-hosting';
    const remaining: number[] = [];
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer hpk_not_a_key' },
      { Authorization: 'Basic dXNlcjpwYXNz' },
      { Authorization: 'Bearer' },
      { Authorization: `Bearer ${world.keys.full}` },
    ];
    for (const headers of attempts) {
      const response = await call(catalog, { headers });
      // The catalog route arrives with its area; until then any answer but 401 shows the key was not checked.
      expect(response.status, JSON.stringify(headers)).not.toBe(401);
      expect(response.headers.get('www-authenticate')).toBeNull();
      expect(response.headers.get('x-ratelimit-limit')).toBe('600');
      remaining.push(Number(response.headers.get('x-ratelimit-remaining')));
    }
    // One anonymous bucket for this client, whatever key was sent.
    expect(remaining).toEqual(remaining.map((_, index) => (remaining[0] ?? 0) - index));
    // A key's own window is untouched by catalog calls.
    expect((await call('/api/v2/me', { key: world.keys.full })).headers.get('x-ratelimit-remaining')).toBe('599');
  });

  it('rate limits per key with a fixed window', async () => {
    const { call, parse, makeWorld } = mockHarness();
    const world = await makeWorld({ rateLimit: { limit: 3, windowSeconds: 60 } });
    for (let i = 0; i < 3; i += 1) {
      const ok = await call('/api/v2/support/tickets', { key: world.keys.full });
      expect(ok.headers.get('x-ratelimit-remaining')).toBe(String(2 - i));
      await parse(ok, ticketListPage);
    }
    const limited = await call('/api/v2/support/tickets', { key: world.keys.full });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited.headers.get('x-ratelimit-limit')).toBe('3');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(limited.headers.get('x-ratelimit-reset'))).toBeGreaterThanOrEqual(1);
    await expectProblem(limited, 429, 'rate_limit_exceeded', '/api/v2/support/tickets');

    // Another key of the same world has its own window.
    expect((await call('/api/v2/me', { key: world.keys.readonly })).status).toBe(200);
    // The window runs on the world clock: advancing it opens a new window.
    await call(`/__mock/worlds/${world.worldId}/clock`, { body: { advanceMs: 61_000 } });
    expect((await call('/api/v2/me', { key: world.keys.full })).status).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import type { MockAppOptions } from '@/mock/app';
import { expectProblem, mockHarness } from '@/mock/test-utils';

/**
 * The /__mock control plane is not open to the web (control-guard.ts): support staff browse beside the mock, so a
 * page elsewhere must not create worlds (a text/plain POST needs no preflight), read answers, or flood it.
 */

interface Sent {
  origin?: string;
  site?: string;
  contentType?: string;
  method?: string;
  body?: string;
}

/** A request as a browser (or another client) would send it to `url`, without the harness's defaults. */
function sender(options: MockAppOptions = {}) {
  const harness = mockHarness(options);
  const send = (url: string, sent: Sent = {}) => {
    const headers = new Headers();
    if (sent.origin !== undefined) headers.set('Origin', sent.origin);
    if (sent.site !== undefined) headers.set('Sec-Fetch-Site', sent.site);
    if (sent.contentType !== undefined) headers.set('Content-Type', sent.contentType);
    const method = sent.method ?? (sent.body === undefined ? 'GET' : 'POST');
    return harness.app.fetch(new Request(url, { method, headers, body: sent.body }));
  };
  return { ...harness, send };
}

const MOCK = 'http://127.0.0.1:4173';
const WORLD_BODY = JSON.stringify({ scenario: 'reseller' });

describe('/__mock answers only its own origin', () => {
  it('refuses a cross-origin text/plain POST to /__mock/worlds and creates nothing', async () => {
    const { send, registry } = sender();
    // What any page can send without a preflight: a "simple" request.
    const response = await send(`${MOCK}/__mock/worlds`, {
      origin: 'https://evil.example',
      site: 'cross-site',
      contentType: 'text/plain;charset=UTF-8',
      body: WORLD_BODY,
    });
    await expectProblem(response, 403, 'cross_origin_refused', '/__mock/worlds');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(registry.size).toBe(0);
  });

  it('sends no Access-Control-Allow-Origin to a foreign origin, on reads and preflights alike', async () => {
    const { send } = sender();
    const read = await send(`${MOCK}/__mock/scenarios`, { origin: 'https://evil.example', site: 'cross-site' });
    await expectProblem(read, 403, 'cross_origin_refused');
    expect(read.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = await send(`${MOCK}/__mock/worlds`, { method: 'OPTIONS', origin: 'https://evil.example' });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another port of the same host (same-site)', { origin: 'http://127.0.0.1:8080', site: 'same-site' }],
    ['an opaque origin (sandboxed frame, file:)', { origin: 'null' }],
    ['a cross-site request without Origin', { site: 'cross-site' }],
    ['a malformed Origin', { origin: 'not a url' }],
  ])('refuses %s', async (_label, headers) => {
    const { send, registry } = sender();
    const response = await send(`${MOCK}/__mock/worlds`, {
      ...headers,
      contentType: 'application/json',
      body: WORLD_BODY,
    });
    await expectProblem(response, 403, 'cross_origin_refused');
    expect(registry.size).toBe(0);
  });

  it('answers the app it serves, the dev server proxying to it, and clients that send no Origin', async () => {
    const { send, call } = sender();
    // The static app, as e2e and `npm run mock -- --static dist` serve it.
    const served = await send(`${MOCK}/__mock/worlds`, {
      origin: MOCK,
      site: 'same-origin',
      contentType: 'application/json',
      body: '{"scenario":"empty"}',
    });
    expect(served.status).toBe(201);
    // `npm start`: Vite on 5173 forwards /__mock keeping the browser's Host (vite.config.ts, changeOrigin false).
    const proxied = await send('http://localhost:5173/__mock/worlds', {
      origin: 'http://localhost:5173',
      site: 'same-origin',
      contentType: 'application/json; charset=utf-8',
      body: '{"scenario":"empty"}',
    });
    expect(proxied.status).toBe(201);
    // An address typed into the browser.
    expect((await send(`${MOCK}/__mock/scenarios`, { site: 'none' })).status).toBe(200);
    // curl, Playwright's request fixture, Node's fetch (the bench): no Origin, nothing ambient to forge.
    expect((await call('/__mock/worlds', { body: { scenario: 'empty' } })).status).toBe(201);
  });

  it('refuses a DNS-rebinding page (same origin to the browser, under its own name) unless the mock listens there', async () => {
    const rebinding = { origin: 'http://evil.example:4010', site: 'same-origin', contentType: 'application/json' };
    const { send } = sender();
    await expectProblem(
      await send('http://evil.example:4010/__mock/worlds', { ...rebinding, body: '{}' }),
      403,
      'cross_origin_refused',
    );
    const lan = sender({ control: { allowedHosts: ['panel.lan'] } });
    const own = { origin: 'http://panel.lan:4010', site: 'same-origin', contentType: 'application/json' };
    expect((await lan.send('http://panel.lan:4010/__mock/worlds', { ...own, body: '{}' })).status).toBe(201);
  });
});

describe('/__mock takes only application/json', () => {
  it.each([
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['a JSON look-alike', 'application/jsonp'],
  ])('refuses %s with a 415', async (_label, contentType) => {
    const { send, registry } = sender();
    const response = await send(`${MOCK}/__mock/worlds`, { contentType, body: '{"scenario":"empty"}' });
    await expectProblem(response, 415, 'unsupported_media_type');
    expect(registry.size).toBe(0);
  });

  it('needs the JSON type on a POST or PATCH even without a body; GET and DELETE need none', async () => {
    const { send, makeWorld } = sender();
    await expectProblem(await send(`${MOCK}/__mock/worlds`, { method: 'POST' }), 415, 'unsupported_media_type');
    const empty = await send(`${MOCK}/__mock/worlds`, { method: 'POST', contentType: 'application/json' });
    expect(empty.status).toBe(201);
    const world = await makeWorld();
    await expectProblem(
      await send(`${MOCK}/__mock/worlds/${world.worldId}`, { method: 'PATCH', contentType: 'text/plain', body: '{}' }),
      415,
      'unsupported_media_type',
    );
    expect((await send(`${MOCK}/__mock/worlds/${world.worldId}`)).status).toBe(200);
    expect((await send(`${MOCK}/__mock/worlds/${world.worldId}`, { method: 'DELETE' })).status).toBe(204);
  });
});

describe('/__mock is rate-limited per client address', () => {
  it('answers 429 with Retry-After past the limit; refused requests do not count', async () => {
    const { send, call } = sender({ control: { rateLimit: { limit: 5, windowSeconds: 60 } } });
    for (let i = 0; i < 3; i += 1) {
      await send(`${MOCK}/__mock/scenarios`, { origin: 'https://evil.example', site: 'cross-site' });
    }
    for (let i = 0; i < 5; i += 1) {
      const ok = await call('/__mock/scenarios');
      expect(ok.status).toBe(200);
      expect(ok.headers.get('x-ratelimit-limit')).toBe('5');
      expect(ok.headers.get('x-ratelimit-remaining')).toBe(String(4 - i));
    }
    const limited = await expectProblem(await call('/__mock/scenarios'), 429, 'rate_limit_exceeded');
    expect(limited.detail).toContain('5 requests');
    const again = await call('/__mock/scenarios');
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('holds world creation to its own, tighter window', async () => {
    const { call } = sender({ control: { worldRateLimit: { limit: 2, windowSeconds: 60 } } });
    const create = () => call('/__mock/worlds', { body: { scenario: 'empty' } });
    expect((await create()).status).toBe(201);
    expect((await create()).status).toBe(201);
    const refused = await create();
    await expectProblem(refused, 429, 'rate_limit_exceeded');
    expect(refused.headers.get('x-ratelimit-limit')).toBe('2');
    // Other control calls go on, and the refused creation was not counted against them (1200 - 2 - this one).
    const scenarios = await call('/__mock/scenarios');
    expect(scenarios.status).toBe(200);
    expect(scenarios.headers.get('x-ratelimit-remaining')).toBe('1197');
  });

  it('carries an e2e run by default: 300 worlds and 1200 calls a minute', async () => {
    const { call } = sender();
    for (let i = 0; i < 300; i += 1) {
      const created = await call('/__mock/worlds', { body: { scenario: 'empty' } });
      expect(created.status).toBe(201);
    }
    await expectProblem(await call('/__mock/worlds', { body: { scenario: 'empty' } }), 429, 'rate_limit_exceeded');
    const read = await call('/__mock/scenarios');
    expect(read.status).toBe(200);
    expect(read.headers.get('x-ratelimit-limit')).toBe('1200');
  });
});

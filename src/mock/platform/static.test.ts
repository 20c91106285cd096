import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_TICKETS } from '@/mock/scenarios/demo/ids';
import { expectProblem, mockHarness } from '@/mock/test-utils';

const OPEN = DEMO_TICKETS.openWithStaffReply;

const parent = mkdtempSync(join(tmpdir(), 'mock-static-'));
const dir = join(parent, 'site');
mkdirSync(dir);
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>panel</title>');
writeFileSync(join(dir, 'config.json'), '{"apiBaseUrl":""}');
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
writeFileSync(join(parent, 'secret.txt'), 'TOP-SECRET-CONTENT');

afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('static files', () => {
  const { call, makeWorld } = mockHarness({ staticDir: dir });

  it('serves files, and index.html for client routes', async () => {
    const index = await call('/');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(index.headers.get('cache-control')).toBe('no-store');
    expect(await index.text()).toContain('<title>panel</title>');

    const route = await call(`/support/tickets/${OPEN.number}`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>panel</title>');
    expect(route.headers.get('cache-control')).toBe('no-store');

    const config = await call('/config.json');
    expect(config.headers.get('cache-control')).toBe('no-store');
    expect(await config.json()).toEqual({ apiBaseUrl: '' });

    const asset = await call('/assets/app.js');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect((await call('/assets/missing.js')).status).toBe(404);
  });

  it('never serves outside the directory or shadows the API', async () => {
    for (const path of ['/..%2fsecret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      // `..` above the root collapses to the root: a 404 or the SPA's index.html, never the file.
      const traversal = await call(path);
      const text = await traversal.text();
      expect(text, path).not.toContain('TOP-SECRET-CONTENT');
      if (traversal.status === 200) expect(text).toContain('<title>panel</title>');
    }
    await expectProblem(await call('/api/v2/unknown'), 401, 'unauthorized');
    const world = await makeWorld();
    await expectProblem(await call('/api/v2/unknown', { key: world.keys.full }), 404, 'not_found');
    await expectProblem(await call('/__mock/unknown'), 404, 'not_found');
    await expectProblem(
      await call(`/api/v2/support/tickets/${OPEN.number}/actions/close`, { key: world.keys.full }),
      405,
      'method_not_allowed',
    );
  });

  it('sends the deployment security headers with every file, index.html above all', async () => {
    for (const path of ['/', `/support/tickets/${OPEN.number}`, '/config.json', '/assets/app.js']) {
      const response = await call(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(directives(response.headers.get('content-security-policy')), path).toEqual({
        'default-src': ["'none'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'style-src-elem': ["'self'", "'unsafe-inline'"],
        'style-src-attr': ["'none'"],
        'img-src': ["'self'"],
        'connect-src': ["'self'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
      });
    }
  });
});

describe('the API beside the app it serves', () => {
  const { call, makeWorld } = mockHarness({ staticDir: dir });
  const preflight = (origin: string) =>
    call('/api/v2/me', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });

  it("lets no other origin's page call it: no preflight or answer carries Access-Control-Allow-Origin", async () => {
    const world = await makeWorld();
    for (const origin of ['http://evil.example', 'http://localhost:5173', 'null']) {
      expect((await preflight(origin)).headers.get('access-control-allow-origin'), origin).toBeNull();
      const answer = await call('/api/v2/me', { key: world.keys.full, headers: { Origin: origin } });
      expect(answer.status, origin).toBe(200); // not a browser's request: no CORS to ask
      expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('allows its own origin, the one it serves the app on', async () => {
    const own = await preflight('http://mock.test');
    expect(own.status).toBe(204);
    expect(own.headers.get('access-control-allow-origin')).toBe('http://mock.test');
    expect(own.headers.get('vary')).toContain('Origin');
  });
});

/** A Content-Security-Policy header as directive -> sources. */
function directives(policy: string | null): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name] = sources;
  }
  return out;
}

describe('static files with the API on another origin', () => {
  const other = join(parent, 'other');
  mkdirSync(other);
  writeFileSync(join(other, 'index.html'), '<!doctype html><title>panel</title>');
  writeFileSync(join(other, 'config.json'), '{"apiBaseUrl":"https://api.example.com/v2-gateway"}');
  const { call } = mockHarness({ staticDir: other });

  it("lets the app connect to config.json's API origin (and its WebSocket twin), and nowhere else", async () => {
    const policy = directives((await call('/')).headers.get('content-security-policy'));
    // The console's WebSocket lives on the API's origin: its wss: twin too.
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.com', 'wss://api.example.com']);
    expect(policy['script-src']).toEqual(["'self'"]);
  });
});

describe("static files: config.json's API base read with the app's own rule", () => {
  /** A site whose config.json names `apiBaseUrl`, and the connect-src its pages get. */
  function connectSrcFor(apiBaseUrl: string, name: string) {
    const site = join(parent, name);
    mkdirSync(site);
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>panel</title>');
    writeFileSync(join(site, 'config.json'), JSON.stringify({ apiBaseUrl }));
    const { call } = mockHarness({ staticDir: site });
    return async () => directives((await call('/')).headers.get('content-security-policy'))['connect-src'];
  }

  const refused = [
    'http://evil.example',
    'https://user:secret@api.example.com',
    'https://api.example.com/v2?to=elsewhere',
    'https://api.example.com/#x',
    '//evil.example',
    'javascript:alert(1)',
  ];
  const refusedSites = refused.map((base, index) => [base, connectSrcFor(base, `refused-${index}`)] as const);

  it('allows no other origin for a base the app refuses (it connects to its own origin then)', async () => {
    for (const [base, connectSrc] of refusedSites) expect(await connectSrc(), base).toEqual(["'self'"]);
  });

  const loopback = connectSrcFor('http://localhost:4010/gateway', 'loopback');
  const path = connectSrcFor('/gateway', 'path');

  it('adds the origin of a base the app uses: plain http on loopback, nothing for a path on its own origin', async () => {
    expect(await loopback()).toEqual(["'self'", 'http://localhost:4010', 'ws://localhost:4010']);
    expect(await path()).toEqual(["'self'"]);
  });
});

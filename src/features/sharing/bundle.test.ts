import { QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { apiRequest, configureApi, getApiConfig } from '@/api/client';
import { viewRecorder } from '@/api/view-recorder';
import {
  buildBundle,
  bundleText,
  groupFailures,
  MAX_BUNDLE_BYTES,
  parseBundle,
  readBundleFile,
  summarize,
} from './bundle';

const KEY = 'hp_live_SECRET0123456789abcdef';
const before = getApiConfig();

afterEach(() => {
  configureApi(before);
  viewRecorder.clear();
});

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'X-Request-Id': `req_${status}` },
  });
}

async function screenWithAFailure() {
  const seen: Headers[] = [];
  configureApi({
    baseUrl: '',
    getKey: () => KEY,
    fetch: (input, init) => {
      seen.push(new Headers(init?.headers));
      const url = String(input);
      if (url.includes('/domains/'))
        return Promise.resolve(
          answer(409, { title: 'Locked', status: 409, code: 'domain_locked', requestId: 'req_abc', detail: 'Locked.' }),
        );
      return Promise.resolve(
        answer(200, { items: [{ id: 'dom_1', name: 'example.se', owner: { email: 'anna@example.se' } }] }),
      );
    },
  });
  const queryClient = new QueryClient();
  const list = await apiRequest(z.unknown(), '/api/v2/domains', { query: { q: 'example' } });
  queryClient.setQueryData(['domains', 'list'], list);
  await expect(apiRequest(z.unknown(), '/api/v2/domains/dom_1', { method: 'POST', body: {} })).rejects.toThrow();
  // The key went in a header, as always.
  expect(seen.every((headers) => headers.get('Authorization') === `Bearer ${KEY}`)).toBe(true);
  return queryClient;
}

const place = {
  url: '/domains?q=example',
  locale: 'sv' as const,
  scheme: 'dark' as const,
  viewportWidth: 390,
  scenario: 'default',
  customerName: 'Anna Svensson',
  keyScopes: ['read:domains', 'write:domains'],
  operations: [],
};

describe('view bundle', () => {
  it('never holds the key or a request header, masked or not', async () => {
    const queryClient = await screenWithAFailure();
    for (const mask of [true, false]) {
      const text = JSON.stringify(buildBundle({ ...place, queryClient }, { mask }));
      expect(text).not.toContain(KEY);
      expect(text).not.toMatch(/authorization|bearer|x-request-id|content-type|accept/i);
    }
  });

  it('holds the screen’s reads as sent and the failed request with its problem, status, request id and time', async () => {
    const queryClient = await screenWithAFailure();
    const bundle = buildBundle({ ...place, queryClient }, { mask: true });
    expect(bundle).toMatchObject({ version: 2, url: '/domains?q=example', locale: 'sv', viewportWidth: 390 });
    expect(bundle.reads.map((read) => read.path)).toEqual(['/api/v2/domains?q=example']);
    expect(bundle.failedRequests).toEqual([
      expect.objectContaining({ method: 'POST', status: 409, code: 'domain_locked', requestId: 'req_abc' }),
    ]);
    expect(bundle.customerName).toBe('Person 1');
    // The key's scopes (names, never the key): a replay blocks what the customer's key could not do with their reason.
    expect(bundle.keyScopes).toEqual(['read:domains', 'write:domains']);
    expect(JSON.stringify(bundle)).not.toContain('anna@example.se');
    const text = JSON.stringify(bundle);
    expect(summarize(bundle, text)).toMatchObject({ resources: ['example.se'], responses: 1, failedRequests: 1 });
    // It reads back as it was written.
    expect(parseBundle(JSON.parse(text))).toEqual({ ok: true, bundle });
  });

  it('lists a failure tried again once, with how many times, in the order first seen', () => {
    const failure = (at: number, path: string, status = 502, code = 'bad_gateway') => ({
      at,
      method: 'GET' as const,
      path,
      status,
      code,
      requestId: `req_${at}`,
      problem: null,
    });
    const grouped = groupFailures([
      failure(1, '/api/v2/support/tickets/t1'),
      failure(2, '/api/v2/domains', 0, 'network_error'),
      failure(3, '/api/v2/support/tickets/t1'),
      failure(4, '/api/v2/support/tickets/t1', 503, 'service_unavailable'),
      failure(5, '/api/v2/support/tickets/t1'),
    ]);
    expect(grouped.map(({ failure: f, times }) => [f.path, f.status, times])).toEqual([
      ['/api/v2/support/tickets/t1', 502, 3],
      ['/api/v2/domains', 0, 1],
      ['/api/v2/support/tickets/t1', 503, 1],
    ]);
  });

  it('refuses a file too large, not JSON, of another version or not a bundle, before reading more of it', async () => {
    const huge = { size: MAX_BUNDLE_BYTES + 1, text: () => Promise.reject(new Error('read a 50 MB file')) };
    expect(await readBundleFile(huge)).toEqual({ ok: false, refusal: 'tooLarge' });
    expect(await readBundleFile(new Blob(['<script>alert(1)</script>']))).toEqual({ ok: false, refusal: 'notJson' });
    const queryClient = await screenWithAFailure();
    const bundle = buildBundle({ ...place, queryClient }, { mask: true });
    expect(parseBundle({ ...bundle, version: 3 })).toEqual({ ok: false, refusal: 'wrongVersion' });
    expect(parseBundle({ ...bundle, version: '2' })).toEqual({ ok: false, refusal: 'wrongVersion' });
    expect(parseBundle({ ...bundle, url: '//evil.example/x' })).toEqual({ ok: false, refusal: 'notABundle' });
    expect(parseBundle({ ...bundle, locale: 'de' })).toEqual({ ok: false, refusal: 'notABundle' });
    expect(parseBundle([])).toEqual({ ok: false, refusal: 'notABundle' });
  });

  it('drops a malformed item and keeps the rest (tolerant per item)', async () => {
    const queryClient = await screenWithAFailure();
    const bundle = buildBundle({ ...place, queryClient }, { mask: true });
    const hostile = {
      ...bundle,
      reads: [...bundle.reads, { path: 'https://evil.example/api', body: {}, at: 1 }, { path: 42 }],
      failedRequests: [...bundle.failedRequests, { method: 'TRACE' }],
    };
    const parsed = parseBundle(hostile);
    expect(parsed.ok && parsed.bundle.reads.length).toBe(1);
    expect(parsed.ok && parsed.bundle.failedRequests.length).toBe(1);
  });

  it('writes the file compact and reads it back as it was; a version-1 file is still read', async () => {
    const queryClient = await screenWithAFailure();
    const rows = Array.from({ length: 20 }, (_, i) => ({ id: `dom_${i}`, name: `example${i}.se`, tags: [] }));
    const reads = [{ path: '/api/v2/domains?limit=20', body: { data: rows, hasMore: false }, at: Date.now() }];
    const bundle = buildBundle({ ...place, queryClient, reads }, { mask: true });
    const text = bundleText(bundle);
    expect(text).toContain('"tables":[{"pointer":"/data","keys":["id","name","tags"]');
    expect(text.length).toBeLessThan(JSON.stringify(bundle).length);
    expect(parseBundle(JSON.parse(text))).toEqual({ ok: true, bundle });
    // Version 1 wrote every body as it was: read as it is.
    expect(parseBundle({ ...bundle, version: 1 })).toEqual({ ok: true, bundle: { ...bundle, version: 1 } });
  });

  it('refuses a read whose columns are malformed and keeps the others', async () => {
    const queryClient = await screenWithAFailure();
    const bundle = buildBundle({ ...place, queryClient }, { mask: true });
    const file = JSON.parse(bundleText(bundle)) as { reads: unknown[] };
    const table = { pointer: '/data', keys: ['id'], columns: [['a', 'b']] };
    for (const tables of [[{ ...table, columns: [['a'], ['b']] }], 'tables', [{ ...table, pointer: '/nowhere' }]]) {
      const hostile = { ...file, reads: [...file.reads, { path: '/api/v2/vps', body: { data: null }, at: 1, tables }] };
      const parsed = parseBundle(hostile);
      expect(parsed.ok && parsed.bundle.reads.map((read) => read.path)).toEqual(['/api/v2/domains?q=example']);
    }
    const fine = {
      ...file,
      reads: [...file.reads, { path: '/api/v2/vps', body: { data: null }, at: 1, tables: [table] }],
    };
    const parsed = parseBundle(fine);
    expect(parsed.ok && parsed.bundle.reads[1]?.body).toEqual({ data: [{ id: 'a' }, { id: 'b' }] });
  });

  it('holds neither the mock’s control answers nor the key an answer echoed', async () => {
    const queryClient = await screenWithAFailure();
    const reads = [
      { path: '/api/v2/echo', body: { note: `your key is ${KEY}`, [KEY]: 1 }, at: Date.now() },
      { path: '/__mock/worlds/wld_1', body: { keys: { full: 'hpk_other_secret_key' } }, at: Date.now() },
    ];
    const bundle = buildBundle({ ...place, queryClient, reads, secret: KEY }, { mask: false });
    const text = JSON.stringify(bundle);
    expect(text).not.toContain(KEY);
    expect(text).not.toContain('hpk_other_secret_key');
    expect(bundle.reads.map((read) => read.path)).toEqual(['/api/v2/echo']);
  });
});

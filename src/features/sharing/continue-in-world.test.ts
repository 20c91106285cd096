// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { configureApi, getApiConfig } from '@/api/client';
import { domain as domainSchema, domainListPage } from '@/api/schemas/domains';
import { createdWorld } from '@/api/schemas/mock-control';
import { BUNDLE_FORMAT, BUNDLE_VERSION, type ViewBundle } from './bundle';
import { continueInWorld } from './continue-in-world';
import { endReplay, startReplay } from './replay';
import { createMockApp } from '@/mock/app';
import { MAX_BODY_BYTES } from '@/mock/platform/http';

const mock = createMockApp();
const before = getApiConfig();

afterEach(() => {
  endReplay();
  configureApi(before);
});

async function call(path: string, init: { key?: string; method?: string; body?: unknown } = {}): Promise<Response> {
  return mock.app.fetch(
    new Request(`http://mock.test${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        'Content-Type': 'application/json',
        ...(init.key ? { Authorization: `Bearer ${init.key}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );
}

/** What the session was signed in to, last. */
function replayContext() {
  const signedIn: { key: string }[] = [];
  const context = {
    queryClient: new QueryClient(),
    operations: { clearAll: () => undefined },
    session: {
      signIn: (session: { key: string }) => signedIn.push(session),
      isSignedIn: () => true,
      getKey: () => signedIn.at(-1)?.key ?? null,
      subscribe: () => () => undefined,
    },
  };
  return { context, signedIn };
}

describe('continue in a world from a large view', () => {
  it('continues a reseller’s domain list of 23 pages (1.1 MB read back) in a world with the customer’s records', async () => {
    const customer = z.parse(
      createdWorld,
      await (await call('/__mock/worlds', { body: { scenario: 'reseller' } })).json(),
    );
    const key = customer.keys.full;
    // The customer scrolled 23 pages (100 domains each) into the list; one domain on the last page has auto-renew off.
    const reads: ViewBundle['reads'] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 23; page++) {
      const path = `/api/v2/domains?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const body: unknown = await (await call(path, { key })).json();
      reads.push({ path, body, at: page });
      cursor = z.parse(domainListPage, body).nextCursor;
    }
    const last = z.parse(domainListPage, reads.at(-1)?.body).data.find((item) => item.lifecycle.autoRenewEnabled);
    if (!last) throw new Error('No domain with auto-renew on the last page');
    const shown = JSON.parse(JSON.stringify(reads.at(-1)?.body)) as { data: { id: string; lifecycle: object }[] };
    for (const item of shown.data) {
      if (item.id === last.id) item.lifecycle = { ...item.lifecycle, autoRenewEnabled: false };
    }
    reads[reads.length - 1] = { ...reads[22]!, body: shown };
    // And a server's metrics the import never uses.
    reads.push({ path: '/api/v2/vps/vps_1/metrics?timeframe=year', body: { samples: [] }, at: 23 });
    const bundle: ViewBundle = {
      format: BUNDLE_FORMAT,
      version: BUNDLE_VERSION,
      appVersion: '0.1.0',
      createdAt: '2026-11-27T20:00:00.000Z',
      url: '/domains',
      locale: 'en',
      scheme: 'light',
      viewportWidth: 1280,
      scenario: 'reseller',
      customerName: 'Person 1',
      keyScopes: null,
      masked: true,
      reads,
      operations: [],
      failedRequests: [],
    };
    // As read back (what the app sent before): more than the mock's control plane takes (1 MB).
    expect(JSON.stringify({ bundle }).length).toBeGreaterThan(1024 * 1024);

    const sent: number[] = [];
    const { context, signedIn } = replayContext();
    // The API the replay ends into: the in-process mock.
    configureApi({
      baseUrl: '',
      fetch: async (input, init) => {
        if (typeof init?.body === 'string') sent.push(new TextEncoder().encode(init.body).length);
        return mock.app.fetch(new Request(new URL(String(input), 'http://mock.test'), init));
      },
    });
    await startReplay(bundle, context);

    expect(await continueInWorld(context)).toBe('/domains');

    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeLessThan(MAX_BODY_BYTES);
    const world = signedIn.at(-1)?.key ?? '';
    expect(world).not.toBe(key);
    const continued = z.parse(domainSchema, await (await call(`/api/v2/domains/${last.id}`, { key: world })).json());
    expect(continued.lifecycle.autoRenewEnabled).toBe(false);
  });
});

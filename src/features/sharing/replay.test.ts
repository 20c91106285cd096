// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi, getApiConfig } from '@/api/client';
import { REPLAY_STORAGE_KEY } from '@/api/storage-keys';
import { replayMode } from '@/ui/replay-mode';
import type { ViewBundle } from './bundle';
import { continueInWorld } from './continue-in-world';
import { endReplay, replayFetch, resumeReplay, startReplay } from './replay';

const bundle = {
  reads: [{ path: '/api/v2/domains?status=active', body: { data: [], hasMore: false, nextCursor: null }, at: 1 }],
};

describe('the replay’s answers', () => {
  it('answers a read the bundle holds with its body, any other read “not in this view”, any write refused', async () => {
    const fetch = replayFetch(bundle, '');
    const held = await fetch('/api/v2/domains?status=active');
    expect(held.status).toBe(200);
    expect(await held.json()).toEqual(bundle.reads[0]?.body);

    const other = await fetch('/api/v2/vps');
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ code: 'not_in_view' });

    const write = await fetch('/api/v2/domains?status=active', { method: 'POST', body: '{}' });
    expect(write.status).toBe(403);
    expect(await write.json()).toMatchObject({ code: 'replay_read_only' });
  });

  it('matches a path under the API’s base as the client recorded it', async () => {
    const fetch = replayFetch(bundle, 'https://api.example/base');
    expect((await fetch('https://api.example/base/api/v2/domains?status=active')).status).toBe(200);
  });
});

describe('continue in a world', () => {
  it('asks the mock for a world from the bundle without its metrics, signs in to it and ends the replay', async () => {
    const before = getApiConfig();
    const sent: unknown[] = [];
    configureApi({
      baseUrl: '',
      fetch: (_input, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return Promise.resolve(
          new Response(
            JSON.stringify({ worldId: 'wld_1', keys: { full: 'hpk_f', readonly: 'hpk_r', other: 'hpk_o' } }),
            {
              status: 201,
              headers: { 'Content-Type': 'application/json' },
            },
          ),
        );
      },
    });
    const signedIn: unknown[] = [];
    const context = {
      queryClient: new QueryClient(),
      operations: { clearAll: () => undefined },
      session: {
        signIn: (s: unknown) => signedIn.push(s),
        isSignedIn: () => true,
        getKey: () => 'replay',
        subscribe: () => () => undefined,
      },
    };
    try {
      const full = {
        format: 'hosting-panel/view-bundle' as const,
        version: 1 as const,
        appVersion: '0.1.0',
        createdAt: '2026-11-27T20:00:00.000Z',
        url: '/vps/vps_1?tab=metrics',
        locale: 'en' as const,
        scheme: 'light' as const,
        viewportWidth: 1280,
        scenario: 'demo',
        customerName: 'Person 1',
        keyScopes: ['read:vm'],
        masked: true,
        reads: [
          { path: '/api/v2/vps/vps_1', body: {}, at: 1 },
          { path: '/api/v2/vps/vps_1/metrics?timeframe=year', body: { samples: [] }, at: 1 },
        ],
        operations: [],
        failedRequests: [],
      };
      await startReplay(full, context);
      expect(replayMode.get()).not.toBeNull();
      // The replay's stand-in session has the customer's key's scopes (what their controls were blocked by).
      expect(signedIn[0]).toMatchObject({ key: 'replay', scopes: ['read:vm'] });
      // The screen is drawn again when the replay ends (a render after a microtask at the earliest): by then the
      // replay's answers are out of the cache and the session is the world's, or it would draw the customer's data.
      const atEnd: unknown[] = [];
      const stop = replayMode.subscribe(() => queueMicrotask(() => atEnd.push(signedIn.at(-1))));
      expect(await continueInWorld(context)).toBe('/vps/vps_1?tab=metrics');
      stop();
      expect(atEnd).toEqual([expect.objectContaining({ key: 'hpk_f' })]);
      expect(sent).toEqual([{ bundle: expect.objectContaining({ reads: [full.reads[0]] }) }]);
      expect(signedIn.at(-1)).toMatchObject({ key: 'hpk_f', demo: { worldId: 'wld_1', scenario: 'demo' } });
      expect(replayMode.get()).toBeNull();
    } finally {
      endReplay();
      configureApi(before);
    }
  });
});

describe('a replay across a reload', () => {
  const before = getApiConfig();
  const rows = Array.from({ length: 12 }, (_, i) => ({ id: `dom_${i}`, name: `example${i}.se` }));
  const shared: ViewBundle = {
    format: 'hosting-panel/view-bundle',
    version: 2,
    appVersion: '0.1.0',
    createdAt: '2026-11-27T20:00:00.000Z',
    url: '/domains?status=active',
    locale: 'en',
    scheme: 'dark',
    viewportWidth: 390,
    scenario: null,
    customerName: 'Person 1',
    keyScopes: null,
    masked: true,
    reads: [{ path: '/api/v2/domains?status=active', body: { data: rows, hasMore: false }, at: 1 }],
    operations: [],
    failedRequests: [],
  };

  /** A session like the app's: signed in with a key (or the replay's stand-in) until signed out. */
  function contextWith(key: string | null) {
    let current = key;
    const listeners = new Set<() => void>();
    return {
      queryClient: new QueryClient(),
      operations: { clearAll: () => undefined },
      session: {
        signIn: (session: { key: string }) => {
          current = session.key;
          listeners.forEach((listener) => listener());
        },
        signOut: () => {
          current = null;
          listeners.forEach((listener) => listener());
        },
        isSignedIn: () => current !== null,
        getKey: () => current,
        subscribe: (listener: () => void) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
    };
  }

  /** What a reload forgets: the replay's fetch and mode (this module's memory), not the tab's storage. */
  function reload() {
    configureApi(before);
    replayMode.set(null);
  }

  afterEach(() => {
    endReplay();
    configureApi(before);
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('keeps the bundle for the tab, without a key, and resumes it after a reload with the same answers', async () => {
    configureApi({ baseUrl: '' });
    const context = contextWith(null);
    await startReplay(shared, context);
    expect(replayMode.get()).toMatchObject({ kept: true });
    const kept = sessionStorage.getItem(REPLAY_STORAGE_KEY) ?? '';
    expect(kept).toContain('"tables"');
    expect(kept).not.toMatch(/authorization|bearer|"key"/i);

    reload();
    expect(resumeReplay(context)).toBe(true);
    expect(replayMode.get()).toMatchObject({ createdAt: shared.createdAt, kept: true });
    const answer = await (getApiConfig().fetch ?? fetch)('/api/v2/domains?status=active');
    expect(await answer.json()).toEqual(shared.reads[0]?.body);

    // Signing out (what "Leave the replay" does) ends it and forgets the bundle: the next reload is signed out.
    context.session.signOut();
    expect(replayMode.get()).toBeNull();
    expect(sessionStorage.getItem(REPLAY_STORAGE_KEY)).toBeNull();
    expect(resumeReplay(context)).toBe(false);
  });

  it('resumes nothing for a session that is not the replay’s, and forgets a damaged entry', () => {
    sessionStorage.setItem(REPLAY_STORAGE_KEY, JSON.stringify(shared));
    expect(resumeReplay(contextWith('hpk_real_key'))).toBe(false);
    expect(sessionStorage.getItem(REPLAY_STORAGE_KEY)).toBeNull();
    sessionStorage.setItem(REPLAY_STORAGE_KEY, '{"format":');
    expect(resumeReplay(contextWith('replay'))).toBe(false);
    expect(sessionStorage.getItem(REPLAY_STORAGE_KEY)).toBeNull();
    expect(replayMode.get()).toBeNull();
  });

  it('says when the bundle could not be kept (storage full): the replay goes on until a reload', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const context = contextWith(null);
    await startReplay(shared, context);
    expect(replayMode.get()).toMatchObject({ kept: false });
    expect(sessionStorage.getItem(REPLAY_STORAGE_KEY)).toBeNull();
  });
});

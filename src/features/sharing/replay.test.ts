import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { configureApi, getApiConfig } from '@/api/client';
import { replayMode } from '@/ui/replay-mode';
import { continueInWorld, endReplay, replayFetch, startReplay } from './replay';

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
      session: { signIn: (s: unknown) => signedIn.push(s), isSignedIn: () => true, subscribe: () => () => undefined },
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
      expect(await continueInWorld(context)).toBe('/vps/vps_1?tab=metrics');
      expect(sent).toEqual([{ bundle: expect.objectContaining({ reads: [full.reads[0]] }) }]);
      expect(signedIn.at(-1)).toMatchObject({ key: 'hpk_f', demo: { worldId: 'wld_1', scenario: 'demo' } });
      expect(replayMode.get()).toBeNull();
    } finally {
      endReplay();
      configureApi(before);
    }
  });
});

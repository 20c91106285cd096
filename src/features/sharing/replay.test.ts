import { describe, expect, it } from 'vitest';
import { replayFetch } from './replay';

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

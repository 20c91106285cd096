// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { apiRequest, configureApi } from './client';
import type { BootHandoff } from './early-responses';

/** A boot handoff holding one early read of `url` with `key`. */
function bootWith(url: string, key: string | null, response: Promise<Response>): BootHandoff {
  let taken = false;
  return {
    takeConfig: () => null,
    takeRead: (asked, askedKey) => {
      if (taken || asked !== url || askedKey !== key) return null;
      taken = true;
      return response;
    },
  };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const list = z.object({ name: z.string() });

describe('the client takes the boot script’s early reads over', () => {
  afterEach(() => {
    delete window.__hostingPanelBoot;
  });

  it('answers the first GET of the same URL and key from the early read, and asks the server for the next', async () => {
    const fetch = vi.fn(async () => json({ name: 'from the server' }));
    configureApi({ baseUrl: '', getKey: () => 'key-1', fetch });
    window.__hostingPanelBoot = bootWith('/api/v2/vps?limit=20', 'key-1', Promise.resolve(json({ name: 'early' })));

    expect(await apiRequest(list, '/api/v2/vps', { query: { limit: 20 } })).toEqual({ name: 'early' });
    expect(fetch).not.toHaveBeenCalled();
    expect(await apiRequest(list, '/api/v2/vps', { query: { limit: 20 } })).toEqual({ name: 'from the server' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never gives an early read to another key', async () => {
    const fetch = vi.fn(async () => json({ name: 'from the server' }));
    configureApi({ baseUrl: '', getKey: () => 'key-2', fetch });
    window.__hostingPanelBoot = bootWith('/api/v2/vps?limit=20', 'key-1', Promise.resolve(json({ name: 'early' })));
    expect(await apiRequest(list, '/api/v2/vps', { query: { limit: 20 } })).toEqual({ name: 'from the server' });
  });

  it('asks again when the early read failed on the way (a read is safe to repeat)', async () => {
    const fetch = vi.fn(async () => json({ name: 'from the server' }));
    configureApi({ baseUrl: '', getKey: () => 'key-1', fetch });
    window.__hostingPanelBoot = bootWith('/api/v2/vps?limit=20', 'key-1', Promise.reject(new TypeError('offline')));
    expect(await apiRequest(list, '/api/v2/vps', { query: { limit: 20 } })).toEqual({ name: 'from the server' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for it when the caller gives up', async () => {
    configureApi({ baseUrl: '', getKey: () => 'key-1', fetch: vi.fn() });
    window.__hostingPanelBoot = bootWith('/api/v2/vps?limit=20', 'key-1', new Promise<Response>(() => {}));
    const controller = new AbortController();
    const request = apiRequest(list, '/api/v2/vps', { query: { limit: 20 }, signal: controller.signal });
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(request).rejects.toThrow('gone');
  });

  it('never uses one for a write', async () => {
    const fetch = vi.fn(async () => json({ name: 'from the server' }));
    configureApi({ baseUrl: '', getKey: () => 'key-1', fetch });
    const takeRead = vi.fn(() => null);
    window.__hostingPanelBoot = { takeConfig: () => null, takeRead };
    await apiRequest(list, '/api/v2/vps', { method: 'POST', body: {} });
    expect(takeRead).not.toHaveBeenCalled();
  });
});

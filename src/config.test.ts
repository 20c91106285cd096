import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig } from './config';

function serve(response: Response | Error) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response))),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('runtime config', () => {
  it('reads the API base URL from config.json beside the app', async () => {
    serve(new Response(JSON.stringify({ apiBaseUrl: 'https://api.example.com' })));
    await expect(loadRuntimeConfig()).resolves.toEqual({ apiBaseUrl: 'https://api.example.com' });
    expect(fetch).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('falls back to the same origin when the file is missing, broken or unsafe', async () => {
    serve(new Response('not found', { status: 404 }));
    await expect(loadRuntimeConfig()).resolves.toEqual({ apiBaseUrl: '' });
    serve(new Response('{oops'));
    await expect(loadRuntimeConfig()).resolves.toEqual({ apiBaseUrl: '' });
    serve(new Response(JSON.stringify({ apiBaseUrl: 'javascript:alert(1)' })));
    await expect(loadRuntimeConfig()).resolves.toEqual({ apiBaseUrl: '' });
    serve(new TypeError('offline'));
    await expect(loadRuntimeConfig()).resolves.toEqual({ apiBaseUrl: '' });
  });
});

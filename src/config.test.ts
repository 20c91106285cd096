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
  delete window.__hostingPanelConfig;
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

  it('uses the request index.html started instead of fetching config.json again', async () => {
    serve(new Response(JSON.stringify({ apiBaseUrl: 'https://other.example.com' })));
    window.__hostingPanelConfig = Promise.resolve({ apiBaseUrl: 'https://api.example.com' });
    await expect(loadRuntimeConfig()).resolves.toEqual({ apiBaseUrl: 'https://api.example.com' });
    expect(fetch).not.toHaveBeenCalled();
    // The early body serves the first call only; a later one asks the server again.
    await expect(loadRuntimeConfig()).resolves.toEqual({ apiBaseUrl: 'https://other.example.com' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('falls back to the same origin when the early request found no usable file', async () => {
    serve(new Response(JSON.stringify({ apiBaseUrl: 'https://other.example.com' })));
    window.__hostingPanelConfig = Promise.resolve(null);
    await expect(loadRuntimeConfig()).resolves.toEqual({ apiBaseUrl: '' });
    window.__hostingPanelConfig = Promise.resolve({ apiBaseUrl: 'javascript:alert(1)' });
    await expect(loadRuntimeConfig()).resolves.toEqual({ apiBaseUrl: '' });
    expect(fetch).not.toHaveBeenCalled();
  });
});

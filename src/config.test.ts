import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAllowedApiBaseUrl } from './api/schemas/api-base-url';
import { CONFIG_URL, loadRuntimeConfig, runtimeConfigOf } from './config';

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
    expect(fetch).toHaveBeenCalledWith('/config.json');
  });

  it('falls back to the same origin when the file is missing, broken or unsafe', async () => {
    serve(new Response('not found', { status: 404 }));
    await expect(loadRuntimeConfig()).resolves.toEqual({ apiBaseUrl: '' });
    serve(new Response('{oops'));
    await expect(loadRuntimeConfig()).resolves.toEqual({ apiBaseUrl: '' });
    serve(new Response(JSON.stringify({ apiBaseUrl: 'javascript:alert(1)' })));
    await expect(loadRuntimeConfig()).resolves.toEqual({ apiBaseUrl: '' });
    serve(new Response(JSON.stringify({ apiBaseUrl: '//evil.example' })));
    await expect(loadRuntimeConfig()).resolves.toEqual({ apiBaseUrl: '' });
    serve(new TypeError('offline'));
    await expect(loadRuntimeConfig()).resolves.toEqual({ apiBaseUrl: '' });
  });

  it('fetches config.json exactly as index.html preloads it, so the browser takes the preload over', () => {
    // A preload is reused only by a request with the same URL, mode and credentials: `fetch(url)` without
    // options is cors + same-origin, which is what `as="fetch" crossorigin` (anonymous) asks for.
    const html = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
    const links = [...html.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g)].map((match) => match[0]);
    const preload = links.find((link) => link.includes('config.json'));
    expect(preload).toBeDefined();
    expect(preload).toContain('href="%BASE_URL%config.json"');
    expect(preload).toContain('as="fetch"');
    expect(preload).toMatch(/\scrossorigin(\s|\/|>|="anonymous")/);
    expect(CONFIG_URL).toBe('/config.json');
    // Under script-src 'self' an inline script would not run.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});

describe('apiBaseUrl', () => {
  it.each([
    '',
    '/',
    '/gateway',
    '/gateway/v2/',
    'https://api.example.com',
    'https://api.example.com/',
    'https://api.example.com:8443/prefix',
    'HTTPS://API.EXAMPLE.COM',
    'http://localhost:4010',
    'http://127.0.0.1:4010',
    'http://[::1]:4010',
    'http://localhost',
  ])('accepts %j', (value) => {
    expect(isAllowedApiBaseUrl(value)).toBe(true);
    expect(runtimeConfigOf({ apiBaseUrl: value })).toEqual({ apiBaseUrl: value });
  });

  it.each([
    // Another host dressed as a path: URL parsers read `\` as `/` and drop tabs and newlines first.
    '//evil.example',
    '//evil.example/api',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' //evil.example',
    '/ /evil.example',
    // Plain http to anything but loopback, and look-alikes of loopback.
    'http://api.example.com',
    'http://localhost.evil.example',
    'http://127.0.0.1.evil.example',
    'http://10.0.0.1:4010',
    'http://0.0.0.0:4010',
    // Not a base URL at all.
    'javascript:alert(1)',
    'data:text/plain,x',
    'ftp://api.example.com',
    'api.example.com',
    'gateway',
    'https://',
    'https://user:secret@api.example.com',
    'https://api.example.com/?key=1',
    'https://api.example.com/#x',
    '/gateway?x=1',
  ])('refuses %j (the API is then on this origin)', (value) => {
    expect(isAllowedApiBaseUrl(value)).toBe(false);
    expect(runtimeConfigOf({ apiBaseUrl: value })).toEqual({ apiBaseUrl: '' });
  });

  it('reads anything that is not a string as this origin', () => {
    expect(runtimeConfigOf({ apiBaseUrl: 42 })).toEqual({ apiBaseUrl: '' });
    expect(runtimeConfigOf(null)).toEqual({ apiBaseUrl: '' });
    expect(runtimeConfigOf({})).toEqual({ apiBaseUrl: '' });
  });
});

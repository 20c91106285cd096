import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { mockHarness } from '@/mock/test-utils';
import { precompressDirectory } from '../../../scripts/precompress-plugin';
import { acceptedEncodings } from './static';

/**
 * A build ships compressed copies of its text files (scripts/precompress-plugin.ts); the static server sends the
 * smallest one the browser accepts, as the README's "Deployment" asks of any host.
 */

const dir = mkdtempSync(join(tmpdir(), 'mock-static-encoding-'));
const script = 'export const words = "a script of the build, long enough to be worth compressing";\n'.repeat(40);
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'assets', 'app.js'), script);
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>panel</title>' + '<p>frame</p>'.repeat(100));
writeFileSync(join(dir, 'config.json'), JSON.stringify({ apiBaseUrl: '', padding: 'x'.repeat(2000) }));
precompressDirectory(dir);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The raw bytes of an answer (the harness's fetch does not decode: the mock answers in process). */
const raw = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('compressed copies of a build', () => {
  const { call } = mockHarness({ staticDir: dir });

  it('sends Brotli to a browser that takes it, gzip to one that takes only gzip, plain bytes otherwise', async () => {
    const br = await call('/assets/app.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('text/javascript');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBytes = await raw(br);
    expect(brotliDecompressSync(brBytes).toString()).toBe(script);

    const gz = await call('/assets/app.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const gzBytes = await raw(gz);
    expect(gunzipSync(gzBytes).toString()).toBe(script);
    expect(brBytes.length).toBeLessThanOrEqual(gzBytes.length);

    const plain = await call('/assets/app.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await raw(plain)).toString()).toBe(script);
  });

  it('respects a refusal by q=0, and sends the SPA fallback page compressed too', async () => {
    const noBrotli = await call('/assets/app.js', { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
    expect(noBrotli.headers.get('content-encoding')).toBe('gzip');
    const route = await call('/vps/some-server', { headers: { 'Accept-Encoding': 'br' } });
    expect(route.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await raw(route)).toString()).toContain('<title>panel</title>');
  });

  it('never sends a compressed copy of config.json: it is replaced at deploy time', async () => {
    const config = await call('/config.json', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(config.headers.get('content-encoding')).toBeNull();
    expect(await config.json()).toMatchObject({ apiBaseUrl: '' });
  });
});

describe('Accept-Encoding', () => {
  it('reads names, q-values and the wildcard as RFC 9110 says', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')].sort()).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('BR;q=0.5, GZIP;q=0')]).toEqual(['br']);
    expect([...acceptedEncodings('*')].sort()).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('*, br;q=0')]).toEqual(['gzip']);
    expect([...acceptedEncodings('x-gzip')]).toEqual(['gzip']);
    expect([...acceptedEncodings('identity')]).toEqual([]);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { get, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDirectory } from './precompress-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@/mock/platform/static';
import { startMockServer, type RunningMockServer } from '@/mock/server';
import { startGzipProxy, startGzipProxyInWorker, type GzipProxy } from './bench-gzip-proxy';

/**
 * The vitals phase measures the app as a real host serves it, through this proxy: compressed, under the mock's
 * headers, and with the sign-in page's demo (which asks /__mock from the page) still answering, since its arrival is
 * what moves the sign-in card.
 */

const page = '<!doctype html><html><head><title>Control panel</title></head><body><div id="root"></div></body></html>';
let dir: string;
let mock: RunningMockServer;
let proxy: GzipProxy;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bench-gzip-'));
  writeFileSync(join(dir, 'index.html'), page.repeat(20));
  writeFileSync(join(dir, 'app.js'), 'console.log("a script of the build");\n'.repeat(50));
  precompressDirectory(dir);
  mock = await startMockServer({ port: 0, quiet: true, staticDir: dir });
  proxy = await startGzipProxy(mock.url);
});

afterAll(async () => {
  await proxy.close();
  await mock.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A GET as a browser on the proxy's origin sends it, with the raw (undecoded) answer. */
function browserGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${proxy.url}${path}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

describe('the gzip proxy in front of the mock', () => {
  it('sends the page compressed, with the strict CSP the mock sends it with', async () => {
    const answer = await browserGet('/sign-in');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.length).toBe(Number(answer.headers['content-length']));
    expect(answer.body.length).toBeLessThan(page.length * 2);
    expect(brotliDecompressSync(answer.body).toString()).toBe(page.repeat(20));
    expect(answer.headers['content-security-policy']).toBe(contentSecurityPolicy());
  });

  it('passes a file the mock sent in its Brotli copy through as it is', async () => {
    const answer = await browserGet('/app.js');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.length).toBe(Number(answer.headers['content-length']));
    expect(brotliDecompressSync(answer.body).toString()).toBe('console.log("a script of the build");\n'.repeat(50));
  });

  it('gzips an answer the mock sent plain (the API, config.json) for a browser that takes gzip', async () => {
    const answer = await browserGet('/__mock/scenarios', {
      Origin: proxy.url,
      'Sec-Fetch-Site': 'same-origin',
      'Accept-Encoding': 'gzip, br',
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  it('sends the plain bytes to a client that does not take gzip', async () => {
    const answer = await browserGet('/sign-in', { 'Accept-Encoding': 'identity' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(page.repeat(20));
  });

  it('lets the page on its origin reach the demo scenarios (the mock checks Origin against the Host it was sent)', async () => {
    const answer = await browserGet('/__mock/scenarios', {
      Origin: proxy.url,
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.body).toString())).toEqual(expect.anything());
  });
});

describe('the proxy over HTTP/2 with TLS (`npm run bench -- --http2`)', () => {
  let secure: GzipProxy;
  beforeAll(async () => {
    secure = await startGzipProxy(mock.url, { http2: true });
  });
  afterAll(async () => {
    await secure.close();
  });

  it('answers a request of the page on one HTTP/2 connection, with the same bodies and headers', async () => {
    expect(secure.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const session = connect(secure.url, { rejectUnauthorized: false });
    try {
      const answer = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const stream = session.request({ ':path': '/app.js', 'accept-encoding': 'br, gzip' });
        let headers: IncomingHttpHeaders = {};
        const chunks: Buffer[] = [];
        stream.on('response', (received) => (headers = received));
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve({ headers, body: Buffer.concat(chunks) }));
        stream.on('error', reject);
        stream.end();
      });
      expect(answer.headers[':status']).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-security-policy']).toBe(contentSecurityPolicy());
      expect(brotliDecompressSync(answer.body).toString()).toBe('console.log("a script of the build");\n'.repeat(50));
    } finally {
      session.close();
    }
  });
});

describe('the build served by the proxy, in a thread of its own (the vitals phase)', () => {
  let front: GzipProxy;
  beforeAll(async () => {
    front = await startGzipProxyInWorker(mock.url, { staticDir: dir });
  });
  afterAll(async () => {
    await front.close();
  });

  it("sends the build's files while the mock's thread is busy; the API waits for the mock", async () => {
    // The browser in a process of its own: it asks for a script and an API read at once, and says when each answer
    // came, on the shared wall clock.
    const browser = spawn(
      process.execPath,
      [
        '-e',
        `const http = require('http');
         const ask = (path) => new Promise((done) => http.get(${JSON.stringify(front.url)} + path,
           { headers: { 'Accept-Encoding': 'br' } },
           (r) => { r.resume(); r.on('end', () => done(r.statusCode + ' ' + (r.headers['content-encoding'] ?? '-') + ' ' + Date.now())); }));
         Promise.all([ask('/app.js'), ask('/api/v2/me')]).then((lines) => console.log(lines.join('\\n')));`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const output = new Promise<string>((resolve) => {
      let text = '';
      browser.stdout.on('data', (data) => (text += String(data)));
      browser.on('exit', () => resolve(text));
    });
    // This thread (the mock's, the bench driver's) does nothing else for 1.5 s: the mock computing an answer.
    const busyUntil = Date.now() + 1500;
    while (Date.now() < busyUntil);
    const [script, api] = (await output)
      .trim()
      .split('\n')
      .map((line) => line.split(' '));
    // The script came from the proxy's thread, in its Brotli copy, while the mock could answer nothing.
    expect(script?.slice(0, 2)).toEqual(['200', 'br']);
    expect(Number(script?.[2])).toBeLessThan(busyUntil);
    // The API read went to the mock, which answered once its thread was free.
    expect(api?.[0]).toBe('401');
    expect(Number(api?.[2])).toBeGreaterThanOrEqual(busyUntil);
  });
});

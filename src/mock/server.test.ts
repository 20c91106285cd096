import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  MAX_CONNECTIONS,
  REQUEST_TIMEOUT_MS,
  startMockServer,
  type RunningMockServer,
} from './server';

/**
 * The Node server's connection timing (server.ts). The e2e suite once failed with `socket hang up (ECONNRESET)` on
 * `POST /__mock/worlds/{id}/clock`: Playwright's request context reused a keep-alive socket the server had closed
 * after Node's default 5 s of idling. This reproduces that client: it keeps its socket and writes the next request
 * onto it after waiting, without first looking whether the server hung up (a busy client's timers run late).
 */

let running: RunningMockServer;

beforeAll(async () => {
  running = await startMockServer({ port: 0, quiet: true, scenario: 'empty' });
});

afterAll(async () => {
  await running.close();
});

interface RawResponse {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 exchange on an open socket: resolves with the response, rejects when the server hangs up first
 * (what Node's http client reports as `socket hang up`, code ECONNRESET).
 */
function exchange(socket: Socket, request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const done = (error: Error | null, response?: RawResponse) => {
      socket.off('data', onData);
      socket.off('error', onError);
      socket.off('close', onClose);
      socket.off('end', onEnd);
      if (error) reject(error);
      else if (response) resolve(response);
    };
    const onError = (error: Error) => done(error);
    const onClose = () => done(new Error(`socket closed before a response (received ${JSON.stringify(buffer)})`));
    const onEnd = () => done(new Error('socket hang up: the server closed this keep-alive socket'));
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine = '', ...lines] = buffer.slice(0, end).split('\r\n');
      const headers = new Map(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
        }),
      );
      const length = Number(headers.get('content-length') ?? NaN);
      const rest = buffer.slice(end + 4);
      const complete = Number.isFinite(length) ? Buffer.byteLength(rest) >= length : rest.endsWith('0\r\n\r\n');
      if (!complete) return;
      done(null, { status: Number(statusLine.split(' ')[1]), headers, body: rest });
    };
    socket.on('data', onData);
    socket.on('error', onError);
    socket.on('close', onClose);
    socket.on('end', onEnd);
    socket.write(request);
    // The server's FIN may have arrived while the socket sat idle: the request just written is then never read.
    if (socket.readableEnded) onEnd();
  });
}

function open(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    // Half-open: like a client that has not yet noticed the server's FIN, it still writes.
    const socket = connect({ host: hostname, port: Number(port), allowHalfOpen: true }, () => resolve(socket));
    socket.once('error', reject);
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('mock server connections', () => {
  it('sets keep-alive, header and request timeouts in the right order, and a connection cap', () => {
    const { server } = running;
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(30_000); // an e2e test's whole timeout
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(HEADERS_TIMEOUT_MS).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
    expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS);
    expect(server.maxConnections).toBe(MAX_CONNECTIONS);
  });

  it('still answers on a keep-alive socket reused after idling past Node’s old 5 s default (the ECONNRESET)', async () => {
    const socket = await open(running.url);
    try {
      const host = new URL(running.url).host;
      const first = await exchange(
        socket,
        `GET /__mock/worlds/${running.worldId} HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`,
      );
      expect(first.status).toBe(200);
      // Node agents drop a socket 1 s before this hint; it has to outlast any idle wait in a test.
      expect(first.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);

      // Past 5 s plus the 1 s Node 20 adds before it closes an idle socket.
      await sleep(6_500);
      const body = JSON.stringify({ advanceMs: 60_000 });
      const second = await exchange(
        socket,
        `POST /__mock/worlds/${running.worldId}/clock HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      expect(second.status).toBe(200);
    } finally {
      socket.destroy();
    }
  }, 20_000);
});

describe("the default world's keys", () => {
  it('are generated at start and printed, and the fixed keys it used to have open nothing', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const server = await startMockServer({ port: 0, scenario: 'demo' });
    try {
      const printed = log.mock.calls.map((args) => args.join(' ')).join('\n');
      const me = (key: string) => fetch(`${server.url}/api/v2/me`, { headers: { Authorization: `Bearer ${key}` } });
      for (const name of ['full', 'readonly', 'other'] as const) {
        const key = server.defaultKeys[name];
        expect(key).toMatch(/^hpk_[0-9a-f]{32}$/);
        expect(printed).toContain(key);
        expect((await me(key)).status).toBe(200);
      }
      for (const fixed of ['hpk_demo_full', 'hpk_demo_readonly', 'hpk_demo_other']) {
        expect((await me(fixed)).status).toBe(401);
      }
    } finally {
      log.mockRestore();
      await server.close();
    }
  });
});

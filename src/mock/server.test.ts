import type { IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createdWorld } from '@/api/schemas/mock-control';
import {
  CONNECTION_LIMITS,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
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

/** Connects and sends nothing, as a client that holds a socket open would; `closed` settles when the server hangs up. */
async function openIdle(url: string): Promise<{ socket: Socket; closed: Promise<void> }> {
  const { hostname, port } = new URL(url);
  const socket = await new Promise<Socket>((resolve, reject) => {
    const connecting = connect({ host: hostname, port: Number(port) }, () => resolve(connecting));
    connecting.once('error', reject);
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined); // a reset when the server closes it
  socket.resume();
  return { socket, closed };
}

/** A GET from a new client (no keep-alive pool), failing after `withinMs`. */
async function getWithin(url: string, withinMs: number): Promise<Response> {
  return fetch(url, { signal: AbortSignal.timeout(withinMs), headers: { Connection: 'close' } });
}

describe('mock server connections', () => {
  it('keeps idle keep-alive sockets long, waits for headers briefly, and lets a request take longer', () => {
    const { server } = running;
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(30_000); // an e2e test's whole timeout
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
    expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS);
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

describe('sockets held open without a request', () => {
  it('do not lock a new client out: it is answered at once, however many idle sockets one address opened', async () => {
    const held = [];
    try {
      // More than the whole connection cap, from this process's one address.
      for (let index = 0; index < CONNECTION_LIMITS.maxConnections + 44; index += 1)
        held.push(await openIdle(running.url));
      const answer = await getWithin(`${running.url}/__mock/scenarios`, 2_000);
      expect(answer.status).toBe(200);
      // The server closed the oldest idle ones to make room: one address keeps at most its share.
      const stillOpen = held.filter(({ socket }) => !socket.closed && !socket.readableEnded).length;
      expect(stillOpen).toBeLessThanOrEqual(CONNECTION_LIMITS.maxConnectionsPerAddress);
    } finally {
      for (const { socket } of held) socket.destroy();
    }
  });

  it('never cost a request being answered its socket', async () => {
    const created = await fetch(`${running.url}/__mock/worlds`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ latencyMs: 3_000 }),
    });
    const world = createdWorld.parse(await created.json());
    // Answered after 3 s: in flight on its socket while the flood below arrives.
    const received = new Promise<void>((resolve) => {
      const onRequest = (request: IncomingMessage) => {
        if (request.url !== '/api/v2/me') return;
        running.server.off('request', onRequest);
        resolve();
      };
      running.server.on('request', onRequest);
    });
    const slow = fetch(`${running.url}/api/v2/me`, {
      headers: { Authorization: `Bearer ${world.keys.full}`, Connection: 'close' },
    }).then(
      (response) => response.status,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    await received;
    const held: Socket[] = [];
    try {
      // Keep-alive sockets idle after one request, each idle for less time than the slow request's socket, past the
      // address's cap: the server closes the sockets idle longest to make room, never the slow request's.
      const host = new URL(running.url).host;
      for (let index = 0; index < CONNECTION_LIMITS.maxConnectionsPerAddress + 8; index += 1) {
        const socket = await open(running.url);
        held.push(socket);
        socket.on('error', () => undefined);
        await exchange(socket, `GET /__mock/scenarios HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`);
      }
      expect((await getWithin(`${running.url}/__mock/scenarios`, 2_000)).status).toBe(200);
      expect(await slow).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});

describe('a browser that has just connected', () => {
  it('keeps its new socket when the cap is reached: a socket idle after a request makes room', async () => {
    // A server of its own: the shared one holds this file's other clients' sockets.
    const server = await startMockServer({ port: 0, quiet: true, scenario: 'empty' });
    const sockets: Socket[] = [];
    try {
      const host = new URL(server.url).host;
      // A session that ended: its keep-alive socket idles after one request.
      const ended = await open(server.url);
      sockets.push(ended);
      ended.on('error', () => undefined);
      // Half-open (see `open`): the server's FIN ends it for reading.
      const endedClosed = new Promise<void>((resolve) => ended.once('end', () => resolve()));
      ended.resume();
      await exchange(ended, `GET /__mock/scenarios HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`);
      // A browser's new connections, up to the address's cap, each about to carry a request.
      const fresh: Socket[] = [];
      for (let index = 1; index < CONNECTION_LIMITS.maxConnectionsPerAddress; index += 1) {
        const socket = await open(server.url);
        socket.on('error', () => undefined);
        fresh.push(socket);
        sockets.push(socket);
      }
      const newcomer = await open(server.url);
      sockets.push(newcomer);
      const request = `GET /__mock/scenarios HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`;
      expect((await exchange(newcomer, request)).status).toBe(200);
      // Each new socket still carries its request; the ended session's socket was the one closed.
      const answers = await Promise.all(fresh.map((socket) => exchange(socket, request)));
      expect(answers.map((answer) => answer.status)).toEqual(fresh.map(() => 200));
      await endedClosed;
    } finally {
      for (const socket of sockets) socket.destroy();
      await server.close();
    }
  });
});

describe('a socket that sends nothing', () => {
  it('is closed after the header timeout, while a keep-alive socket idle as long still answers', async () => {
    const server = await startMockServer({ port: 0, quiet: true, scenario: 'empty', headersTimeoutMs: 400 });
    try {
      const host = new URL(server.url).host;
      const kept = await open(server.url);
      const request = `GET /__mock/worlds/${server.worldId} HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`;
      expect((await exchange(kept, request)).status).toBe(200);
      const silent = await openIdle(server.url);
      const started = Date.now();
      await silent.closed;
      const closedAfter = Date.now() - started;
      expect(closedAfter).toBeGreaterThanOrEqual(300);
      expect(closedAfter).toBeLessThan(3_000); // not the 66 s it used to be
      // Idle past the header timeout between requests: a keep-alive socket is not cut by it.
      await sleep(400);
      expect((await exchange(kept, request)).status).toBe(200);
      kept.destroy();
    } finally {
      await server.close();
    }
  });
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

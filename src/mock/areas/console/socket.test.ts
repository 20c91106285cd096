import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { consoleCloseCodes, consoleTicket, type ConsoleTicket } from '@/api/schemas/console';
import { createdWorld, type CreatedWorld } from '@/api/schemas/mock-control';
import { DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { startMockServer, type RunningMockServer } from '@/mock/server';
import { CONSOLE_ROOT_PASSWORD } from './state';

/**
 * The console's WebSocket on the real Node server (src/api/endpoints/console.ts): the handshake redeems the ticket
 * once, the serial line answers as a terminal would, idle sessions end, and the drop control cuts every connection.
 */

const IDLE_MS = 1500;
let running: RunningMockServer;

beforeAll(async () => {
  running = await startMockServer({ port: 0, quiet: true, scenario: 'empty', consoleIdleMs: IDLE_MS });
});

afterAll(async () => {
  await running.close();
});

async function post(path: string, key: string | null, body: unknown = {}): Promise<Response> {
  return fetch(`${running.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key ? { Authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify(body),
  });
}

async function newWorld(): Promise<CreatedWorld> {
  const response = await post('/__mock/worlds', null, { scenario: 'demo' });
  return createdWorld.parse(await response.json());
}

async function ticketFor(world: CreatedWorld, vpsId: string = DEMO_VPS.web.id): Promise<ConsoleTicket> {
  const response = await post(`/api/v2/vps/${vpsId}/console`, world.keys.full);
  expect(response.status).toBe(201);
  return consoleTicket.parse(await response.json());
}

function streamUrl(ticket: ConsoleTicket): string {
  return `${running.url.replace(/^http/, 'ws')}${ticket.websocketPath}?ticket=${encodeURIComponent(ticket.ticket)}`;
}

/** The handshake's refusal status, or 101 when it opened. */
function handshake(url: string): Promise<{ status: number; socket: WebSocket | null }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve({ status: 101, socket }));
    socket.once('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode ?? 0, socket: null });
      response.resume();
    });
    socket.once('error', (error) => reject(error));
  });
}

/** A connected terminal: everything the line wrote so far, and a way to wait for text. */
async function terminal(url: string) {
  const socket = new WebSocket(url);
  let output = '';
  const waiters: { text: string; from: number; resolve: () => void }[] = [];
  socket.on('message', (data) => {
    output += data.toString();
    for (const waiter of [...waiters]) {
      if (output.slice(waiter.from).includes(waiter.text)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  const closed = new Promise<{ code: number }>((resolve) => socket.on('close', (code) => resolve({ code })));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  /** Resolves once `text` was written after position `from` (default: anywhere). */
  const waitFor = (text: string, from = 0) =>
    output.slice(from).includes(text)
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.push({ text, from, resolve }));
  const since = (mark: number) => output.slice(mark);
  return { socket, waitFor, closed, mark: () => output.length, since, send: (text: string) => socket.send(text) };
}

async function logIn(session: Awaited<ReturnType<typeof terminal>>, password: string = CONSOLE_ROOT_PASSWORD) {
  await session.waitFor('web-01 login: ');
  session.send('root\r');
  await session.waitFor('Password: ');
  // Bracketed paste: the password arrives as one pasted piece, then Enter.
  session.send(`\x1b[200~${password}\x1b[201~`);
  session.send('\r');
}

describe('console WebSocket', () => {
  it('opens once per ticket: a second use and an unknown ticket are refused', async () => {
    const world = await newWorld();
    const ticket = await ticketFor(world);
    const first = await handshake(streamUrl(ticket));
    expect(first.status).toBe(101);
    first.socket?.close();
    expect((await handshake(streamUrl(ticket))).status).toBe(410);
    expect((await handshake(streamUrl({ ...ticket, ticket: `${ticket.ticket.slice(0, -6)}abcdef` }))).status).toBe(401);
    expect((await handshake(`${running.url.replace(/^http/, 'ws')}${ticket.websocketPath}`)).status).toBe(401);
  });

  it('refuses an expired ticket', async () => {
    const world = await newWorld();
    const ticket = await ticketFor(world);
    await post(`/__mock/worlds/${world.worldId}/clock`, null, { advanceMs: 61_000 });
    expect((await handshake(streamUrl(ticket))).status).toBe(410);
  });

  it('refuses a ticket whose server stopped before it was used', async () => {
    const world = await newWorld();
    const ticket = await ticketFor(world);
    expect((await post(`/api/v2/vps/${DEMO_VPS.web.id}/actions/stop`, world.keys.full)).status).toBe(202);
    expect((await handshake(streamUrl(ticket))).status).toBe(409);
  });

  it('boots, logs root in with a pasted password, and echoes UTF-8 as typed', async () => {
    const world = await newWorld();
    const session = await terminal(streamUrl(await ticketFor(world)));
    await session.waitFor('Reached target multi-user.target');
    await logIn(session);
    await session.waitFor('root@web-01:~# ');
    const mark = session.mark();
    for (const char of 'echo åäö ✓') session.send(char);
    session.send('\r');
    await session.waitFor('åäö ✓\r\nroot@web-01:~# ', mark);
    expect(session.since(mark)).toContain('echo åäö ✓');

    for (const [command, answer] of [
      ['whoami', 'root'],
      ['uname -a', 'Linux web-01 '],
      ['uptime', ' up '],
      ['ls', 'notes.txt'],
      ['frobnicate', '-bash: frobnicate: command not found'],
    ]) {
      const before = session.mark();
      session.send(`${command}\r`);
      await session.waitFor(`${answer}`, before);
      await session.waitFor('~# ', before);
    }
    const beforeExit = session.mark();
    session.send('exit\r');
    await session.waitFor('logout', beforeExit);
    await session.waitFor('web-01 login: ', beforeExit);
    session.socket.close();
  });

  it('says "Login incorrect" for a wrong password and asks again', async () => {
    const world = await newWorld();
    const session = await terminal(streamUrl(await ticketFor(world)));
    await session.waitFor('login: ');
    const mark = session.mark();
    await logIn(session, 'wrong-password');
    await session.waitFor('Login incorrect\r\nweb-01 login: ', mark);
    // Nothing typed at the password prompt is echoed.
    expect(session.since(0)).not.toContain('wrong-password');
    session.socket.close();
  });

  it('ends a session without input after the idle time (4000)', async () => {
    const world = await newWorld();
    const session = await terminal(streamUrl(await ticketFor(world)));
    const started = Date.now();
    expect((await session.closed).code).toBe(consoleCloseCodes.idle);
    expect(Date.now() - started).toBeGreaterThanOrEqual(IDLE_MS - 100);
  });

  it("drops the world's connections on the mock's control, without a close frame (1006)", async () => {
    const world = await newWorld();
    const session = await terminal(streamUrl(await ticketFor(world)));
    await session.waitFor('login: ');
    const response = await post(`/__mock/worlds/${world.worldId}/console/drop`, null);
    expect(await response.json()).toEqual({ dropped: 1 });
    expect((await session.closed).code).toBe(1006);
  });
});

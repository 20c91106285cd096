import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
  CONSOLE_IDLE_TIMEOUT_SECONDS,
  CONSOLE_STREAM_PATH,
  consoleCloseCodes,
  consoleTicketValue,
} from '@/api/schemas/console';
import { findVps } from '@/mock/areas/vps/state';
import { problemTitle } from '@/mock/platform/problems';
import type { World, WorldRegistry } from '@/mock/platform/worlds';
import { SerialLine } from './serial-line';
import { redeemTicket, worldIdOfTicket, type LiveConsole } from './state';

/**
 * The console's WebSocket (`src/api/endpoints/console.ts`) on the mock's Node server: the `upgrade` requests of
 * `CONSOLE_STREAM_PATH` redeem their ticket and get a simulated serial line (`./serial-line.ts`); any other upgrade
 * is refused. Hono never sees these requests: a ticket, not a key, is their credential.
 */

export interface ConsoleSocketOptions {
  /** A browser's `Origin` must be the server's own (the mock serves the app: `--static`). */
  ownOriginOnly: boolean;
  /** Without input for this long the session ends (4000); default `CONSOLE_IDLE_TIMEOUT_SECONDS`. */
  idleMs?: number;
}

export interface ConsoleSockets {
  /** Ends every console connection (the server is closing: upgraded sockets are no longer the HTTP server's). */
  close: () => void;
}

const TICKET_REFUSALS: Record<'unknown' | 'used' | 'expired', { status: number; code: string; detail: string }> = {
  unknown: {
    status: 401,
    code: 'console_ticket_unknown',
    detail: 'This console ticket is not known. Ask for a new one.',
  },
  used: {
    status: 410,
    code: 'console_ticket_used',
    detail: 'This console ticket was already used. Ask for a new one.',
  },
  expired: {
    status: 410,
    code: 'console_ticket_expired',
    detail: 'This console ticket has expired. Ask for a new one.',
  },
};

/** One message from the keyboard at most (a paste of a page of text fits many times over). */
const MAX_PAYLOAD_BYTES = 64 * 1024;

export function attachConsoleSockets(
  server: Server,
  registry: WorldRegistry,
  options: ConsoleSocketOptions,
): ConsoleSockets {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES });
  const idleMs = options.idleMs ?? CONSOLE_IDLE_TIMEOUT_SECONDS * 1000;

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://mock.invalid');
    if (url.pathname !== CONSOLE_STREAM_PATH) {
      refuse(socket, 404, 'not_found', 'Nothing here answers a WebSocket.');
      return;
    }
    if (options.ownOriginOnly && !sameOrigin(request)) {
      refuse(socket, 403, 'forbidden', 'The console answers the app on this server only.');
      return;
    }
    const ticket = url.searchParams.get('ticket') ?? '';
    const worldId = consoleTicketValue.safeParse(ticket).success ? worldIdOfTicket(ticket) : null;
    const world = worldId ? registry.get(worldId) : undefined;
    if (!world) {
      refuse(socket, 401, 'console_ticket_unknown', 'This console ticket is not known. Ask for a new one.');
      return;
    }
    const redeemed = redeemTicket(world.state.console, ticket, world.now());
    if (!redeemed.ok) {
      const { status, code, detail } = TICKET_REFUSALS[redeemed.reason];
      refuse(socket, status, code, detail);
      return;
    }
    const vps = findVps(world.state.vps, redeemed.ticket.customerId, redeemed.ticket.vpsId);
    if (!vps || vps.status !== 'running') {
      refuse(socket, 409, 'vps_not_running', 'The server is not running, so its console has nothing to show.');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) =>
      startSession(ws, world, { customerId: redeemed.ticket.customerId, vpsId: vps.id }, idleMs),
    );
  });

  return {
    close: () => {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
    },
  };
}

function startSession(ws: WebSocket, world: World, who: { customerId: string; vpsId: string }, idleMs: number): void {
  const vps = findVps(world.state.vps, who.customerId, who.vpsId);
  if (!vps) {
    ws.close(consoleCloseCodes.serverStopped, 'server gone');
    return;
  }
  const live: LiveConsole = { ...who, drop: () => ws.terminate() };
  world.state.console.live.add(live);
  const send = (text: string) => {
    if (ws.readyState === ws.OPEN) ws.send(text);
  };
  const line = new SerialLine({
    host: {
      name: vps.name,
      hostname: vps.hostname,
      os: vps.os,
      // Up since its creation, at most 41 days ago (a kernel update rebooted it then).
      bootedAtMs: Math.max(Date.parse(vps.createdAt) || 0, world.now() - 41 * 24 * 3600 * 1000),
    },
    rootPassword: world.state.console.rootPassword,
    now: () => world.now(),
    write: send,
  });
  const decoder = new TextDecoder('utf-8');
  let idle = setTimeout(() => endIdle(), idleMs);
  const endIdle = () => ws.close(consoleCloseCodes.idle, 'idle');

  ws.on('message', (data: RawData, isBinary: boolean) => {
    clearTimeout(idle);
    idle = setTimeout(endIdle, idleMs);
    if (vps.status !== 'running') {
      ws.close(consoleCloseCodes.serverStopped, 'server stopped');
      return;
    }
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    // Text frames are whole UTF-8 strings; binary ones may split a character, which the decoder keeps for the next.
    line.input(isBinary ? decoder.decode(bytes, { stream: true }) : bytes.toString('utf8'));
  });
  ws.on('close', () => {
    clearTimeout(idle);
    world.state.console.live.delete(live);
  });
  ws.on('error', () => ws.terminate());
  line.start();
}

/** The browser's `Origin` names the host it asked (the app on this server); no `Origin` (not a browser) passes. */
function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** Refuses the handshake with a Problem Details answer (a browser sees only a failed connection). */
function refuse(socket: Duplex, status: number, code: string, detail: string): void {
  const body = JSON.stringify({
    type: `https://errors.hosting.example/${code}`,
    title: problemTitle(code),
    status,
    detail,
    code,
  });
  const reason = { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict', 410: 'Gone' }[status];
  socket.end(
    `HTTP/1.1 ${status} ${reason ?? 'Error'}\r\n` +
      'Content-Type: application/problem+json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'X-Content-Type-Options: nosniff\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}

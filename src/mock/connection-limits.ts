import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How many sockets the mock keeps open, in all and per client address, and what it does when one more arrives
 * (ledger "Connection caps"). A plain connection cap (Node's `server.maxConnections`) refuses the newcomer: 256
 * sockets that connect and send nothing, from any process on the machine, then made the mock unreachable until
 * Node's header timeout closed them. Here the newcomer is kept and an idle socket makes room: first the one idle
 * longest between requests, then the oldest that has sent nothing yet. A socket whose request is being answered is
 * never closed; only when every socket in the way has one is the newcomer refused.
 *
 * Why that order: a browser that ends a session (a Firefox user context, one per e2e journey) leaves its keep-alive
 * sockets idle until the server's 65 s timeout, so two browsers running journeys side by side reach the 64 of
 * loopback's address. Those long-idle sockets are what to close. A socket that has sent nothing is usually a
 * browser's new connection that is about to carry a request: closed to make room, it cost Firefox the stylesheet of
 * the page it was loading (browsers resend a request that fails on a reused socket, not on a new one), and the
 * engines' journey saw an unstyled page. Closing an idle keep-alive socket can race a client that writes its next
 * request on it (the `ECONNRESET` of server.ts), but the one idle longest is the least likely to be written to.
 */
export interface ConnectionLimits {
  /** Open sockets in all. */
  maxConnections: number;
  /** Open sockets from one remote address. */
  maxConnectionsPerAddress: number;
}

interface TrackedSocket {
  socket: Socket;
  address: string;
  /** Requests read from it whose response has not finished. */
  inFlight: number;
  /** When a response on it last finished (or it connected): the least recent idles longest. */
  idleSinceMs: number;
}

export function limitConnections(server: Server, limits: ConnectionLimits): void {
  // In connection order: the first fresh socket found is the oldest.
  const open = new Map<Socket, TrackedSocket>();
  const perAddress = new Map<string, number>();

  const forget = (tracked: TrackedSocket) => {
    if (!open.delete(tracked.socket)) return;
    const left = (perAddress.get(tracked.address) ?? 1) - 1;
    if (left > 0) perAddress.set(tracked.address, left);
    else perAddress.delete(tracked.address);
  };

  /** The socket to close for a newcomer: idle, from `address` when given; idle longest after a request, else oldest. */
  const victim = (address: string | null): TrackedSocket | null => {
    let longestIdle: TrackedSocket | null = null;
    let oldestSilent: TrackedSocket | null = null;
    for (const tracked of open.values()) {
      if (tracked.inFlight > 0 || (address !== null && tracked.address !== address)) continue;
      if (tracked.socket.bytesRead === 0) oldestSilent ??= tracked;
      else if (longestIdle === null || tracked.idleSinceMs < longestIdle.idleSinceMs) longestIdle = tracked;
    }
    return longestIdle ?? oldestSilent;
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const fromAddress = perAddress.get(address) ?? 0;
    if (fromAddress >= limits.maxConnectionsPerAddress || open.size >= limits.maxConnections) {
      const room = victim(fromAddress >= limits.maxConnectionsPerAddress ? address : null);
      if (room === null) {
        socket.destroy();
        return;
      }
      forget(room);
      room.socket.destroy();
    }
    const tracked: TrackedSocket = { socket, address, inFlight: 0, idleSinceMs: Date.now() };
    open.set(socket, tracked);
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    socket.once('close', () => forget(tracked));
  });

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const tracked = open.get(request.socket);
    if (!tracked) return;
    tracked.inFlight += 1;
    response.once('close', () => {
      tracked.inFlight -= 1;
      tracked.idleSinceMs = Date.now();
    });
  });
}

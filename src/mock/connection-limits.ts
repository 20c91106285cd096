import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How many sockets the mock keeps open, in all and per client address, and what it does when one more arrives
 * (ledger "Server timeouts"). A plain connection cap (Node's `server.maxConnections`) refuses the newcomer: 256
 * sockets that connect and send nothing, from any process on the machine, then made the mock unreachable until
 * Node's header timeout closed them. Here the newcomer is kept and an idle socket makes room: first the oldest one
 * that has sent nothing yet, then the one idle longest between requests. A socket whose request is being answered
 * is never closed; only when every socket in the way has one is the newcomer refused.
 *
 * Closing an idle keep-alive socket races a client that writes its next request on it (the `ECONNRESET` of
 * server.ts), so sockets that sent nothing go first, and a cap is reached only when something holds far more sockets
 * than a browser (6 per origin) or a test runner does. Every local client shares one address (loopback), so the
 * cap per address is what keeps one process from holding all of them when clients come from elsewhere too
 * (`--host 0.0.0.0`).
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

  /** The socket to close for a newcomer: idle, from `address` when given, sent nothing first, then idle longest. */
  const victim = (address: string | null): TrackedSocket | null => {
    let longestIdle: TrackedSocket | null = null;
    for (const tracked of open.values()) {
      if (tracked.inFlight > 0 || (address !== null && tracked.address !== address)) continue;
      if (tracked.socket.bytesRead === 0) return tracked;
      if (longestIdle === null || tracked.idleSinceMs < longestIdle.idleSinceMs) longestIdle = tracked;
    }
    return longestIdle;
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

/**
 * The phone's round trip on the wire, for the vitals phase of `npm run bench` (bench-vitals.ts): a TCP front that
 * holds every chunk half a round trip on its way in and half on its way out (in order, as a slow link does), so
 * every request the page makes waits one round trip for its answer, the page's own document included.
 *
 * Why not Chromium's emulated latency (CDP Network.emulateNetworkConditions `latency`): it is applied to the page's
 * subresources but not to the navigation's document. On the bench's visits the HTML's first byte came 7–140 ms after
 * navigation start with a 150 ms emulated latency, 160–210 ms through this front; every later paint (FCP, LCP) came
 * that much early. Chromium still throttles the throughput; this front adds the latency only.
 *
 * `connectRoundTrips` makes a new connection's first bytes wait that many round trips more (TCP's handshake is 1,
 * TLS 1.3 adds 1): 0 by default, as the reference measurement does not pay them.
 */
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export interface Wire {
  url: string;
  /** Connections the browser opened through the front so far. */
  connections(): number;
  close(): Promise<void>;
}

export function startWire(
  target: string,
  { rttMs, connectRoundTrips = 0 }: { rttMs: number; connectRoundTrips?: number },
): Promise<Wire> {
  const upstream = new URL(target);
  const half = rttMs / 2;
  let opened = 0;
  const sockets = new Set<Socket>();

  const server = createServer((client) => {
    opened++;
    const server = connect(Number(upstream.port), upstream.hostname);
    for (const socket of [client, server]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    // Nothing reaches the server before the handshakes are done.
    const connectedAt = Date.now() + connectRoundTrips * rttMs;
    const delay = (from: Socket, to: Socket, notBefore: number) => {
      let last = 0;
      from.on('data', (chunk: Buffer) => {
        // Each chunk is due half a round trip after it was sent, never before the one sent ahead of it.
        const due = Math.max(Math.max(Date.now(), notBefore) + half, last);
        last = due;
        setTimeout(() => {
          if (!to.destroyed) to.write(chunk);
        }, due - Date.now());
      });
      from.on('end', () => setTimeout(() => to.end(), Math.max(0, last - Date.now())));
      from.on('error', () => to.destroy());
    };
    delay(client, server, connectedAt);
    delay(server, client, 0);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        // TLS passes through as bytes: the front keeps the target's scheme.
        url: `${upstream.protocol}//127.0.0.1:${port}`,
        connections: () => opened,
        close: () =>
          new Promise<void>((done, fail) => {
            for (const socket of sockets) socket.destroy();
            server.close((error) => (error ? fail(error) : done()));
          }),
      });
    });
  });
}

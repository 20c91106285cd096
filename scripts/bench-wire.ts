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
 *
 * The front runs in a worker thread of its own. In the bench's main thread, beside the mock server that computes the
 * answers and the Playwright driver that records the visit, its timers fired late whenever either was busy: during
 * page loads the main thread's event loop stood still for up to 120-360 ms on Home and the servers list, and 0.9-1.8 s
 * on Home at 10,000 domains (the mock counting and filtering them: `perf_hooks.monitorEventLoopDelay` between
 * navigation and heading). Every byte of every connection then waited too, the app's scripts included, as a phone's
 * network never waits for a server's work on another request. In its own thread the wire delays each chunk by the
 * round trip and nothing else; the mock's time to answer still counts, for its own answers only.
 */
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

export interface Wire {
  url: string;
  /** Connections the browser opened through the front so far. */
  connections(): number;
  close(): Promise<void>;
}

interface WireOptions {
  rttMs: number;
  connectRoundTrips?: number;
}

/** What the worker says: its port once it listens, and each connection the browser opens. */
type WireMessage = { listening: number } | { opened: true };

/** Starts the front in a worker thread of its own (see above); `close` stops it and ends the thread. */
export function startWire(target: string, options: WireOptions): Promise<Wire> {
  // The worker loads this module as tsx runs it (a worker does not inherit the loader of its parent).
  const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(code, { eval: true, workerData: { benchWire: { target, ...options } } });
  let opened = 0;
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message: WireMessage) => {
      if ('opened' in message) opened++;
      else {
        const url = new URL(target);
        resolve({
          // TLS passes through as bytes: the front keeps the target's scheme.
          url: `${url.protocol}//127.0.0.1:${message.listening}`,
          connections: () => opened,
          close: () =>
            new Promise<void>((done) => {
              worker.once('exit', () => done());
              worker.postMessage('close');
            }),
        });
      }
    });
  });
}

/** The front itself, in the worker: every chunk half a round trip late each way. */
function serveWire(
  target: string,
  { rttMs, connectRoundTrips = 0 }: WireOptions,
  say: (message: WireMessage) => void,
): Promise<{ close: () => Promise<void> }> {
  const upstream = new URL(target);
  const half = rttMs / 2;
  const sockets = new Set<Socket>();

  const server = createServer((client) => {
    say({ opened: true });
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
      say({ listening: (server.address() as AddressInfo).port });
      resolve({
        close: () =>
          new Promise<void>((done, fail) => {
            for (const socket of sockets) socket.destroy();
            server.close((error) => (error ? fail(error) : done()));
          }),
      });
    });
  });
}

if (!isMainThread && parentPort && (workerData as { benchWire?: unknown } | null)?.benchWire) {
  const port = parentPort;
  const { target, ...options } = (workerData as { benchWire: WireOptions & { target: string } }).benchWire;
  void serveWire(target, options, (message) => port.postMessage(message)).then((wire) => {
    // Its connections and server closed, the thread ends (and `close` above with it), whatever closing said.
    port.on('message', () => void wire.close().finally(() => process.exit(0)));
  });
}

/**
 * A compressing front for the mock server, for the vitals phase of `npm run bench` (bench-vitals.ts). The mock sends
 * a build's files in the compressed copy the browser accepts (Brotli, else gzip: scripts/precompress-plugin.ts,
 * src/mock/platform/static.ts), as a host serving the build would, but its API answers and `config.json` plain,
 * while any real API compresses them; on an emulated 1.6 Mbit/s phone connection that is a difference of seconds, so
 * the browser talks to this proxy instead: every request goes to the mock unchanged (its Host and Accept-Encoding
 * headers too, so the mock's /__mock origin check sees the address the page is on), an answer the mock encoded
 * passes through as it is, and every other text answer (HTML, scripts, CSS, JSON, SVG) comes back gzip -9 when the
 * browser accepts gzip, with all of the mock's headers (the strict CSP, caching, rate limits) as they were. Nothing
 * streams through the mock, so answers are buffered whole.
 */
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { generate } from 'selfsigned';
import type { AddressInfo } from 'node:net';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { isReserved, staticHandler } from '@/mock/platform/static';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/([a-z.+-]*\+)?(json|javascript|xml)|image\/svg\+xml)/i;
/** Headers that describe one connection or the uncompressed body; the proxy sets its own. */
const DROPPED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);

export interface GzipProxy {
  url: string;
  close(): Promise<void>;
}

export interface GzipProxyOptions {
  /**
   * HTTP/2 over TLS (a self-signed certificate made at start; the browser is told to accept it), as any host serves a
   * site to phones today: every request of the page on one connection, none waiting for one of HTTP/1.1's six. Off:
   * plain HTTP/1.1, as the mock itself serves.
   */
  http2?: boolean;
  /**
   * The build's files are served here, from this directory, as the mock serves them (src/mock/platform/static.ts: the
   * Brotli copy, the same headers); only the API and the mock's control plane go to the mock. A real host serves the
   * build apart from its API: a script never waits for the API server's work on another request.
   */
  staticDir?: string;
}

type Incoming = IncomingMessage | Http2ServerRequest;
type Outgoing = ServerResponse | Http2ServerResponse;

/** The headers to send upstream: HTTP/2's pseudo-headers are not headers; its `:authority` is HTTP/1.1's Host. */
function upstreamHeaders(incoming: Incoming): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(incoming.headers)) if (!name.startsWith(':')) headers[name] = value;
  const authority = incoming.headers[':authority'];
  if (typeof authority === 'string' && !headers.host) headers.host = authority;
  return headers;
}

export async function startGzipProxy(target: string, options: GzipProxyOptions = {}): Promise<GzipProxy> {
  const upstream = new URL(target);
  // The same built files are asked for on every visit: compress each distinct body once.
  const compressed = new Map<string, Buffer>();
  const gzip = (body: Buffer) => {
    const hash = createHash('sha1').update(body).digest('hex');
    let zipped = compressed.get(hash);
    if (!zipped) {
      zipped = gzipSync(body, { level: 9 });
      compressed.set(hash, zipped);
    }
    return zipped;
  };

  const serveStatic = options.staticDir
    ? getRequestListener(new Hono().get('*', staticHandler(options.staticDir)).fetch)
    : null;

  const handle = (incoming: Incoming, outgoing: Outgoing) => {
    if (serveStatic && !isReserved(new URL(incoming.url ?? '/', 'http://bench.invalid').pathname)) {
      void serveStatic(incoming, outgoing);
      return;
    }
    const headers = upstreamHeaders(incoming);
    // The mock sends a build's files in the compressed copy the browser accepts (scripts/precompress-plugin.ts), as a
    // host serving the build would: those pass through as they are. Anything else (the API's JSON, config.json) comes
    // plain and is gzipped here.
    const acceptsGzip = /\bgzip\b/.test(incoming.headers['accept-encoding'] ?? '');
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', () => outgoing.destroy());
        answer.on('end', () => {
          const plain = Buffer.concat(chunks);
          const encodedUpstream = answer.headers['content-encoding'];
          const out: OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (value !== undefined && !DROPPED.has(name)) out[name] = value;
          }
          const type = answer.headers['content-type'] ?? '';
          if (encodedUpstream) out['content-encoding'] = encodedUpstream;
          const zip = !encodedUpstream && acceptsGzip && plain.length > 0 && COMPRESSIBLE.test(type);
          const body = zip ? gzip(plain) : plain;
          if (zip) {
            out['content-encoding'] = 'gzip';
            out['vary'] = 'Accept-Encoding';
          }
          out['content-length'] = body.length;
          outgoing.writeHead(answer.statusCode ?? 502, out);
          if (incoming.method === 'HEAD') outgoing.end();
          else outgoing.end(body);
        });
      },
    );
    forward.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  };
  let server;
  if (options.http2) {
    const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
      keySize: 2048,
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
    });
    server = createSecureServer({ key: pems.private, cert: pems.cert, allowHTTP1: true }, handle);
  } else {
    server = createServer(handle);
  }
  const scheme = options.http2 ? 'https' : 'http';

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `${scheme}://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
  });
}

/**
 * The proxy in a worker thread of its own (as bench-wire.ts's front): in the bench's main thread, beside the mock and
 * the Playwright driver, every file it served waited whenever either was busy.
 */
export function startGzipProxyInWorker(target: string, options: GzipProxyOptions = {}): Promise<GzipProxy> {
  // The worker loads this module as tsx runs it (a worker does not inherit the loader of its parent).
  const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(code, { eval: true, workerData: { benchGzipProxy: { target, options } } });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (url: string) =>
      resolve({
        url,
        close: () =>
          new Promise<void>((done) => {
            worker.once('exit', () => done());
            worker.postMessage('close');
          }),
      }),
    );
  });
}

if (!isMainThread && parentPort && (workerData as { benchGzipProxy?: unknown } | null)?.benchGzipProxy) {
  const port = parentPort;
  const { target, options } = (workerData as { benchGzipProxy: { target: string; options: GzipProxyOptions } })
    .benchGzipProxy;
  void startGzipProxy(target, options).then((proxy) => {
    port.postMessage(proxy.url);
    port.on('message', () => void proxy.close().finally(() => process.exit(0)));
  });
}

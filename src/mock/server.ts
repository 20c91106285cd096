import { serve } from '@hono/node-server';
import { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createMockApp } from './app';
import { attachConsoleSockets, type ConsoleSockets } from './areas/console/socket';
import { limitConnections, type ConnectionLimits } from './connection-limits';
import { DEFAULT_SCENARIO, findScenario, scenarioNames } from './scenarios';
import { DEFAULT_MAX_WORLD_BYTES, WorldRegistry, type CreatedWorldKeys } from './platform/worlds';

/**
 * Node entry of the mock API. As a CLI:
 *   npx tsx src/mock/server.ts [--port 4010] [--scenario demo] [--static dist] [--host 127.0.0.1] [--max-world-mb 128]
 * (PORT also sets the port.) As a module: `startMockServer(...)`.
 */

/**
 * Connection timing (ledger "Server timeouts"). A client that keeps sockets alive reuses an idle one whenever it next
 * sends; if the server closed that socket at the same moment, the request dies with `socket hang up (ECONNRESET)`.
 * Node's default `keepAliveTimeout` is 5 s, and Playwright's request context keeps its sockets with no idle limit of
 * its own (a `new http.Agent({ keepAlive: true })`), only Node's hint from the server's `Keep-Alive: timeout=5`
 * header minus 1 s, checked by a timer: on a busy machine that timer runs late, and an e2e test that waited ~5 s on
 * the page before `POST /__mock/worlds/{id}/clock` wrote onto a socket the server had just closed. The server
 * therefore keeps idle sockets between requests longer than any client here stays idle on one: a request context
 * lives for one test (30 s timeout), Node agents drop sockets 1 s before the hint, and Chromium retries a request
 * that fails on a reused socket.
 *
 * A socket that has sent nothing is another matter: no client here opens one and waits (Node's agents write at
 * once, Chromium closes an unused preconnected socket after 10 s itself and retries a request that fails on one), so
 * `headersTimeout` is short. Node (20+) runs it from the connection and from a request's first byte, never on a
 * keep-alive socket between requests, and checks it every `CONNECTIONS_CHECK_INTERVAL_MS`. `requestTimeout` stays
 * above it (Node requires it). The caps (connection-limits.ts) make room for a new client by closing an idle socket,
 * so sockets held open by one process do not lock everyone else out until the timeout.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const HEADERS_TIMEOUT_MS = 10_000;
export const CONNECTIONS_CHECK_INTERVAL_MS = 1_000;
export const REQUEST_TIMEOUT_MS = 120_000;
export const CONNECTION_LIMITS: ConnectionLimits = { maxConnections: 256, maxConnectionsPerAddress: 64 };

const WILDCARD_HOSTS: ReadonlySet<string> = new Set(['0.0.0.0', '::', '']);

export interface StartMockServerOptions {
  /** 0 picks a free port. Default 4010. */
  port?: number;
  scenario?: string;
  staticDir?: string;
  host?: string;
  /** Do not print the banner (URL and default keys); callers that print their own set this. */
  quiet?: boolean;
  /** The worlds' memory budget in MiB (estimated cost; default 128). */
  maxWorldMb?: number;
  /** Tests: a shorter header timeout than `HEADERS_TIMEOUT_MS`, to watch it act (checked 4 times as often). */
  headersTimeoutMs?: number;
  /** Tests: a shorter idle time of a console session than the stated 600 s, to watch it end. */
  consoleIdleMs?: number;
}

export interface RunningMockServer {
  url: string;
  worldId: string;
  defaultKeys: CreatedWorldKeys;
  /** The Node server (its timeouts and connection caps are set above). */
  server: Server;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 4010;
export const DEFAULT_HOST = '127.0.0.1';

export function startMockServer(options: StartMockServerOptions = {}): Promise<RunningMockServer> {
  const scenario = options.scenario ?? DEFAULT_SCENARIO;
  if (!findScenario(scenario)) {
    return Promise.reject(new Error(`Unknown scenario "${scenario}". Known: ${scenarioNames().join(', ')}`));
  }
  const host = options.host ?? DEFAULT_HOST;
  const registry = new WorldRegistry({
    maxCostBytes: options.maxWorldMb ? Math.round(options.maxWorldMb * 1024 * 1024) : DEFAULT_MAX_WORLD_BYTES,
  });
  const { app } = createMockApp({
    registry,
    // A browser may use /__mock under loopback names, and under the name the server was told to listen on.
    control: { allowedHosts: WILDCARD_HOSTS.has(host) ? [] : [host.replace(/^\[|\]$/g, '')] },
    ...(options.staticDir ? { staticDir: resolve(options.staticDir) } : {}),
  });
  const world = registry.createDefaultWorld(scenario);
  const headersTimeout = options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;

  return new Promise((resolvePromise, reject) => {
    let consoleSockets: ConsoleSockets | null = null;
    const server = serve(
      {
        fetch: app.fetch,
        port: options.port ?? DEFAULT_PORT,
        hostname: host,
        serverOptions: {
          headersTimeout,
          requestTimeout: REQUEST_TIMEOUT_MS,
          connectionsCheckingInterval: Math.min(CONNECTIONS_CHECK_INTERVAL_MS, Math.ceil(headersTimeout / 4)),
        },
      },
      (info: AddressInfo) => {
        const urlHost = host.includes(':') ? `[${host}]` : host;
        const url = `http://${urlHost}:${info.port}`;
        if (!options.quiet) console.log(banner(url, scenario, world.worldId, world.keys, options.staticDir));
        resolvePromise({
          url,
          worldId: world.worldId,
          defaultKeys: world.keys,
          server: httpServer,
          close: () =>
            new Promise<void>((done, fail) => {
              // Upgraded sockets are no longer the HTTP server's: its close would wait for them.
              consoleSockets?.close();
              server.close((error) => (error ? fail(error) : done()));
              if ('closeAllConnections' in server) server.closeAllConnections();
            }),
        });
      },
    );
    if (!(server instanceof Server)) throw new Error('The mock serves HTTP/1.1');
    const httpServer = server;
    httpServer.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    limitConnections(httpServer, CONNECTION_LIMITS);
    // The serial console's WebSocket (src/api/endpoints/console.ts): serving the app, only that app's origin.
    consoleSockets = attachConsoleSockets(httpServer, registry, {
      ownOriginOnly: Boolean(options.staticDir),
      ...(options.consoleIdleMs === undefined ? {} : { idleMs: options.consoleIdleMs }),
    });
    server.once('error', reject);
  });
}

function banner(
  url: string,
  scenario: string,
  worldId: string,
  keys: CreatedWorldKeys,
  staticDir: string | undefined,
): string {
  const lines = [
    `Mock API listening on ${url} (scenario "${scenario}", world ${worldId})`,
    staticDir ? `Serving ${resolve(staticDir)} at ${url}/` : null,
    'Default API keys:',
    `  full      ${keys.full}`,
    `  readonly  ${keys.readonly}`,
    `  other     ${keys.other}`,
    `Scenarios: ${scenarioNames().join(', ')} (POST ${url}/__mock/worlds to create a fresh world)`,
  ];
  return lines.filter((line) => line !== null).join('\n');
}

interface CliArgs {
  port: number;
  scenario: string;
  staticDir: string | undefined;
  host: string;
  maxWorldMb: number | undefined;
}

function parseArgs(argv: readonly string[]): CliArgs {
  const values = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument "${arg}"`);
    const eq = arg.indexOf('=');
    if (eq > 0) {
      values.set(arg.slice(2, eq), arg.slice(eq + 1));
    } else {
      const value = argv[index + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`Missing value for ${arg}`);
      values.set(arg.slice(2), value);
      index += 1;
    }
  }
  for (const name of values.keys()) {
    if (!['port', 'scenario', 'static', 'host', 'max-world-mb'].includes(name)) {
      throw new Error(`Unknown option --${name}`);
    }
  }
  const port = Number(values.get('port') ?? process.env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port "${values.get('port')}"`);
  const maxWorld = values.get('max-world-mb');
  const maxWorldMb = maxWorld === undefined ? undefined : Number(maxWorld);
  if (maxWorldMb !== undefined && !(Number.isFinite(maxWorldMb) && maxWorldMb >= 1)) {
    throw new Error(`Invalid --max-world-mb "${maxWorld}" (a number of MiB, at least 1)`);
  }
  return {
    port,
    scenario: values.get('scenario') ?? DEFAULT_SCENARIO,
    staticDir: values.get('static'),
    host: values.get('host') ?? DEFAULT_HOST,
    maxWorldMb,
  };
}

async function main(): Promise<void> {
  let args: CliArgs;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`mock: ${error instanceof Error ? error.message : String(error)}`);
    console.error(
      'usage: tsx src/mock/server.ts [--port 4010] [--scenario demo] [--static <dir>] [--host 127.0.0.1] [--max-world-mb 128]',
    );
    process.exit(2);
  }
  const { maxWorldMb, ...rest } = args;
  const running = await startMockServer({ ...rest, ...(maxWorldMb === undefined ? {} : { maxWorldMb }) });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`mock: ${signal}, shutting down`);
    const timer = setTimeout(() => process.exit(0), 2000);
    timer.unref();
    running.close().then(
      () => process.exit(0),
      () => process.exit(0),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  main().catch((error: unknown) => {
    console.error('mock: failed to start', error);
    process.exit(1);
  });
}

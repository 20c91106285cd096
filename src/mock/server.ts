import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createMockApp } from './app';
import { DEFAULT_SCENARIO, findScenario, scenarioNames } from './scenarios';
import type { CreatedWorldKeys } from './platform/worlds';

/**
 * Node entry of the mock API. As a CLI:
 *   npx tsx src/mock/server.ts [--port 4010] [--scenario demo] [--static dist] [--host 127.0.0.1]
 * (PORT also sets the port.) As a module: `startMockServer(...)`.
 */

export interface StartMockServerOptions {
  /** 0 picks a free port. Default 4010. */
  port?: number;
  scenario?: string;
  staticDir?: string;
  host?: string;
  /** Do not print the banner (URL and default keys); callers that print their own set this. */
  quiet?: boolean;
}

export interface RunningMockServer {
  url: string;
  worldId: string;
  defaultKeys: CreatedWorldKeys;
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
  const { app, registry } = createMockApp(options.staticDir ? { staticDir: resolve(options.staticDir) } : {});
  const world = registry.createDefaultWorld(scenario);

  return new Promise((resolvePromise, reject) => {
    const server = serve(
      { fetch: app.fetch, port: options.port ?? DEFAULT_PORT, hostname: host },
      (info: AddressInfo) => {
        const urlHost = host.includes(':') ? `[${host}]` : host;
        const url = `http://${urlHost}:${info.port}`;
        if (!options.quiet) console.log(banner(url, scenario, world.worldId, world.keys, options.staticDir));
        resolvePromise({
          url,
          worldId: world.worldId,
          defaultKeys: world.keys,
          close: () =>
            new Promise<void>((done, fail) => {
              server.close((error) => (error ? fail(error) : done()));
              if ('closeAllConnections' in server) server.closeAllConnections();
            }),
        });
      },
    );
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
    if (!['port', 'scenario', 'static', 'host'].includes(name)) throw new Error(`Unknown option --${name}`);
  }
  const port = Number(values.get('port') ?? process.env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port "${values.get('port')}"`);
  return {
    port,
    scenario: values.get('scenario') ?? DEFAULT_SCENARIO,
    staticDir: values.get('static'),
    host: values.get('host') ?? DEFAULT_HOST,
  };
}

async function main(): Promise<void> {
  let args: CliArgs;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`mock: ${error instanceof Error ? error.message : String(error)}`);
    console.error('usage: tsx src/mock/server.ts [--port 4010] [--scenario demo] [--static <dir>] [--host 127.0.0.1]');
    process.exit(2);
  }
  const running = await startMockServer(args);

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

/**
 * The cross-engine suite: the journeys of ./journeys.ts in Firefox and WebKit, side by side, against the
 * demo build served by one mock server (as the Chromium suite's webServer). `npm run test:engines [-- firefox|webkit]`.
 * Exits non-zero when any journey fails.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Engine, EngineName } from './driver';
import { FIREFOX_ESR, firefoxOverBidi } from './firefox-puppeteer';
import { JOURNEYS, checkScreen } from './journeys';
import { playwrightEngine, playwrightHas } from './playwright-engine';

const ENGINES: EngineName[] = ['firefox', 'webkit'];

/** Playwright's own browser where it is installed, else Debian's engine over its WebDriver. */
async function engineFor(name: EngineName): Promise<Engine> {
  if (playwrightHas(name)) return playwrightEngine(name);
  if (name === 'firefox') {
    if (!existsSync(FIREFOX_ESR)) throw new Error(`No Firefox: apt-get install firefox-esr (${FIREFOX_ESR})`);
    return firefoxOverBidi();
  }
  // The `webdriver` package logs each session at level info unless told otherwise before it loads.
  process.env.WDIO_LOG_LEVEL ??= 'warn';
  const { WEBKIT_WEBDRIVER, webkitOverWebDriver } = await import('./webkit-webdriver');
  if (!existsSync(WEBKIT_WEBDRIVER)) throw new Error(`No WebKit: apt-get install webkit2gtk-driver xvfb xauth`);
  return webkitOverWebDriver();
}

async function startMock(port: number, dist: string): Promise<() => void> {
  if (!existsSync(dist)) throw new Error(`No ${dist}/: run npm run build:demo first`);
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/mock/server.ts', '--port', String(port), '--static', dist, '--scenario', 'demo'],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The mock server exited (${server.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/__mock/scenarios`)).ok) return stop;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error('The mock server did not start');
    }
    await sleep(200);
  }
}

/** A journey that has not finished by then has hung (the slowest takes under a minute in WebKit under load). */
const JOURNEY_TIMEOUT = 180_000;

async function withTimeout(ms: number, work: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Not finished after ${ms / 1000} s`)), ms);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

interface Outcome {
  engine: EngineName;
  journey: string;
  ms: number;
  error?: string;
}

async function runEngine(name: EngineName, baseURL: string, only: string | undefined): Promise<Outcome[]> {
  const engine = await engineFor(name);
  console.log(`${name}: ${engine.description}`);
  const outcomes: Outcome[] = [];
  try {
    for (const journey of JOURNEYS.filter((j) => !only || j.name.includes(only))) {
      const why = journey.needs && engine.cannot?.[journey.needs];
      if (why) {
        console.log(`  - [${name}] ${journey.name}: not run: ${why}`);
        continue;
      }
      const started = Date.now();
      let error: string | undefined;
      try {
        const session = await engine.newSession(baseURL);
        try {
          await withTimeout(
            JOURNEY_TIMEOUT,
            journey.run({
              s: session,
              engine: name,
              screen: (label) => checkScreen(session, label),
              makeWorld: async () => {
                const response = await fetch(`${baseURL}/__mock/worlds`, {
                  method: 'POST',
                  headers: { 'Content-Type': 'application/json' },
                  body: JSON.stringify({ scenario: 'demo' }),
                });
                if (response.status !== 201) throw new Error(`POST /__mock/worlds: ${response.status}`);
                return (await response.json()) as { worldId: string; keys: { full: string } };
              },
            }),
          );
          const problems = await session.takeProblems();
          if (problems.errors.length + problems.csp.length > 0) {
            throw new Error(`At the end: ${JSON.stringify(problems)}`);
          }
        } catch (caught) {
          const seen = await session
            .run<string>('return location.href + "\\n" + document.body.innerText.slice(0, 600);')
            .catch(() => '(page unreadable)');
          throw new Error(
            `${caught instanceof Error ? (caught.stack ?? caught.message) : String(caught)}\nOn screen: ${seen}`,
            {
              cause: caught,
            },
          );
        } finally {
          await session.close();
        }
      } catch (caught) {
        error = caught instanceof Error ? caught.message : String(caught);
      }
      const outcome: Outcome = { engine: name, journey: journey.name, ms: Date.now() - started, error };
      outcomes.push(outcome);
      console.log(`  ${error ? '✘' : '✓'} [${name}] ${journey.name} (${(outcome.ms / 1000).toFixed(1)} s)`);
      if (error) console.log(error.replace(/^/gm, '      '));
    }
  } finally {
    await engine.close();
  }
  return outcomes;
}

async function main() {
  const args = process.argv.slice(2);
  const asked = args.filter((arg): arg is EngineName => (ENGINES as string[]).includes(arg));
  const unknown = args.filter((arg) => !(ENGINES as string[]).includes(arg) && !arg.startsWith('--'));
  if (unknown.length > 0) throw new Error(`Unknown engine ${unknown.join(', ')}: firefox or webkit`);
  const only = process.env.ENGINES_JOURNEY;
  const engines = asked.length > 0 ? asked : ENGINES;
  const port = Number(process.env.ENGINES_PORT ?? 4390);
  const baseURL = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const stop = await startMock(port, process.env.E2E_DIST ?? 'dist-demo');
  let outcomes: Outcome[] = [];
  try {
    // Side by side (measured on this 2-core machine: 75 s, against 82 s one after the other; 175 s against 282 s
    // under heavy load); ENGINES_SERIAL=1 runs one after the other.
    if (process.env.ENGINES_SERIAL) {
      for (const engine of engines) outcomes = outcomes.concat(await runEngine(engine, baseURL, only));
    } else {
      outcomes = (await Promise.all(engines.map((engine) => runEngine(engine, baseURL, only)))).flat();
    }
  } finally {
    stop();
  }
  const failed = outcomes.filter((outcome) => outcome.error);
  console.log(
    `\n${outcomes.length - failed.length} passed, ${failed.length} failed (${engines.join(', ')}) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  for (const outcome of failed) console.log(`  ✘ [${outcome.engine}] ${outcome.journey}`);
  process.exitCode = failed.length > 0 ? 1 : 0;
}

await main();

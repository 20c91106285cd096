/**
 * `npm run bench`: how much JavaScript a visitor downloads before the first screen renders, measured in a
 * real browser. Builds the app into .bench/dist, serves it from the mock server (as e2e does), opens each
 * first screen in a fresh Chromium context and records every script response until the screen's heading is
 * in the page ("before render"), then until the network is idle ("after idle": late preloads). Sizes are
 * gzip -9 of the bodies. Also prints each route chunk's size from the Vite manifest, and when config.json
 * was requested relative to the entry script (it should download alongside, not after).
 * Budget: 130 KB gzip before the first screen renders; exits non-zero over budget.
 * `npm run bench -- --modules` also lists the source modules those bytes come from (see bench-modules.ts).
 * Not part of `npm test`: timings on a shared machine are not a pass/fail signal, sizes are.
 */
import { chromium, type Browser } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { startMockServer } from '@/mock/server';
import { printModuleReport } from './bench-modules';

const BUDGET_KB = 130;

interface FirstScreen {
  name: string;
  path: string;
  /** The level-1 heading that says the screen has rendered. */
  heading: string;
  signedIn: boolean;
}

/**
 * The screens a visitor can land on first. Signed-in screens follow the nav areas (src/app/nav-areas.ts):
 * the first area is the landing page. Keep this list in step with it until it is imported from there.
 */
const FIRST_SCREENS: FirstScreen[] = [
  { name: 'sign-in', path: '/sign-in', heading: 'Sign in with an API key', signedIn: false },
  { name: 'landing: support tickets', path: '/support/tickets', heading: 'Support tickets', signedIn: true },
];

const outDir = '.bench/dist';
const analyzeModules = process.argv.includes('--modules');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => bytes / 1024;
const fmt = (bytes: number) => `${kb(bytes).toFixed(1).padStart(6)} KB`;
const ms = (t: number) => `${t.toFixed(0).padStart(5)} ms`;
const gzip = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/** A chunk plus everything it imports statically: what the browser must fetch before it runs. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

interface ResourceTiming {
  name: string;
  initiatorType: string;
  startTime: number;
  responseEnd: number;
}

interface ScriptLoad {
  /** Path on the server, e.g. /assets/index-abc.js. */
  path: string;
  gzipBytes: number;
  /** Finished downloading before the heading was in the page. */
  beforeRender: boolean;
  timing: ResourceTiming | undefined;
}

interface ScreenMeasurement {
  screen: FirstScreen;
  renderedAt: number;
  scripts: ScriptLoad[];
  config: ResourceTiming[];
}

declare global {
  interface Window {
    __benchRenderedAt?: number;
  }
}

async function measure(browser: Browser, baseUrl: string, screen: FirstScreen): Promise<ScreenMeasurement> {
  // A fresh context per screen: empty cache, empty storage, like a first visit.
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    if (screen.signedIn) {
      // As e2e/fixtures.ts `signInAs`: a fresh demo world, its key where the app keeps the session.
      const response = await fetch(`${baseUrl}/__mock/worlds`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ scenario: 'demo' }),
      });
      if (response.status !== 201) throw new Error(`POST /__mock/worlds: ${response.status} ${await response.text()}`);
      const world = (await response.json()) as { keys: { full: string } };
      await page.addInitScript((key) => {
        window.sessionStorage.setItem(
          'hosting-panel.session',
          JSON.stringify({ key, persist: false, customerName: 'Astrid Lindqvist', scopes: null, demo: null }),
        );
      }, world.keys.full);
    }
    // Notes the moment the screen's heading enters the DOM, on the same clock as Resource Timing. (No named
    // functions inside: tsx would wrap them in a helper the page does not have.)
    await page.addInitScript((heading) => {
      new MutationObserver(() => {
        if (window.__benchRenderedAt !== undefined) return;
        if ([...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === heading)) {
          window.__benchRenderedAt = performance.now();
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, screen.heading);

    const bodies = new Map<string, Promise<Buffer | null>>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      const isScript = response.request().resourceType() === 'script' || /\.m?js$/.test(url.pathname);
      if (!isScript || bodies.has(url.pathname)) return;
      bodies.set(
        url.pathname,
        response.body().catch(() => null),
      );
    });

    await page.goto(screen.path);
    await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');

    const { renderedAt, resources } = await page.evaluate(() => ({
      renderedAt: window.__benchRenderedAt,
      resources: performance.getEntriesByType('resource').map((entry) => {
        const r = entry as PerformanceResourceTiming;
        return { name: r.name, initiatorType: r.initiatorType, startTime: r.startTime, responseEnd: r.responseEnd };
      }),
    }));
    if (renderedAt === undefined) throw new Error(`${screen.name}: the heading was visible but never observed`);
    const timingOf = (path: string) => resources.find((r) => new URL(r.name).pathname === path);

    const scripts: ScriptLoad[] = [];
    for (const [path, body] of bodies) {
      const bytes = await body;
      if (!bytes) throw new Error(`${screen.name}: no body for ${path}`);
      const timing = timingOf(path);
      scripts.push({
        path,
        gzipBytes: gzip(bytes),
        beforeRender: (timing?.responseEnd ?? Infinity) <= renderedAt,
        timing,
      });
    }
    scripts.sort((a, b) => (a.timing?.startTime ?? Infinity) - (b.timing?.startTime ?? Infinity));
    const config = resources.filter((r) => new URL(r.name).pathname.endsWith('/config.json'));
    return { screen, renderedAt, scripts, config };
  } finally {
    await context.close();
  }
}

function report(m: ScreenMeasurement, entryPath: string) {
  const before = m.scripts.filter((s) => s.beforeRender);
  const sum = (list: ScriptLoad[]) => list.reduce((total, s) => total + s.gzipBytes, 0);
  console.log(`\n${m.screen.name} (${m.screen.path}): heading in the page at ${m.renderedAt.toFixed(0)} ms`);
  for (const s of m.scripts) {
    const t = s.timing ? `${ms(s.timing.startTime)} → ${ms(s.timing.responseEnd)}` : '      (no timing)     ';
    console.log(`  ${fmt(s.gzipBytes)}  ${t}  ${s.beforeRender ? 'before render' : 'after render '}  ${s.path}`);
  }
  console.log(`  ${fmt(sum(before))}  before render (${before.length} scripts)`);
  console.log(`  ${fmt(sum(m.scripts))}  after idle (${m.scripts.length} scripts)`);

  // config.json should be under way while the entry script downloads: index.html starts it and
  // loadRuntimeConfig() reuses that request, so there is exactly one.
  const entry = m.scripts.find((s) => s.path === entryPath)?.timing;
  const [config, ...extra] = m.config;
  if (!config || !entry) {
    console.log(`  config.json: ${config ? 'entry script timing missing' : 'never requested'}`);
  } else {
    const overlaps = config.startTime < entry.responseEnd;
    console.log(
      `  config.json ${ms(config.startTime)} → ${ms(config.responseEnd)} (${config.initiatorType}); ` +
        `entry ${ms(entry.startTime)} → ${ms(entry.responseEnd)}: ` +
        `${overlaps ? 'requested before the entry script finished loading' : 'requested AFTER the entry script loaded'}` +
        `${extra.length ? `; ${extra.length + 1} requests (expected 1)` : ', one request'}`,
    );
  }
  return sum(before);
}

async function main() {
  await build({
    logLevel: 'warn',
    // Hidden source maps change no byte of the scripts; bench-modules.ts reads them.
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: 'hidden' },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const entryChunk = entryKey ? manifest[entryKey] : undefined;
  if (!entryKey || !entryChunk) throw new Error('No entry chunk in the manifest');

  const server = await startMockServer({ port: Number(process.env.BENCH_PORT ?? 0), staticDir: outDir, quiet: true });
  let browser: Browser | undefined;
  const measured: ScreenMeasurement[] = [];
  try {
    browser = await chromium.launch(chromiumLaunchOptions());
    for (const screen of FIRST_SCREENS) measured.push(await measure(browser, server.url, screen));
  } finally {
    await browser?.close();
    await server.close();
  }

  console.log(`\nJavaScript loaded in Chromium, gzip -9 (start → end of each download, ms after navigation):`);
  const firstScreenBytes = measured.map((m) => report(m, `/${entryChunk.file}`));

  const entryFiles = closure(manifest, entryKey);
  const sizeOf = (keys: Iterable<string>) => {
    let total = 0;
    for (const k of keys) {
      const file = manifest[k]?.file;
      if (file?.endsWith('.js')) total += gzip(readFileSync(join(outDir, file)));
    }
    return total;
  };
  console.log(`\nFrom the build manifest, gzip -9:`);
  console.log(
    `  ${fmt(sizeOf(entryFiles))}  entry + static imports (${entryFiles.size} chunk${entryFiles.size === 1 ? '' : 's'})`,
  );
  console.log('Route chunks (loaded on navigation, with their static imports beyond the entry):');
  const routes = Object.entries(manifest)
    .filter(([k, c]) => c.isDynamicEntry && k.includes('src/routes/'))
    .map(([k]) => ({
      route: k.replace(/^src\/routes\//, '').replace(/\?.*$/, ''),
      kind: /tsr-split=([a-z]+)/.exec(k)?.[1] ?? '',
      bytes: sizeOf([...closure(manifest, k)].filter((dep) => !entryFiles.has(dep))),
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
  for (const r of routes) console.log(`  ${fmt(r.bytes)}  ${r.route}${r.kind ? ` (${r.kind})` : ''}`);

  if (analyzeModules) {
    for (const m of measured) {
      const files = m.scripts.filter((s) => s.beforeRender).map((s) => join(outDir, s.path));
      printModuleReport(`${m.screen.name}, before render`, files);
    }
  }

  const worst = Math.max(...firstScreenBytes);
  if (kb(worst) > BUDGET_KB) {
    console.error(`\nOver budget: ${kb(worst).toFixed(1)} KB > ${BUDGET_KB} KB before the first screen renders.`);
    process.exit(1);
  }
  console.log(`\nWithin budget: ${kb(worst).toFixed(1)} KB of ${BUDGET_KB} KB before the first screen renders.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npm run bench`: how much JavaScript a visitor downloads before the first screen renders, measured in a
 * real browser. Builds the app into .bench/dist, serves it from the mock server (as e2e does), opens each
 * first screen in a fresh Chromium context and records every script response until the screen's heading is
 * in the page ("before render"), then until the network is idle ("after idle": late preloads). Sizes are
 * gzip -9 of the bodies. Also prints each route chunk's size from the Vite manifest, and when config.json
 * was requested relative to the entry script (it should download alongside, not after).
 * Every screen is measured twice: for an English browser and for a Swedish one (`locale: 'sv-SE'`). The
 * words are part of the first screen (the core catalog is a dynamic import awaited before the first render,
 * so it is among the scripts recorded before render); the run lists the catalog chunks each screen loaded
 * and fails if a screen loads a catalog of the other language, or renders without its core catalog.
 * Bytes are reported, not budgeted: what a phone feels is the budget (the vitals phase below fails on it). Each first
 * screen is weighed against a guard at 175 KB gzip before render, and the run ends by naming every screen over it
 * (bench-bytes-guard.ts); it does not fail on bytes.
 * `npm run bench -- --modules` also lists the source modules those bytes come from (see bench-modules.ts).
 * Also times the VPS metrics tab at a year of samples (bench-metrics.ts; budget 150 ms, exits non-zero over it).
 * Also times the domain list at 10,000 domains (bench-domains.ts; budgets 1 s / 100 ms / 100 ms, exits non-zero over;
 * `--domains-only` runs only that)
 * and a DNS zone of 5,000 records (bench-dns.ts: first rows, a filter keystroke; 1 s / 100 ms; `--dns-only`).
 * Also times the kit list at 10,000 rows (bench-kit-list.ts: "Download CSV" of the reseller's 10,000 domains; budget
 * 5 s, exits non-zero over it); `--kit-only` runs only that.
 * Also times the command palette at 10,000 domains (bench-palette.ts: a keystroke to the domains found painted; budget
 * 100 ms, exits non-zero over it); `--palette-only` runs only that.
 * Also measures first-visit vitals on an emulated phone (bench-vitals.ts: FCP, LCP, CLS per screen, medians of cold
 * visits, beside what the wire alone allows; goals FCP ≤ 1.0 s, LCP ≤ 1.8 s, CLS ≤ 0.02, exits non-zero on a miss).
 * `npm run bench -- --vitals-only` runs only that phase; `--runs N` sets its visits per screen (default 3);
 * `--screen <text>` keeps the vitals screens whose name or path contains the text; `--bytes-only` measures only the
 * first screens' bytes.
 * Not part of `npm test`: timings on a shared machine are not a pass/fail signal, sizes are.
 */
import { chromium, type Browser } from '@playwright/test';
import { freshWorldKey, signInBeforeLoad } from './bench-world';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { navAreas } from '@/app/nav-areas';
import coreEn from '@/i18n/core/en';
import { startMockServer } from '@/mock/server';
import { guardReport } from './bench-bytes-guard';
import { benchDns, reportDns, type DnsBench } from './bench-dns';
import { benchDomains, reportDomains, type DomainsBench } from './bench-domains';
import { benchKitList, reportKitList, type KitListBench } from './bench-kit-list';
import { benchPalette, reportPalette, type PaletteBench } from './bench-palette';
import { benchMetrics, reportMetrics, type MetricsBench } from './bench-metrics';
import { printModuleReport } from './bench-modules';
import { benchVitals, reportVitals, type VitalsBench } from './bench-vitals';

type Language = 'en' | 'sv';

/** The browsers a first visit comes from: their languages decide the panel's (src/i18n/locale.ts). */
const BROWSERS: { language: Language; locale: string }[] = [
  { language: 'en', locale: 'en-US' },
  { language: 'sv', locale: 'sv-SE' },
];

interface FirstScreen {
  name: string;
  path: string;
  signedIn: boolean;
}

/**
 * The screens a visitor can land on first: sign-in, Home (`/`, where a signed-in visitor lands), and each area of
 * the main navigation (src/app/nav-areas.ts). A screen has rendered when its level-1 heading is in the page (in
 * whichever language); a route error or a not-found page would fail the run.
 */
const FIRST_SCREENS: FirstScreen[] = [
  { name: 'sign-in', path: '/sign-in', signedIn: false },
  { name: 'landing: home', path: '/', signedIn: true },
  ...navAreas.map((area) => ({
    name: `area: ${coreEn[area.label].toLowerCase()}`,
    path: area.to,
    signedIn: true,
  })),
];

const analyzeModules = process.argv.includes('--modules');
const vitalsOnly = process.argv.includes('--vitals-only');
/** Only the first screens' bytes (no timings): a quick check while working on chunks. */
const bytesOnly = process.argv.includes('--bytes-only');
const paletteOnly = process.argv.includes('--palette-only');
/** Only the DNS zone's timings (5,000 records: first rows, a filter keystroke). */
const dnsOnly = process.argv.includes('--dns-only');
/** Only the domain list at 10,000 domains (first rows, a filter keystroke, select all matching; bench-domains.ts). */
const domainsOnly = process.argv.includes('--domains-only');
/** Only the kit list at 10,000 rows ("Download CSV" of the reseller's domains; bench-kit-list.ts). */
const kitOnly = process.argv.includes('--kit-only');
/** The value after a flag (`--runs 5`), or undefined without the flag. */
function flagValue(flag: string): string | undefined {
  const at = process.argv.indexOf(flag);
  return at === -1 ? undefined : (process.argv[at + 1] ?? '');
}
/**
 * `--dist <dir>`: measure a build made before (`vite build --outDir <dir> --sourcemap hidden` or an earlier bench's),
 * not a fresh one: an A/B pair of two trees, visited in turn, without building between them.
 */
const givenDist = flagValue('--dist');
const outDir = givenDist || '.bench/dist';
const vitalsScreen = flagValue('--screen');
const vitalsRuns = (() => {
  const value = flagValue('--runs');
  if (value === undefined) return 3;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of visits, 1 or more');
  return runs;
})();
const vitalsCpuSlowdown = (() => {
  const value = flagValue('--cpu-slowdown');
  if (value === undefined) return undefined;
  const slowdown = Number(value);
  if (!(slowdown >= 1 && slowdown <= 20)) throw new Error('--cpu-slowdown takes a slowdown from 1 to 20');
  return slowdown;
})();

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
  language: Language;
  /** The heading that was in the page, and `<html lang>` then. */
  heading: string;
  htmlLang: string;
  /** Whether an error alert was on the screen when it rendered (it must not be). */
  alert: boolean;
  renderedAt: number;
  scripts: ScriptLoad[];
  config: ResourceTiming[];
}

declare global {
  interface Window {
    __benchRenderedAt?: number;
  }
}

async function measure(
  browser: Browser,
  baseUrl: string,
  screen: FirstScreen,
  { language, locale }: (typeof BROWSERS)[number],
): Promise<ScreenMeasurement> {
  // A fresh context per screen: empty cache, empty storage, like a first visit from a browser in `locale`.
  const context = await browser.newContext({ baseURL: baseUrl, locale });
  try {
    const page = await context.newPage();
    if (screen.signedIn) {
      // As e2e/fixtures.ts `signInAs`: a fresh demo world, its key where the app keeps the session.
      await signInBeforeLoad(page, await freshWorldKey(baseUrl));
    }
    // Notes the moment the screen's heading enters the DOM, on the same clock as Resource Timing. (No named
    // functions inside: tsx would wrap them in a helper the page does not have.)
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (window.__benchRenderedAt !== undefined) return;
        // The app's heading: the static frame's copy of a screen (src/boot/prerender.tsx) has one before any script.
        if ([...document.querySelectorAll('h1:not(.static-shell h1)')].some((h) => h.textContent?.trim())) {
          window.__benchRenderedAt = performance.now();
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });

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
    const h1 = page.getByRole('heading', { level: 1 });
    await h1.waitFor({ state: 'visible' });
    const heading = (await h1.textContent())?.trim() ?? '';
    const alert = (await page.getByRole('alert').count()) > 0;
    await page.waitForLoadState('networkidle');

    const { renderedAt, resources, htmlLang } = await page.evaluate(() => ({
      renderedAt: window.__benchRenderedAt,
      htmlLang: document.documentElement.lang,
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
    return { screen, language, heading, htmlLang, alert, renderedAt, scripts, config };
  } finally {
    await context.close();
  }
}

/** Catalog chunks by file: which catalog and language each is (from the manifest's source paths). */
type CatalogChunks = Map<string, { catalog: string; language: string }>;

function catalogChunks(manifest: Manifest): CatalogChunks {
  const found: CatalogChunks = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    // An area's main catalog is messages/<lang>.ts; a part of it (vps's detail/) is messages/<part>/<lang>.ts; the
    // shared ones (core, problems, scope, line-items) live in src/i18n/<name>/<lang>.ts.
    const match = /^src\/(?:i18n\/([a-z-]+)|features\/([^/]+)\/messages(?:\/([a-z-]+))?)\/([a-z]{2})\.ts$/.exec(key);
    if (match) {
      const catalog = match[1] ?? (match[3] ? `${match[2]}/${match[3]}` : match[2]) ?? '?';
      found.set(`/${chunk.file}`, { catalog, language: match[4] ?? '?' });
    }
  }
  return found;
}

function report(m: ScreenMeasurement, entryPath: string, catalogs: CatalogChunks): string[] {
  const before = m.scripts.filter((s) => s.beforeRender);
  const sum = (list: ScriptLoad[]) => list.reduce((total, s) => total + s.gzipBytes, 0);
  console.log(
    `\n${m.screen.name} (${m.screen.path}), ${m.language === 'sv' ? 'Swedish' : 'English'} browser: ` +
      `“${m.heading}” (html lang=${m.htmlLang}) in the page at ${m.renderedAt.toFixed(0)} ms`,
  );
  for (const s of m.scripts) {
    const t = s.timing ? `${ms(s.timing.startTime)} → ${ms(s.timing.responseEnd)}` : '      (no timing)     ';
    const words = catalogs.get(s.path);
    const note = words ? `  (${words.catalog} catalog, ${words.language})` : '';
    console.log(`  ${fmt(s.gzipBytes)}  ${t}  ${s.beforeRender ? 'before render' : 'after render '}  ${s.path}${note}`);
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

  // The words: this language's core catalog before the first render, and nothing of the other language.
  const loaded = m.scripts.flatMap((s) => {
    const words = catalogs.get(s.path);
    return words ? [{ ...words, beforeRender: s.beforeRender }] : [];
  });
  const problems: string[] = [];
  const other = loaded.filter((c) => c.language !== m.language);
  if (other.length) problems.push(`loads ${other.map((c) => `${c.catalog}/${c.language}`).join(', ')}`);
  if (!loaded.some((c) => c.catalog === 'core' && c.language === m.language && c.beforeRender)) {
    problems.push(`renders without the ${m.language} core catalog`);
  }
  if (m.htmlLang !== m.language) problems.push(`<html lang="${m.htmlLang}">`);
  if (m.alert) problems.push('shows an error alert');
  console.log(
    `  catalogs: ${loaded.map((c) => `${c.catalog}/${c.language}${c.beforeRender ? '' : ' (after render)'}`).join(', ') || 'none'}` +
      ` — ${problems.length ? `WRONG: ${problems.join('; ')}` : `all ${m.language}, none of the other language`}`,
  );
  return problems.map((p) => `${m.screen.name}, ${m.language} browser: ${p}`);
}

const sumBeforeRender = (m: ScreenMeasurement) =>
  m.scripts.filter((s) => s.beforeRender).reduce((total, s) => total + s.gzipBytes, 0);

const HELP = `npm run bench [-- flags]: the first screens' JavaScript, then the timings below, then the phone's vitals.
  --modules         also list the source modules of each first screen's bytes
  --bytes-only      only the first screens' bytes
  --vitals-only     only the phone's first-visit vitals (--runs N visits per screen, --screen <text> to pick,
                    --waterfall for each visit's requests, --profile for its main thread's time before the
                    largest paint by app file and package, --profile-package <name> to split one package,
                    --profile-timeline for that time step by step, --trace for the browser's own work by event,
                    --cpu-slowdown N instead of the slowdown that makes the phone's CPU of this machine)
  --domains-only    only the domain list at 10,000 domains (scenario reseller; scripts/bench-domains.ts): clicking
                    "Domains" → first rows, a first visit → first rows, one keystroke in "Name contains" → the
                    filtered rows and count, "Select all matching" → the bar's count; budgets 1 s / 100 ms / 100 ms
  --dns-only        only the DNS zone of 5,000 records
  --kit-only        only the kit list's "Download CSV" of 10,000 domains
  --palette-only    only the command palette at 10,000 domains
  --dist <dir>      measure that build instead of building one (its hidden source maps name the profile's code)
  --help            this text`;

async function main() {
  if (process.argv.includes('--help')) {
    console.log(HELP);
    return;
  }
  if (!givenDist)
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
  let metrics: MetricsBench | undefined;
  let domains: DomainsBench | undefined;
  let dns: DnsBench | undefined;
  let kit: KitListBench | undefined;
  let palette: PaletteBench | undefined;
  let vitals: VitalsBench | undefined;
  try {
    browser = await chromium.launch(chromiumLaunchOptions());
    if (paletteOnly) palette = await benchPalette(browser, server.url);
    else if (dnsOnly) dns = await benchDns(browser, server.url);
    else if (domainsOnly) domains = await benchDomains(browser, server.url);
    else if (kitOnly) kit = await benchKitList(browser, server.url);
    else if (!vitalsOnly) {
      for (const screen of FIRST_SCREENS) {
        for (const language of BROWSERS) measured.push(await measure(browser, server.url, screen, language));
      }
      if (!bytesOnly) {
        metrics = await benchMetrics(browser, server.url);
        domains = await benchDomains(browser, server.url);
        dns = await benchDns(browser, server.url);
        kit = await benchKitList(browser, server.url);
        palette = await benchPalette(browser, server.url);
      }
    }
    if (!bytesOnly && !paletteOnly && !dnsOnly && !kitOnly && !domainsOnly)
      vitals = await benchVitals(browser, server.url, {
        runs: vitalsRuns,
        only: vitalsScreen,
        cpuSlowdown: vitalsCpuSlowdown,
        distDir: outDir,
      });
  } finally {
    await browser?.close();
    await server.close();
  }

  if (paletteOnly && palette) {
    const slow = reportPalette(palette);
    if (slow.length) {
      console.error(`\nCommand palette over its budget: ${slow.join('; ')}.`);
      process.exit(1);
    }
    return;
  }
  if (domainsOnly && domains) {
    const slow = reportDomains(domains);
    if (slow.length) {
      console.error(`\nDomain list over its budget: ${slow.join('; ')}.`);
      process.exit(1);
    }
    return;
  }
  if (dnsOnly && dns) {
    const slow = reportDns(dns);
    if (slow.length) {
      console.error(`\nDNS zone over its budget: ${slow.join('; ')}.`);
      process.exit(1);
    }
    return;
  }
  if (kitOnly && kit) {
    const slow = reportKitList(kit);
    if (slow.length) {
      console.error(`\nKit list over its budget: ${slow.join('; ')}.`);
      process.exit(1);
    }
    return;
  }
  if (vitalsOnly && vitals) {
    const missedVitals = vitals ? reportVitals(vitals) : [];
    if (missedVitals.length) {
      console.error(`\nVitals goals missed: ${missedVitals.join('; ')}.`);
      process.exit(1);
    }
    console.log('\nEvery vitals goal met.');
    return;
  }

  console.log(`\nJavaScript loaded in Chromium, gzip -9 (start → end of each download, ms after navigation):`);
  const catalogs = catalogChunks(manifest);
  const wrongWords = measured.flatMap((m) => report(m, `/${entryChunk.file}`, catalogs));
  const firstScreenBytes = measured.map((m) => ({
    name: `${m.screen.name}, ${m.language}`,
    bytes: sumBeforeRender(m),
  }));

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
  console.log('Catalog chunks (one per catalog and language, each reached only by dynamic import):');
  for (const [file, c] of [...catalogs].sort(([, a], [, b]) =>
    `${a.catalog}${a.language}`.localeCompare(`${b.catalog}${b.language}`),
  )) {
    const key = Object.keys(manifest).find((k) => `/${manifest[k]?.file}` === file);
    const onlyDynamic = key !== undefined && !Object.values(manifest).some((chunk) => chunk.imports?.includes(key));
    console.log(
      `  ${fmt(sizeOf(key ? [key] : []))}  ${c.catalog}/${c.language}${onlyDynamic ? '' : '  (WRONG: imported statically)'}`,
    );
    if (!onlyDynamic) wrongWords.push(`${c.catalog}/${c.language} is imported statically`);
  }

  // The first screens, side by side.
  console.log('\nSummary, gzip -9 (before render / after idle):');
  for (const m of measured) {
    const all = m.scripts.reduce((total, s) => total + s.gzipBytes, 0);
    console.log(`  ${`${m.screen.name}, ${m.language}`.padEnd(34)} ${fmt(sumBeforeRender(m))} / ${fmt(all)}`);
  }

  if (analyzeModules) {
    for (const m of measured) {
      const files = m.scripts.filter((s) => s.beforeRender).map((s) => join(outDir, s.path));
      printModuleReport(`${m.screen.name}, ${m.language} browser, before render`, files);
    }
  }

  const slowMetrics = metrics ? reportMetrics(metrics) : [];
  const slowDomains = domains ? reportDomains(domains) : [];
  const slowDns = dns ? reportDns(dns) : [];
  const slowKit = kit ? reportKitList(kit) : [];
  const slowPalette = palette ? reportPalette(palette) : [];
  const missedVitals = vitals ? reportVitals(vitals) : [];

  if (wrongWords.length) {
    console.error(`\nWrong catalogs:\n  ${wrongWords.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`\n${guardReport(firstScreenBytes)}`);
  if (slowMetrics.length) {
    console.error(`Metrics tab over its budget: ${slowMetrics.join('; ')}.`);
    process.exit(1);
  }
  if (slowDomains.length) {
    console.error(`Domain list over its budget: ${slowDomains.join('; ')}.`);
    process.exit(1);
  }
  if (slowDns.length) {
    console.error(`DNS zone over its budget: ${slowDns.join('; ')}.`);
    process.exit(1);
  }
  if (slowKit.length) {
    console.error(`Kit list over its budget: ${slowKit.join('; ')}.`);
    process.exit(1);
  }
  if (slowPalette.length) {
    console.error(`Command palette over its budget: ${slowPalette.join('; ')}.`);
    process.exit(1);
  }
  if (missedVitals.length) {
    console.error(`Vitals goals missed: ${missedVitals.join('; ')}.`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

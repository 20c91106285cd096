/**
 * `npm run bench -- --vitals-only --profile`: where a first screen's main-thread time goes before its largest paint.
 * The vitals phase's byte report (`--modules`) says what arrives; this says what runs. Each visit is sampled by V8's
 * profiler (CDP Profiler, 0.5 ms) from before the navigation to the end of the visit, and every sample before the
 * largest paint is charged to the script it was in, mapped through the build's hidden source maps to the app file
 * or package it came from. Idle and the browser's own work (style, layout, paint, compiling a script) show as the
 * profiler's "(idle)", "(program)" and "(garbage collector)".
 *
 * `--profile-package zod` splits one package's time by its own files and lines (as its source map names them).
 *
 * The profiler costs the page some time itself, so a profiled visit's vitals are not the bench's figures: the
 * flag prints the profile only.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession } from '@playwright/test';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** The function CLOCK_MARK runs, found by name among the profile's samples. */
const CLOCK_MARK_FUNCTION = '__benchClockMark';

/**
 * Put in the page before its own scripts (an init script): a function that keeps the main thread 3 ms at the
 * document's start, and the time it started on the page's clock. Its first sample in the profile lines the profile's
 * clock up with the page's to the sampling interval. The wall clocks did not: a reading before the profiler's start
 * put the samples about 300 ms early, one after it about 600 ms (why, I did not establish; the navigation changes the
 * page's process, whose clock the document's time origin is on).
 */
export const CLOCK_MARK = `(() => {
  const at = performance.now();
  function ${CLOCK_MARK_FUNCTION}() {
    const until = performance.now() + 3;
    while (performance.now() < until);
  }
  ${CLOCK_MARK_FUNCTION}();
  window.__benchClockMarkAt = at;
})();`;

export interface Stopped {
  profile: Profile;
  /** Wall clock (epoch ms) just before the profiler started: the fallback when the page has no clock mark. */
  epochAtStart: number;
  documentTimeOrigin: number;
  /** When CLOCK_MARK ran, on the document's clock (ms), if it did. */
  markAtMs: number | null;
}

export interface Sampler {
  stop(page: { documentTimeOrigin: number; markAtMs: number | null }): Promise<Stopped>;
}

/**
 * Starts sampling before the navigation. The wall clock noted just before is the fallback that lines the profile up
 * with the page's clock when the page ran no CLOCK_MARK (the closer of the two readings tried).
 */
export async function startSampler(cdp: CDPSession): Promise<Sampler> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: 'performance.timeOrigin + performance.now()',
    returnByValue: true,
  });
  await cdp.send('Profiler.start');
  const epochAtStart = Number(result.value);
  return {
    async stop({ documentTimeOrigin, markAtMs }) {
      const { profile } = await cdp.send('Profiler.stop');
      return { profile, epochAtStart, documentTimeOrigin, markAtMs };
    },
  };
}

export interface ProfileShare {
  name: string;
  ms: number;
}

const mappingLists = new WeakMap<SourceMapConsumer, { line: number; column: number; source: string }[]>();

/** The source of the first mapped position after (line, column) on the same line, if any. */
function wrappedSource(consumer: SourceMapConsumer, line: number, column: number): string | null {
  let list = mappingLists.get(consumer);
  if (!list) {
    const built: { line: number; column: number; source: string }[] = [];
    consumer.eachMapping((m) => {
      if (m.source) built.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source });
    });
    built.sort((a, b) => a.line - b.line || a.column - b.column);
    mappingLists.set(consumer, (list = built));
  }
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const m = list[mid];
    if (m && (m.line < line || (m.line === line && m.column < column))) low = mid + 1;
    else high = mid;
  }
  const next = list[low];
  return next && next.line === line ? next.source : null;
}

/** Maps a built script's position to its source (app file under src/, or the package in node_modules). */
function sourceNamer(distDir: string, detailPackage: string | undefined) {
  const consumers = new Map<string, SourceMapConsumer | null>();
  return (url: string, line: number, column: number): string => {
    if (!url) return '(browser)';
    let path: string;
    try {
      path = new URL(url).pathname;
    } catch {
      return url;
    }
    if (!consumers.has(path)) {
      const mapFile = join(distDir, `${path}.map`);
      consumers.set(
        path,
        existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap) : null,
      );
    }
    const consumer = consumers.get(path);
    if (!consumer) return path;
    const original = consumer.originalPositionFor({ line: line + 1, column });
    // A function the bundler wrote around a module's body (Rolldown's lazy module init) maps to nothing; the body's
    // first statement after it does: its time is that module's evaluation.
    const source = original.source ?? wrappedSource(consumer, line + 1, column);
    if (!source) return `${path} (bundler glue)`;
    const inModules = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    if (inModules?.[1] && inModules[1] === detailPackage)
      return `${source.replace(/.*node_modules\//, '')}:${original.line} ${original.name ?? ''}`;
    if (inModules?.[1]) return inModules[1];
    return /(?:^|\/)(src\/.*)$/.exec(source)?.[1] ?? source;
  };
}

/** Each sample's time on the document's clock, by CLOCK_MARK's first sample (or the wall clocks without one). */
function samplesOnPageClock({ profile, epochAtStart, documentTimeOrigin, markAtMs }: Stopped) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const sinceStartMs: number[] = [];
  let at = profile.startTime;
  for (let i = 0; i < samples.length; i++) {
    at += deltas[i] ?? 0;
    sinceStartMs.push((at - profile.startTime) / 1000);
  }
  const marked = samples.findIndex((id) => byNode.get(id)?.callFrame.functionName === CLOCK_MARK_FUNCTION);
  // The mark's first sample was taken as it started, to the sampling interval (0.5 ms).
  const offsetMs =
    markAtMs !== null && marked >= 0 ? markAtMs - (sinceStartMs[marked] ?? 0) : epochAtStart - documentTimeOrigin;
  return samples.map((id, i) => ({
    node: byNode.get(id),
    pageMs: offsetMs + (sinceStartMs[i] ?? 0),
    ms: (deltas[i + 1] ?? 0) / 1000,
  }));
}

/** Self time per source up to `untilMs` on the document's clock (the largest paint), largest first. */
export function profileShares(
  stopped: Stopped,
  untilMs: number,
  distDir: string,
  { byFunction = false, detailPackage }: { byFunction?: boolean; detailPackage?: string | undefined } = {},
): ProfileShare[] {
  const nameOf = sourceNamer(distDir, detailPackage);
  const totals = new Map<string, number>();
  for (const { node, pageMs, ms } of samplesOnPageClock(stopped)) {
    if (!node || pageMs < 0 || pageMs > untilMs) continue;
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    const source = url ? nameOf(url, lineNumber, columnNumber) : functionName || '(anonymous)';
    const name =
      byFunction && url
        ? `${source}: ${functionName || '(anonymous)'} (built ${lineNumber + 1}:${columnNumber})`
        : source;
    totals.set(name, (totals.get(name) ?? 0) + ms);
  }
  return [...totals].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms || a.name.localeCompare(b.name));
}

/**
 * `--profile-timeline`: the visit in steps of `stepMs` on the document's clock until the largest paint, each with the
 * sources that ran most in it: what the main thread did while the scripts downloaded, and after.
 */
export function profileTimeline(
  stopped: Stopped,
  untilMs: number,
  distDir: string,
  stepMs = 50,
): { atMs: number; shares: ProfileShare[] }[] {
  const nameOf = sourceNamer(distDir, undefined);
  const steps = new Map<number, Map<string, number>>();
  for (const { node, pageMs, ms } of samplesOnPageClock(stopped)) {
    if (!node || ms === 0 || pageMs < 0 || pageMs > untilMs) continue;
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    const source = url ? nameOf(url, lineNumber, columnNumber) : functionName || '(anonymous)';
    const atMs = Math.floor(pageMs / stepMs) * stepMs;
    const step = steps.get(atMs) ?? new Map<string, number>();
    step.set(source, (step.get(source) ?? 0) + ms);
    steps.set(atMs, step);
  }
  return [...steps]
    .sort((a, b) => a[0] - b[0])
    .map(([atMs, step]) => ({
      atMs,
      shares: [...step].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms || a.name.localeCompare(b.name)),
    }));
}

export function printTimeline(screen: string, rows: ReturnType<typeof profileTimeline>): void {
  console.log(`\n  ${screen}: the main thread, step by step (ms on the document's clock: the sources that ran most)`);
  for (const { atMs, shares } of rows) {
    const top = shares.slice(0, 4).map((s) => `${s.name} ${Math.round(s.ms)}`);
    console.log(`    ${String(atMs).padStart(6)}  ${top.join(', ')}`);
  }
}

export function printProfile(screen: string, untilMs: number, shares: readonly ProfileShare[], limit = 25): void {
  const busy = shares.filter((s) => s.name !== '(idle)').reduce((sum, s) => sum + s.ms, 0);
  console.log(
    `\n  ${screen}: main thread before the largest paint (${Math.round(untilMs)} ms), ${Math.round(busy)} ms busy`,
  );
  for (const s of shares.slice(0, limit)) console.log(`    ${Math.round(s.ms).toString().padStart(6)} ms  ${s.name}`);
}

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

export interface Sampler {
  /** Stops the profiler; the document's time origin (epoch ms) lines the profile up with the page's clock. */
  stop(documentTimeOrigin: number): Promise<{ profile: Profile; epochAtStart: number; documentTimeOrigin: number }>;
}

/** Starts sampling before the navigation, and notes the wall clock then, to line the profile up with the page's clock. */
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
    async stop(documentTimeOrigin) {
      const { profile } = await cdp.send('Profiler.stop');
      return { profile, epochAtStart, documentTimeOrigin };
    },
  };
}

export interface ProfileShare {
  name: string;
  ms: number;
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
    const source = original.source;
    if (!source) return `${path} (bundler glue)`;
    const inModules = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    if (inModules?.[1] && inModules[1] === detailPackage)
      return `${source.replace(/.*node_modules\//, '')}:${original.line} ${original.name ?? ''}`;
    if (inModules?.[1]) return inModules[1];
    return /(?:^|\/)(src\/.*)$/.exec(source)?.[1] ?? source;
  };
}

/** Self time per source up to `untilMs` on the document's clock (the largest paint), largest first. */
export function profileShares(
  { profile, epochAtStart, documentTimeOrigin }: Awaited<ReturnType<Sampler['stop']>>,
  untilMs: number,
  distDir: string,
  { byFunction = false, detailPackage }: { byFunction?: boolean; detailPackage?: string | undefined } = {},
): ProfileShare[] {
  const nameOf = sourceNamer(distDir, detailPackage);
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  // Sample times are µs on the profiler's clock from its start; the document's clock starts at its time origin.
  const offsetMs = epochAtStart - documentTimeOrigin;
  let at = profile.startTime;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    at += deltas[i] ?? 0;
    const pageMs = offsetMs + (at - profile.startTime) / 1000;
    const next = (deltas[i + 1] ?? 0) / 1000;
    if (pageMs < 0 || pageMs > untilMs) continue;
    const node = byNode.get(samples[i] ?? -1);
    if (!node) continue;
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    const source = url ? nameOf(url, lineNumber, columnNumber) : functionName || '(anonymous)';
    const name =
      byFunction && url
        ? `${source}: ${functionName || '(anonymous)'} (built ${lineNumber + 1}:${columnNumber})`
        : source;
    totals.set(name, (totals.get(name) ?? 0) + next);
  }
  return [...totals].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms || a.name.localeCompare(b.name));
}

export function printProfile(screen: string, untilMs: number, shares: readonly ProfileShare[], limit = 25): void {
  const busy = shares.filter((s) => s.name !== '(idle)').reduce((sum, s) => sum + s.ms, 0);
  console.log(
    `\n  ${screen}: main thread before the largest paint (${Math.round(untilMs)} ms), ${Math.round(busy)} ms busy`,
  );
  for (const s of shares.slice(0, limit)) console.log(`    ${Math.round(s.ms).toString().padStart(6)} ms  ${s.name}`);
}

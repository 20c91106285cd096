import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { profileShares, profileTimeline } from './bench-profile';

/**
 * A built chunk of one line: the app's code from column 0, zod's from column 100, and a module wrapper the bundler
 * wrote itself from column 200 (mapped to nothing).
 */
function distWithChunk(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  mkdirSync(join(dir, 'assets'));
  const map = new SourceMapGenerator({ file: 'main.js' });
  map.addMapping({
    generated: { line: 1, column: 0 },
    original: { line: 3, column: 0 },
    source: '../../src/ui/kit-list.tsx',
  });
  map.addMapping({
    generated: { line: 1, column: 100 },
    original: { line: 50, column: 4 },
    source: '../../node_modules/zod/v4/core/core.js',
    name: 'init',
  });
  map.addMapping({ generated: { line: 1, column: 200 } });
  // Line 2: a module's body in the bundler's lazy wrapper, whose own position maps to nothing.
  map.addMapping({ generated: { line: 2, column: 0 } });
  map.addMapping({
    generated: { line: 2, column: 20 },
    original: { line: 1, column: 0 },
    source: '../../src/features/tickets/ticket-route-params.ts',
  });
  writeFileSync(join(dir, 'assets/main.js'), `${'x'.repeat(300)}\n${'y'.repeat(100)}`);
  writeFileSync(join(dir, 'assets/main.js.map'), map.toString());
  return dir;
}

const frame = (id: number, url: string, columnNumber: number, functionName = '') => ({
  id,
  callFrame: { functionName, url, lineNumber: 0, columnNumber },
});

/**
 * A profile sampled every 10 ms (timeDeltas in µs: its first sample 10 ms after its start), started
 * `earlyMs` before the document's clock starts. A sample stands for the time until the next one.
 */
function profile(samples: number[], earlyMs = 0, markAtMs: number | null = null) {
  return {
    profile: {
      nodes: [
        frame(1, '', 0, '(idle)'),
        frame(2, 'http://127.0.0.1:4000/assets/main.js', 10),
        frame(3, 'http://127.0.0.1:4000/assets/main.js', 120, 'c'),
        frame(4, 'http://127.0.0.1:4000/assets/main.js', 210),
        frame(5, '', 0, '__benchClockMark'),
      ],
      startTime: 5_000_000,
      samples,
      timeDeltas: samples.map(() => 10_000),
    },
    epochAtStart: 1_000_000 - earlyMs,
    documentTimeOrigin: 1_000_000,
    markAtMs,
  };
}

describe('where the main thread went before the largest paint', () => {
  it('charges each sample to the app file or package its script came from, by the source map', () => {
    const shares = profileShares(profile([2, 2, 3, 3, 3, 4, 1, 1, 1]), 1000, distWithChunk());
    expect(shares).toEqual([
      { name: 'zod', ms: 30 },
      { name: '(idle)', ms: 20 },
      { name: 'src/ui/kit-list.tsx', ms: 20 },
      { name: '/assets/main.js (bundler glue)', ms: 10 },
    ]);
  });

  it('charges a module wrapper the bundler wrote to the module whose body it runs', () => {
    const stopped = profile([2, 2]);
    stopped.profile.nodes.push({
      id: 6,
      callFrame: { functionName: '', url: 'http://127.0.0.1:4000/assets/main.js', lineNumber: 1, columnNumber: 5 },
    });
    stopped.profile.samples = [6, 6, 6, 6];
    stopped.profile.timeDeltas = [10_000, 10_000, 10_000, 10_000];
    expect(profileShares(stopped, 1000, distWithChunk())).toEqual([
      { name: 'src/features/tickets/ticket-route-params.ts', ms: 30 },
    ]);
  });

  it('counts only what ran before the paint, on the document’s clock', () => {
    // Started 20 ms early: the samples fall at -10, 0, 10, 20, 30, 40 … ms on the document's clock. The one
    // before the document and those after the paint at 30 ms are left out.
    const shares = profileShares(profile([2, 2, 3, 3, 4, 4, 4, 4], 20), 30, distWithChunk());
    expect(shares).toEqual([
      { name: 'zod', ms: 20 },
      { name: '/assets/main.js (bundler glue)', ms: 10 },
      { name: 'src/ui/kit-list.tsx', ms: 10 },
    ]);
  });

  it('splits one package by its files and lines, and names functions when asked', () => {
    const dist = distWithChunk();
    const shares = profileShares(profile([3, 3, 2]), 1000, dist, { byFunction: true, detailPackage: 'zod' });
    expect(shares.map((s) => s.name)).toEqual([
      'zod/v4/core/core.js:50 init: c (built 1:120)',
      'src/ui/kit-list.tsx: (anonymous) (built 1:10)',
    ]);
  });

  it('lines the profile up by the page’s clock mark, not by the wall clocks', () => {
    // The wall clocks say the profile started with the document. The mark's sample (the third, 30 ms after the
    // profiler's start) ran at 200 ms on the document's clock, so the samples fall at 180, 190, 200 … 240 ms, and a
    // paint at 225 ms leaves out the last two (the bundler's wrapper), which the wall clocks would have counted.
    const stopped = profile([2, 2, 5, 3, 2, 4, 4], 0, 200);
    expect(profileShares(stopped, 225, distWithChunk())).toEqual([
      { name: 'src/ui/kit-list.tsx', ms: 30 },
      { name: '__benchClockMark', ms: 10 },
      { name: 'zod', ms: 10 },
    ]);
    expect(profileShares({ ...stopped, markAtMs: null }, 225, distWithChunk())).toContainEqual({
      name: '/assets/main.js (bundler glue)',
      ms: 10,
    });
  });

  it('tells the visit step by step, the busiest source of each step first', () => {
    const rows = profileTimeline(profile([2, 3, 3, 1, 4, 4, 4, 2]), 1000, distWithChunk(), 40);
    expect(rows.map((row) => [row.atMs, row.shares[0]?.name])).toEqual([
      [0, 'zod'],
      [40, '/assets/main.js (bundler glue)'],
    ]);
  });
});

import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { profileShares } from './bench-profile';

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
  writeFileSync(join(dir, 'assets/main.js'), 'x'.repeat(300));
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
function profile(samples: number[], earlyMs = 0) {
  return {
    profile: {
      nodes: [
        frame(1, '', 0, '(idle)'),
        frame(2, 'http://127.0.0.1:4000/assets/main.js', 10),
        frame(3, 'http://127.0.0.1:4000/assets/main.js', 120, 'c'),
        frame(4, 'http://127.0.0.1:4000/assets/main.js', 210),
      ],
      startTime: 5_000_000,
      samples,
      timeDeltas: samples.map(() => 10_000),
    },
    epochAtStart: 1_000_000 - earlyMs,
    documentTimeOrigin: 1_000_000,
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
});

/**
 * Checks a build for the demo (`__DEMO__`, src/demo-build.d.ts): `tsx scripts/check-demo-build.ts dist` fails when a
 * production build's files hold any trace of it; `--demo dist-demo` fails when a demo build lacks one (so the traces
 * below still name what the demo is). `npm run build` runs the first after building; scripts/check-demo-build.test.ts
 * builds both ways and checks both, and that these words are the demo catalogs' own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * What only the demo sends or says: the mock's control plane, the sign-in demo's class and its words, "Continue in a
 * world" (English and Swedish). Words common elsewhere ("Scenario", "Starting…") are not traces.
 */
export const DEMO_TRACES = [
  '/__mock',
  'sign-in__demo',
  'Try the demo',
  'Start demo',
  'Start read-only demo',
  'Continue in a world',
  'Building the world…',
  'Prova demon',
  'Starta demo',
  'Fortsätt i en värld',
  'Bygger världen …',
] as const;

/** Modules of the demo whose names a chunk would carry (Rolldown names a chunk after its module or group). */
const DEMO_CHUNK = /^(demo|demo-sign-in|demo-queries|continue-in-world|mock-control)-[\w-]+\.(js|css)$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.(js|css|html)$/.test(entry.name) ? [path] : [];
  });
}

/** Each script, stylesheet and page of the build in `dir` that holds a trace of the demo, with what it holds. */
export function demoTracesIn(dir: string): { file: string; traces: string[] }[] {
  return files(dir)
    .map((path) => {
      const text = readFileSync(path, 'utf8');
      const name = relative(dir, path);
      const traces: string[] = DEMO_TRACES.filter((trace) => text.includes(trace));
      if (DEMO_CHUNK.test(name.split('/').at(-1) ?? '')) traces.push('a demo module’s chunk');
      return { file: name, traces };
    })
    .filter((found) => found.traces.length > 0);
}

/** The traces no file of the build in `dir` holds. */
export function missingDemoTraces(dir: string): string[] {
  const found = new Set(demoTracesIn(dir).flatMap((file) => file.traces));
  return DEMO_TRACES.filter((trace) => !found.has(trace));
}

function main() {
  const args = process.argv.slice(2);
  const demo = args.includes('--demo');
  const dir = resolve(args.find((arg) => !arg.startsWith('--')) ?? (demo ? 'dist-demo' : 'dist'));
  if (demo) {
    const missing = missingDemoTraces(dir);
    if (missing.length === 0) return console.log(`${dir}: a demo build (every trace of the demo found).`);
    console.error(`${dir}: not a demo build, or the demo changed: no file holds ${missing.join(', ')}`);
    process.exit(1);
  }
  const found = demoTracesIn(dir);
  if (found.length === 0) return console.log(`${dir}: no trace of the demo.`);
  for (const { file, traces } of found) console.error(`${file}: ${traces.join(', ')}`);
  console.error(`${dir}: a production build holds the demo (src/demo-build.d.ts).`);
  process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();

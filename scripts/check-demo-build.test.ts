import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import sessionDemoEn from '../src/features/session/messages/demo/en';
import sessionDemoSv from '../src/features/session/messages/demo/sv';
import sharingDemoEn from '../src/features/sharing/messages/demo/en';
import sharingDemoSv from '../src/features/sharing/messages/demo/sv';
import { DEMO_TRACES, demoTracesIn, missingDemoTraces } from './check-demo-build';

const VITE = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'demo-build-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** `vite build --mode <mode>` into a folder of its own, as `npm run build` / `build:demo` would (not under Vitest's env). */
async function build(mode: 'production' | 'demo'): Promise<string> {
  const dir = join(out, mode);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) if (name === 'NODE_ENV' || name.startsWith('VITEST')) delete env[name];
  await promisify(execFile)(
    process.execPath,
    [VITE, 'build', '--mode', mode, '--outDir', dir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: ROOT, env, maxBuffer: 16 * 1024 * 1024 },
  );
  return dir;
}

/**
 * The production build carries no demo (src/demo-build.d.ts): no script, stylesheet or page of `npm run build` names
 * the mock's control plane or says the demo's words, and no chunk of a demo module is emitted; the demo build has
 * every one of those, so the check looks for what the demo really is. Two builds: about 10 s on an idle machine.
 */
describe('the demo in the build', { timeout: 240_000 }, () => {
  it('is in the demo build and nowhere in the production build', async () => {
    const production = await build('production');
    expect(demoTracesIn(production)).toEqual([]);
    const demo = await build('demo');
    expect(missingDemoTraces(demo)).toEqual([]);
  });

  it('looks for the demo catalogs’ own words', () => {
    const words = [sessionDemoEn, sessionDemoSv, sharingDemoEn, sharingDemoSv].flatMap((catalog) => [
      ...Object.values(catalog),
    ]);
    for (const trace of DEMO_TRACES.filter((t) => !t.startsWith('/') && !t.startsWith('sign-in__'))) {
      expect(words, trace).toContain(trace);
    }
  });
});

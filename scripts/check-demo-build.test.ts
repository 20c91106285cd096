import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import sessionDemoEn from '../src/features/session/messages/demo/en';
import sessionDemoSv from '../src/features/session/messages/demo/sv';
import sharingDemoEn from '../src/features/sharing/messages/demo/en';
import sharingDemoSv from '../src/features/sharing/messages/demo/sv';
import { hostingRoutes } from '../src/api/endpoints/hosting';
import { DEMO_TRACES, demoTracesIn, missingDemoTraces } from './check-demo-build';

const VITE = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'demo-build-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** `vite build --mode <mode>` into a folder of its own, as `npm run build` / `build:demo` would (not under Vitest's env). */
async function build(mode: 'production' | 'demo', ...options: string[]): Promise<string> {
  const dir = join(out, mode);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) if (name === 'NODE_ENV' || name.startsWith('VITEST')) delete env[name];
  await promisify(execFile)(
    process.execPath,
    [VITE, 'build', '--mode', mode, '--outDir', dir, '--emptyOutDir', '--logLevel', 'error', ...options],
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
    // Nor an endpoint's OpenAPI summary or the mock's audit name (scripts/client-route-tables.ts), boot script included.
    const scripts = readdirSync(join(production, 'assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.some((file) => file.startsWith('boot-'))).toBe(true);
    // (An audit action's name is also an account-log word; the audit's own member name is not.)
    const serverOnly = [hostingRoutes.list.summary, hostingRoutes.renew.summary, 'skipDryRunAnswers'];
    const holding = scripts.filter((file) => {
      const code = readFileSync(join(production, 'assets', file), 'utf8');
      return serverOnly.some((text) => code.includes(text));
    });
    expect(holding).toEqual([]);
    // No source map in a build asked for none.
    expect(readdirSync(join(production, 'assets')).filter((file) => file.endsWith('.map'))).toEqual([]);
    // The demo built as the bench builds (hidden maps, which change no byte of the scripts).
    const demo = await build('demo', '--sourcemap', 'hidden');
    expect(missingDemoTraces(demo)).toEqual([]);
    // The boot script and the first-rows renderers, built apart from the app, have their maps beside them as the
    // app's chunks do (`npm run bench -- --modules` reads them); none names its map.
    const assets = readdirSync(join(demo, 'assets'));
    const apart = assets.filter((file) => /^(boot|first-rows-[a-z-]+)-[\w-]+\.js$/.test(file));
    expect(apart.filter((file) => /^(boot|first-rows-home)-/.test(file))).toHaveLength(2);
    for (const file of apart) {
      expect(assets, file).toContain(`${file}.map`);
      expect(readFileSync(join(demo, 'assets', file), 'utf8')).not.toContain('sourceMappingURL');
      const map = JSON.parse(readFileSync(join(demo, 'assets', `${file}.map`), 'utf8')) as { sources: string[] };
      expect(
        map.sources.some((source) => /(^|\/)src\/(boot|features)\//.test(source)),
        file,
      ).toBe(true);
    }
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

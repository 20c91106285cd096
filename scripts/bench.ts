/**
 * `npm run bench`: builds the app and reports the gzip size of the JavaScript the first screen needs
 * (the entry, everything it imports statically, and the sign-in route's chunks), and of each route chunk.
 * Budget: 150 KB gzip before the first screen renders. Exits non-zero over budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const BUDGET_KB = 150;
const outDir = '.bench/dist';

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
const fmt = (bytes: number) => `${kb(bytes).toFixed(1).padStart(7)} KB`;

function gzipSize(file: string): number {
  return gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
}

/** A chunk plus everything it imports statically: what the browser must fetch before it runs. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

async function main() {
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('No entry chunk in the manifest');

  const entryFiles = closure(manifest, entryKey);
  /** Everything a screen needs before it renders: the entry plus its routes' chunks (all split parts). */
  const screen = (routeFiles: string[]) => {
    const files = new Set(entryFiles);
    for (const key of Object.keys(manifest)) {
      if (routeFiles.some((r) => key.startsWith(`src/routes/${r}`))) closure(manifest, key, files);
    }
    return files;
  };
  // A signed-out visitor lands on sign-in; a signed-in one on the support ticket list (the landing area).
  const firstScreens = [
    { name: 'sign-in', files: screen(['__root.tsx', 'sign-in.tsx']) },
    { name: 'signed in: support tickets', files: screen(['__root.tsx', '_app.tsx', '_app/support/tickets/index.tsx']) },
  ];

  const sizeOf = (keys: Iterable<string>) => {
    let total = 0;
    for (const k of keys) {
      const file = manifest[k]?.file;
      if (file?.endsWith('.js')) total += gzipSize(file);
    }
    return total;
  };

  const entryBytes = sizeOf(entryFiles);
  console.log('\nJavaScript, gzip -9');
  console.log(`${fmt(entryBytes)}  entry + static imports (${entryFiles.size} chunks)`);
  const measured = firstScreens.map((s) => ({ ...s, bytes: sizeOf(s.files) }));
  for (const s of measured) console.log(`${fmt(s.bytes)}  first screen "${s.name}" total, budget ${BUDGET_KB} KB`);
  const firstBytes = Math.max(...measured.map((s) => s.bytes));
  console.log('\nRoute chunks (loaded on navigation, beyond what is already loaded):');
  const routes = Object.entries(manifest)
    .filter(([k, c]) => c.isDynamicEntry && k.includes('src/routes/'))
    .map(([k]) => {
      const extra = [...closure(manifest, k)].filter((dep) => !entryFiles.has(dep));
      return {
        route: k.replace(/^src\/routes\//, '').replace(/\?.*$/, ''),
        kind: /tsr-split=([a-z]+)/.exec(k)?.[1] ?? '',
        bytes: sizeOf(extra),
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  for (const r of routes) console.log(`${fmt(r.bytes)}  ${r.route}${r.kind ? ` (${r.kind})` : ''}`);

  if (kb(firstBytes) > BUDGET_KB) {
    console.error(`\nOver budget: ${kb(firstBytes).toFixed(1)} KB > ${BUDGET_KB} KB before the first screen renders.`);
    process.exit(1);
  }
  console.log(`\nWithin budget: ${kb(firstBytes).toFixed(1)} KB of ${BUDGET_KB} KB.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { build } from 'esbuild';
import { rolldown } from 'rolldown';
import { createHash } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join, resolve } from 'node:path';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { ROUTE_TABLE, routeTableNames, routesRead, withoutServerOnlyMembers } from './client-route-tables';
import type { Plugin, Rolldown } from 'vite';
import { anyScreenSources, demoFirstChunkSources, firstChunkSources } from '../src/boot/first-chunk-sources';
import type { FirstScreen } from '../src/boot/first-chunks';
import type * as PrerenderModule from '../src/boot/prerender';
import { staticShellHtml, type Prerendered } from '../src/boot/static-shell';
import { locales } from '../src/i18n/locale';

const ENTRY = fileURLToPath(new URL('../src/boot/boot.ts', import.meta.url));
const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const PRERENDER = fileURLToPath(new URL('../src/boot/prerender.tsx', import.meta.url));
/** Each list's first-rows renderer: `<screen>.ts` here, a script of its own (src/boot/first-rows.ts). */
const ROWS_DIR = fileURLToPath(new URL('../src/boot/rows/', import.meta.url));
/** Where the prerender's bundle is run from: inside the project, so its packages resolve from node_modules. */
const PRERENDER_DIR = fileURLToPath(new URL('../node_modules/.cache/boot-prerender/', import.meta.url));

/**
 * Each first screen's files per language (src/boot/first-chunks.ts): the chunk of every source module, and what it
 * imports statically, never the entry (already on its way). `{ "vps": { "en": ["/assets/…"] } }`. A demo build's
 * screens also wait for their demo's files (`demoFirstChunkSources`).
 */
export function firstChunkFiles(
  bundle: Rolldown.OutputBundle,
  base: string,
  demo: boolean,
): Record<string, Record<string, string[]>> {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (source: string) => {
    const id = `${SRC}${source}`;
    // A route file stands for its split component (TanStack Router's code splitting); `node_modules/…`, a package file.
    const holds = (moduleId: string) =>
      source.startsWith('node_modules/')
        ? moduleId.endsWith(`/${source}`)
        : source.startsWith('routes/')
          ? moduleId === `${id}?tsr-split=component`
          : moduleId === id;
    // A small shared module is copied into each chunk that reads it (the build's inlined common chunks), so several
    // chunks may list it: the one it is the face of (a route's split component, a module imported dynamically) is its
    // own; a module only copied has no file of its own to ask for, and naming it here is a mistake.
    const holders = chunks.filter((chunk) => !chunk.isEntry && chunk.moduleIds.some(holds));
    const own = holders.find((chunk) => chunk.facadeModuleId != null && holds(chunk.facadeModuleId));
    const found = own ?? (holders.length === 1 ? holders[0] : undefined);
    if (!found)
      throw new Error(
        holders.length
          ? `boot-script: ${source} is copied into ${holders.length} chunks, none its own (src/boot/first-chunks.ts)`
          : `boot-script: no chunk holds ${source} (src/boot/first-chunks.ts)`,
      );
    return found;
  };
  const table: Record<string, Record<string, string[]>> = {};
  const screens: [FirstScreen | 'any', readonly string[]][] = [
    ...(Object.entries(firstChunkSources) as [FirstScreen, readonly string[]][]).map(
      ([screen, sources]): [FirstScreen, readonly string[]] => [
        screen,
        demo ? [...sources, ...(demoFirstChunkSources[screen] ?? [])] : sources,
      ],
    ),
    ['any', anyScreenSources],
  ];
  for (const [screen, sources] of screens) {
    table[screen] = {};
    for (const locale of locales) {
      const files = new Set<string>();
      const add = (chunk: Rolldown.OutputChunk) => {
        if (chunk.isEntry || files.has(chunk.fileName)) return;
        files.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const imported of chunk.imports) {
          const next = byFile.get(imported);
          if (next) add(next);
        }
      };
      for (const source of sources) add(chunkOf(source.replace('{locale}', locale)));
      table[screen][locale] = [...files].map((file) => `${base}${file}`);
    }
  }
  return table;
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/**
 * The boot script's code, minified: src/boot/boot.ts and what it imports, with `__DEMO__` as the build's. Its first
 * reads take a route or two of each area's table (src/api/first-reads); the tables hold every route of the area,
 * half of this script's bytes, and a script in <head> delays the first paint by its download and its run. So it is
 * bundled twice: once to see its modules and which routes they read off each table (`routesRead`), then with each
 * table cut to those routes, and to the members the browser reads (scripts/client-route-tables.ts).
 */
export async function buildBootScript({ demo }: { demo: boolean }): Promise<Bundled> {
  return bundleWithClientRouteTables(ENTRY, { define: { __DEMO__: JSON.stringify(demo) } });
}

/** A script bundled apart from the app: its code, and its source map (JSON; `npm run bench -- --modules` reads it). */
export interface Bundled {
  code: string;
  map: string;
}

/**
 * `entry` minified into a classic script, its endpoint tables as a client build has them (`client-route-tables`:
 * only the routes the script reads, without their server-only members, as in the app's build), in two passes: the
 * first (esbuild's metafile: each module's import specifiers) finds which routes each module reads; the second
 * bundles with Rolldown, the app's own bundler, whose tree shaking leaves out more of the packages' unused code than
 * esbuild's (Home's renderer 20.2 → 16.2 KB gzip, most of it zod's).
 */
async function bundleWithClientRouteTables(
  entry: string,
  options: { define: Record<string, string>; alias?: Record<string, string> },
): Promise<Bundled> {
  const first = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    metafile: true,
    define: options.define,
    alias: options.alias ?? {},
    plugins: [
      {
        name: 'client-route-tables',
        setup(esbuild) {
          // esbuild's filter is a Go expression (no look-around): ROUTE_TABLE decides. Every route, no server-only member.
          esbuild.onLoad({ filter: /[\\/]src[\\/]api[\\/]endpoints[\\/][a-z-]+\.ts$/ }, async ({ path }) => {
            if (!ROUTE_TABLE.test(path)) return undefined;
            const code = await readFile(path, 'utf8');
            return { contents: withoutServerOnlyMembers(code, path) ?? code, loader: 'ts' };
          });
        },
      },
    ],
  });
  const keep = new Map<string, Set<string> | 'all'>();
  for (const [input, { imports }] of Object.entries(first.metafile.inputs)) {
    const path = resolve(input);
    if (!path.startsWith(SRC)) continue;
    const tables = new Map<string, { file: string; names: Set<string> }>();
    for (const { original, path: imported } of imports) {
      const file = resolve(imported);
      if (original !== undefined && ROUTE_TABLE.test(file))
        tables.set(original, { file, names: routeTableNames(await readFile(file, 'utf8'), file) });
    }
    if (!tables.size) continue;
    const read = routesRead(await readFile(path, 'utf8'), path, (specifier, name) => {
      const table = tables.get(specifier);
      return table && (name === '*' || table.names.has(name)) ? table.file : null;
    });
    for (const [table, names] of read) {
      const kept = keep.get(table);
      if (names === 'all' || kept === 'all') keep.set(table, 'all');
      else keep.set(table, new Set([...(kept ?? []), ...names]));
    }
  }
  const bundled = await rolldown({
    input: entry,
    platform: 'browser',
    logLevel: 'warn',
    // A property read whose value is not used is left out, as esbuild does: the scope lists a module reads off a
    // route it exports for the app (`domainRoutes.update.scopes`) would otherwise keep that route in the script.
    treeshake: { propertyReadSideEffects: false },
    resolve: { alias: options.alias ?? {} },
    transform: { define: options.define, target: 'es2020' },
    plugins: [
      {
        name: 'client-route-tables',
        // A plain hook, not a filter: ROUTE_TABLE looks around, which a hook filter's regular expression may not.
        async load(id) {
          if (!ROUTE_TABLE.test(id)) return null;
          const code = await readFile(id, 'utf8');
          // A table in the bundle that no module reads a route of keeps none.
          const names = keep.get(resolve(id)) ?? new Set<string>();
          return {
            code: withoutServerOnlyMembers(code, id, names === 'all' ? undefined : names) ?? code,
            moduleType: 'ts',
          };
        },
      },
    ],
  });
  try {
    const { output } = await bundled.generate({ format: 'iife', minify: true, comments: false, sourcemap: 'hidden' });
    const [chunk] = output;
    if (!chunk.code || !chunk.map) throw new Error(`boot-script: the bundler produced no script for ${entry}`);
    return { code: chunk.code, map: chunk.map.toString() };
  } finally {
    await bundled.close();
  }
}

/**
 * Each list's first-rows renderer (src/boot/rows/<screen>.ts but `register.ts`), minified into a classic script of
 * its own, by screen. The boot script asks for the current screen's only (its address in `data-first-rows`), so the
 * script every first paint waits for carries none of them.
 */
export async function buildFirstRowsScripts({ demo }: { demo: boolean }): Promise<Record<string, Bundled>> {
  const screens = (await readdir(ROWS_DIR))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'register.ts')
    .map((file) => file.slice(0, -'.ts'.length));
  const scripts: Record<string, Bundled> = {};
  for (const screen of screens)
    scripts[screen] = await bundleWithClientRouteTables(join(ROWS_DIR, `${screen}.ts`), {
      alias: { '@': SRC.replace(/[\\/]$/, '') },
      // A schema module's development-only checks (`import.meta.env.DEV`) are left out, as in the app's build.
      define: { __DEMO__: JSON.stringify(demo), 'import.meta.env': JSON.stringify({ DEV: false, PROD: true }) },
    });
  return scripts;
}

/**
 * The first screens drawn at build time (src/boot/prerender.tsx), for the static frame: the module and the app's
 * components it draws, bundled for Node by esbuild (its packages, React included, are Node's own from node_modules;
 * a stylesheet imported by a component is nothing here) and run once. `demo` is the build's `__DEMO__`.
 */
export async function prerenderScreens({ demo }: { demo: boolean }): Promise<Prerendered> {
  const result = await build({
    entryPoints: [PRERENDER],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    jsx: 'automatic',
    logLevel: 'warning',
    alias: { '@': SRC.replace(/[\\/]$/, '') },
    loader: { '.css': 'empty' },
    define: {
      __DEMO__: JSON.stringify(demo),
      __APP_VERSION__: JSON.stringify('prerender'),
      'import.meta.env': JSON.stringify({ BASE_URL: '/', DEV: false, PROD: true, MODE: 'production' }),
    },
  });
  const code = result.outputFiles[0]?.text;
  if (!code) throw new Error('boot-script: esbuild produced no prerender');
  await mkdir(PRERENDER_DIR, { recursive: true });
  // Named by its content: a second build in the same process (a test) imports its own, not the first one's module.
  const file = join(PRERENDER_DIR, `prerender-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  await writeFile(file, code);
  try {
    const module = (await import(pathToFileURL(file).href)) as typeof PrerenderModule;
    return await module.prerenderScreens();
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * The boot script (src/boot/boot.ts): a classic script, the first in <head>, so it runs before the first paint
 * (it picks the static shell's frame) and sends the first screen's reads at once. Vite bundles module scripts, which
 * run only after the document is parsed, and would share chunks with the app; so this builds it apart (Rolldown, as
 * `bundleWithClientRouteTables` says) into one small self-contained file (`assets/boot-<hash>.js`) and puts its tag
 * in the page. In development it is served as a module from the source (it then runs after parsing: the frame is
 * picked a moment later). `demo` is the build's `__DEMO__` (src/demo-build.d.ts), given to its bundle too: without
 * it the boot script asks no `/__mock`.
 */
export function bootScript({ demo }: { demo: boolean }): Plugin {
  let base = '/';
  let building = false;
  let sourcemap = false;
  let prerendered: Prerendered = [];
  /** The source map of each script emitted, by its reference (written beside it once its name is hashed). */
  const maps = new Map<string, string>();
  return {
    name: 'boot-script',
    configResolved(config) {
      base = config.base;
      building = config.command === 'build';
      // As the app's chunks: a map beside each script, never named in it (also for `true`: these maps are for
      // `npm run bench -- --modules`, not for a debugger).
      sourcemap = config.build.sourcemap === 'hidden' || config.build.sourcemap === true;
    },
    async buildStart() {
      // The dev server and Vitest serve it from the source (and have no file to emit it to).
      if (this.meta.watchMode || !building) return;
      const [code, screens, rows] = await Promise.all([
        buildBootScript({ demo }),
        prerenderScreens({ demo }),
        buildFirstRowsScripts({ demo }),
      ]);
      prerendered = screens;
      maps.clear();
      const emit = (name: string, script: Bundled) =>
        maps.set(this.emitFile({ type: 'asset', name, source: script.code }), script.map);
      emit('boot.js', code);
      for (const [screen, script] of Object.entries(rows)) emit(`first-rows-${screen}.js`, script);
    },
    generateBundle() {
      if (!sourcemap) return;
      for (const [reference, map] of maps)
        this.emitFile({ type: 'asset', fileName: `${this.getFileName(reference)}.map`, source: map });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // After the config.json preload (the script reads its address) and before the stylesheet (a script after a
        // stylesheet waits for it).
        const asset = context.bundle
          ? Object.values(context.bundle).find((file) => file.type === 'asset' && file.names.includes('boot.js'))
          : undefined;
        const src = asset ? `${base}${asset.fileName}` : null;
        if (context.bundle && !src) throw new Error('boot-script: the boot script is not in the bundle');
        // Each list's first-rows renderer by screen (src/boot/first-rows.ts).
        const rows = Object.fromEntries(
          Object.values(context.bundle ?? {}).flatMap((file) => {
            const name = file.type === 'asset' ? file.names.find((n) => /^first-rows-.+\.js$/.test(n)) : undefined;
            return name ? [[name.slice('first-rows-'.length, -'.js'.length), `${base}${file.fileName}`]] : [];
          }),
        );
        const tag = src
          ? `<script src="${src}" data-first-chunks='${attribute(JSON.stringify(firstChunkFiles(context.bundle!, base, demo)))}' data-first-rows='${attribute(JSON.stringify(rows))}'></script>`
          : `<script type="module" src="${base}src/boot/boot.ts"></script>`;
        const marker = '<!-- boot-script -->';
        if (!html.includes(marker)) throw new Error(`boot-script: index.html has no ${marker}`);
        const shellMarker = '<!-- static-shell -->';
        if (!html.includes(shellMarker)) throw new Error(`boot-script: index.html has no ${shellMarker}`);
        return html.replace(marker, tag).replace(shellMarker, staticShellHtml(prerendered));
      },
    },
  };
}

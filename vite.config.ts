/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { bootScript } from './scripts/boot-script-plugin';
import { precompress } from './scripts/precompress-plugin';
import { compileHints } from './scripts/compile-hints-plugin';
import { clientRouteTables } from './scripts/client-route-tables';
import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { availableParallelism } from 'node:os';

const mockPort = Number(process.env.MOCK_PORT ?? 4010);

/**
 * Whether a mode builds the demo (`__DEMO__`, src/demo-build.d.ts): the dev server (`development`, npm start), tests
 * (`test`) and `vite build --mode demo` (npm run build:demo, npm run test:e2e) do; `production` (npm run build) and any
 * other mode do not, so a build for a real API never carries the mock's demo by accident.
 */
export const demoBuild = (mode: string) => mode === 'demo' || mode === 'development' || mode === 'test';

/**
 * Which of the app's tests run in jsdom: every component test (`.test.tsx`) and a `.test.ts` that asks for the DOM with
 * `// @vitest-environment jsdom` in its first line (Vitest's own per-file switch). Every other `.test.ts` needs no DOM
 * (schemas, formatting, pure logic) and runs in Node with the mock's tests, without jsdom's window and the DOM setup
 * (Testing Library, the dialog's chunk) that cost every jsdom file about a second of CPU. A Node test that reaches for
 * `window` fails with "window is not defined": give it the line.
 */
const DOM_UNIT_TESTS = readdirSync(new URL('./src', import.meta.url), { recursive: true, encoding: 'utf8' })
  .map((file) => `src/${file.split(sep).join('/')}`)
  .filter((file) => file.endsWith('.test.ts') && !file.startsWith('src/mock/'))
  .filter((file) =>
    readFileSync(new URL(`./${file}`, import.meta.url), 'utf8').startsWith('// @vitest-environment jsdom\n'),
  );

export default defineConfig(({ mode }) => ({
  define: {
    // The app's version, in "Copy details for support" and in view bundles (src/api/app-version.ts).
    __APP_VERSION__: JSON.stringify(
      (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version,
    ),
    __DEMO__: JSON.stringify(demoBuild(mode)),
  },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    // An endpoint's OpenAPI summary and the mock's audit entry stay out of the browser's code (the script says why).
    clientRouteTables(),
    react(),
    bootScript({ demo: demoBuild(mode) }),
    // The entry's code and React DOM's: most of it runs at the first render. Measured on the bench's phone (fixed 4x,
    // A/B, 2 rounds of 3 visits): tickets' and the servers list's largest paint 0.25-0.55 s sooner; the hint on every
    // chunk gained nothing more. Other engines read a comment.
    compileHints((chunk) => chunk.name === 'main' || chunk.name === 'react-dom'),
    precompress(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // TanStack Store's selector hook asks for the shim, which brings its own useSyncExternalStore for React
      // before 18; React 19 has it, and the plain entry uses React's (0.3 KB less on every first screen).
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: false,
    // One origin for the browser: the dev server forwards API and mock-control calls to the mock. The browser's
    // Host goes along (Vite's string form would rewrite it to the mock's), so the mock sees the origin the page
    // was loaded from and its control plane, which answers only its own origin, answers the app.
    // `ws`: the serial console's WebSocket (/api/v2/console/stream) is upgraded through the same proxy.
    proxy: {
      '/api': { target: `http://127.0.0.1:${mockPort}`, changeOrigin: false, ws: true },
      '/__mock': { target: `http://127.0.0.1:${mockPort}`, changeOrigin: false },
    },
  },
  build: {
    // Apart, so neither build overwrites the other: production in dist/, the demo in dist-demo/ (README, "Two builds").
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
    sourcemap: false,
    target: 'es2022',
    // The polyfill only helps browsers without <link rel=modulepreload> fetch a route's chunks in parallel;
    // they still load them, one after the other. Not worth its bytes in every visitor's first screen.
    // A lazy chunk's stylesheets are still put in the page with it; its scripts are not listed for preloading: the
    // list of every chunk's files sat in the entry (2.2 KB gzip on every first screen, npm run bench). The first
    // screen's scripts are preloaded by the boot script from the manifest (src/boot/first-chunk-sources.ts), and a
    // later screen's chunk is fetched when its link is hovered or focused (the router's intent preload), so the
    // browser finds that chunk's imports then, not on the click. The page itself lists the entry's own imports (the
    // app's code the entry only starts: see `codeSplitting`), so they download with the page, not after the entry.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((d) => d.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is in one file, as Rollup would do: Rolldown otherwise
        // splits it into common chunks shared with the routes, with cross-chunk glue and worse compression:
        // every first screen is 14-20 KB gzip heavier without this group (npm run bench).
        codeSplitting: {
          // A module two screens share went into a common chunk of its own, often a few hundred bytes: Billing's
          // first screen asked for 45 files, Home's for 33. On the phone's HTTP/1.1 each waits its 150 ms round trip
          // for one of six connections, and that queue, not the bytes, decided the largest paint (npm run bench
          // -- --vitals-only --waterfall). Common chunks under 12 KB of source are now copied into the chunks that
          // read them (one shared state through the runtime's registry; Rolldown's "inline common chunks"), and the
          // hand-made groups that gathered such pieces by regular expression (the frame, basics, the detail kit, the
          // servers area) are gone: 8-20 files a first screen instead of 10-45. The runtime keeps modules in import
          // order, which costs about 6 KB gzip a screen (`--modules`, "bundler glue"): screens are 0-6 KB heavier
          // than with the groups and no copies (Home 5 KB lighter), a round trip or two of bytes for many saved.
          // Stylesheets are never copied: each stays the one file Vite puts in the page.
          experimentalInlineCommonChunks: { maxSize: 12 * 1024, exclude: /\.css(\?|$)/ },
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            // React DOM (with its scheduler) in one file, apart from the entry: main.tsx imports it for the first
            // render only, and the boot script asks for it beside the entry (src/boot/first-chunk-sources.ts).
            // Measured on the phone: Home's largest paint 1.87 → 1.69 s, a list's 0.05–0.1 s sooner.
            { name: 'react-dom', priority: 2, test: /node_modules\/(react-dom|scheduler)\// },
            // A demo build's demo (src/demo-build.d.ts): the sign-in page's section, its scenarios' query and the
            // mock's client in one chunk beside the page's, not three of a few hundred bytes. A production build has
            // none of these modules, so no such chunk.
            {
              name: 'demo',
              priority: 1,
              includeDependenciesRecursively: false,
              test: /src\/(features\/session\/(components\/demo-sign-in\.tsx|api\/demo-queries\.ts)|api\/(mock-control|schemas\/mock-answers)\.ts)$/,
            },
          ],
        },
      },
    },
  },
  test: {
    restoreMocks: true,
    // One worker per core. Vitest's default is one fewer than the cores: on a 2-core machine every test file ran
    // after the other in one worker while the other core idled (the main process only hands out files and reports).
    maxWorkers: availableParallelism(),
    // Tests that poll the in-process mock run in real time; on a busy 2-core machine 5 s is too tight.
    testTimeout: 15_000,
    // The mock is a Node server: its tests (and the contract tests beside it) run in Node, and so do the app's tests
    // that need no DOM; the others in jsdom (DOM_UNIT_TESTS), which costs each file its own window and the DOM setup.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: DOM_UNIT_TESTS,
          setupFiles: ['src/test/setup-node.ts'],
          // Each file in a fresh worker (Vitest's default). `isolate: false` saved about 60 % of this project's CPU, but
          // the heap one worker kept across files made the heavy tests (10,000-domain lists, world memory, the demo
          // build) two to four times slower, past their timeouts on a busy machine: see the commit that set this.
          // `global.gc`: world-memory.test.ts weighs worlds against the heap after a full collection.
          execArgv: ['--expose-gc'],
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', ...DOM_UNIT_TESTS],
          exclude: ['src/mock/**'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
}));

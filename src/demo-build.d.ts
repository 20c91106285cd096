/**
 * Whether this build carries the demo: a Vite `define` (vite.config.ts, `demoBuild`). The demo is everything that
 * speaks to the mock's control plane (`/__mock`): the sign-in page's "Try the demo", the boot script's read of the
 * mock's scenarios, and "Continue in a world" in a replay of a customer's view. True in `npm start`'s dev server, in
 * tests and in `npm run build:demo` (`vite build --mode demo`, into `dist-demo/`, what e2e serves); false in
 * `npm run build` (production, `dist/`), where code behind `__DEMO__` is dead and removed, with the chunks its
 * `import()`s would load. Tests may flip it with `vi.stubGlobal('__DEMO__', false)`: Vitest keeps a `define` as a
 * global.
 */
declare const __DEMO__: boolean;

// @ts-check
/**
 * The cycle check of `npm run lint`: modules under src/ must not import each other in a circle at run time.
 *
 * It is a cruise of its own because it needs another graph than the layer rules of .dependency-cruiser.js: the
 * imports the built JavaScript keeps. Here dependency-cruiser reads each file as TypeScript emits it (tsconfig's
 * `verbatimModuleSyntax`), so `import type` and type expressions are gone, and dynamic `import()`s, deliberate split
 * points (route chunks, catalogs), are left out. That is why the route tree, which imports every route, makes no
 * cycle with the root route and the shell, which only name the router's types. Static imports, re-exports and
 * side-effect imports count, and so does `import { type X } from './x'`: with every name a type, TypeScript and
 * Vite still keep it as `import './x'`, which runs the module.
 *
 * (The layer cruise sees types too, and could filter type-only steps out of a cycle with `viaOnly`, but
 * dependency-cruiser keeps only the first cycle its depth-first search finds for each import: through the route
 * tree that one passes a type-only or dynamic import, and a real run-time cycle there went unreported.)
 */

/** @import { IConfiguration } from 'dependency-cruiser' */
import layers from './.dependency-cruiser.js';

/** @type {IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules under src/ import each other in a circle at run time: break it (move what both need into a third ' +
        'module below them, or name only a type with `import type`).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    ...layers.options,
    tsPreCompilationDeps: false,
    exclude: { dynamic: true },
  },
};

// @ts-check
/**
 * What may import what under src/ (../shared/ARCHITECTURE.md), checked by `depcruise` in `npm run lint` on the
 * resolved path of every import, whatever its spelling (`@/`, `../`): value, type-only, re-export and dynamic
 * imports alike. Import cycles are checked by .dependency-cruiser-cycles.js, on another graph. ESLint's
 * house/boundaries reads `forbidden` from here to say the same in the editor (scripts/eslint/house-rules.js): keep
 * these rules to conditions on paths (`path`, `pathNot`, `$1`) and the type-only exemption, which it applies as
 * dependency-cruiser does; it leaves a rule with any other condition to depcruise.
 *
 * From the bottom the layers are api (with i18n), ui, features, app (the shell), routes, the generated route tree,
 * and the entry (main, router, boot/ and the other files directly in src/); each imports only its own layer and the
 * ones below. Features never import each other. The mock imports only the contract (api/schemas, and the endpoint
 * tables of api/endpoints); browser code never imports the mock. Tests may reach up the layers and use the mock
 * (the in-process mock, the demo's fixed records) and src/test; nothing else uses src/test.
 */

/** @import { IConfiguration, IForbiddenRuleType } from 'dependency-cruiser' */

/** Test files and the test kit: they may import upwards, the mock and src/test. */
const TEST = '^src/test/|\\.test\\.tsx?$';

/**
 * The layers from the bottom. `typesFrom`: layers above it whose types it may name: the shell and the root route name
 * the router's and the route tree's types (context, sign-out, typed links); a type is no run-time dependency.
 * (dependency-cruiser's `type-only` is `import type` and also `import { type X }`, which TypeScript and Vite keep as
 * `import './x'` under verbatimModuleSyntax: such an import of the router from the shell or a route closes a run-time
 * cycle through the route tree, which the cycle check reports.)
 * @type {{ name: string, path: string, typesFrom?: string[] }[]}
 */
const layers = [
  { name: 'api', path: '^src/(api|i18n)/' },
  { name: 'ui', path: '^src/ui/' },
  { name: 'features', path: '^src/features/' },
  { name: 'app', path: '^src/app/', typesFrom: ['route-tree', 'entry'] },
  { name: 'routes', path: '^src/routes/', typesFrom: ['route-tree', 'entry'] },
  // Generated from the routes (it imports every one); the router imports it. The shell names its types (typed links).
  { name: 'route-tree', path: '^src/routeTree\\.gen\\.ts$' },
  // Everything else in src/: main.tsx, router.tsx, config.ts, query-client.ts, styles.css, boot/.
  { name: 'entry', path: '^src/(?!(api|i18n|ui|features|app|routes|mock|test)/|routeTree\\.gen\\.ts$)' },
];

/** @type {(some: typeof layers) => string} */
const names = (some) => some.map((layer) => layer.name).join(', ');
/** @type {(some: typeof layers) => string} */
const union = (some) => some.map((layer) => `(${layer.path})`).join('|');
const ORDER = names(layers);

/**
 * One rule per layer: nothing above it, except the types it may name (a second rule that lets type-only imports
 * through).
 * @returns {IForbiddenRuleType[]}
 */
function layerRules() {
  return layers.flatMap((layer, index) => {
    const above = layers.slice(index + 1);
    const values = above.filter((other) => !layer.typesFrom?.includes(other.name));
    const types = above.filter((other) => layer.typesFrom?.includes(other.name));
    /** @type {IForbiddenRuleType[]} */
    const rules = [];
    if (values.length > 0) {
      rules.push({
        name: `layer-${layer.name}`,
        severity: 'error',
        comment: `The ${layer.name} layer sits below ${names(values)} and imports none of them (layers from the bottom: ${ORDER}).`,
        from: { path: layer.path, pathNot: TEST },
        to: { path: union(values) },
      });
    }
    if (types.length > 0) {
      rules.push({
        name: `layer-${layer.name}-types-only`,
        severity: 'error',
        comment: `The ${layer.name} layer takes only types (import type) from ${names(types)}: a value from there is a run-time import upwards.`,
        from: { path: layer.path, pathNot: TEST },
        to: { path: union(types), dependencyTypesNot: ['type-only'] },
      });
    }
    return rules;
  });
}

/** @type {IConfiguration} */
export default {
  forbidden: [
    {
      name: 'features-not-to-features',
      severity: 'error',
      comment: 'Features never import each other: move what both need to ui/ or api/ (api/query-roots.ts for keys).',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'not-to-mock',
      severity: 'error',
      comment: 'The mock is Node-only: browser code never imports it (tests may).',
      from: { pathNot: `^src/mock/|${TEST}` },
      to: { path: '^src/mock/' },
    },
    {
      name: 'mock-only-contract',
      severity: 'error',
      comment: 'mock/ imports only the contract: api/schemas and api/endpoints (and itself).',
      from: { path: '^src/mock/' },
      to: { path: '^src/', pathNot: '^src/(mock|api/schemas|api/endpoints)/' },
    },
    {
      name: 'test-kit-only-in-tests',
      severity: 'error',
      comment: 'Only tests import src/test.',
      from: { pathNot: TEST },
      to: { path: '^src/test/' },
    },
    ...layerRules(),
  ],
  options: {
    // Only the app's own modules: packages (and anything outside src/) are neither followed nor checked here.
    includeOnly: '^src/',
    // Type-only imports are part of the graph, so the layer rules see them (the cycle check, which must not see
    // them, is .dependency-cruiser-cycles.js).
    tsPreCompilationDeps: true,
    // The `@/` alias (tsconfig.base.json's paths, which tsconfig.json extends).
    tsConfig: { fileName: 'tsconfig.json' },
    moduleSystems: ['es6'],
    skipAnalysisNotInRules: true,
  },
};

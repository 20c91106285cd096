// @ts-check
/**
 * The house rules ESLint checks (../shared/ARCHITECTURE.md), as a local plugin:
 *
 * - `boundaries`: layers and areas, checked on the *resolved* path of every import, so `../vps/api/x`,
 *   `../../app/app-shell` and `@/features/vps/x` are the same import. From the bottom: api (with i18n and the
 *   contract), ui, features, app (the shell), routes, and the entry (main, router). Each imports only what is below
 *   it; no feature imports another; the mock imports only the contract; browser code never imports the mock.
 * - `kit-controls`: features draw controls only through ui/ (no `button`, `field__` or `notice` class strings, no
 *   Radix import).
 *
 * File and folder names are eslint-plugin-check-file's (eslint.config.js).
 */
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../../src');

/** Where a file or an import target lives: its layer, and its area for features. */
export function placeOf(absolute) {
  const rel = path.relative(SRC, absolute).split(path.sep);
  if (rel[0] === '..' || rel.length === 0) return null;
  const [top, second] = rel;
  const file = rel.join('/');
  if (top === 'api' || top === 'i18n') return { layer: 'api', file };
  if (top === 'ui') return { layer: 'ui', file };
  if (top === 'features') return { layer: 'features', area: second, file };
  if (top === 'app') return { layer: 'app', file };
  if (top === 'routes' || file === 'routeTree.gen.ts') return { layer: 'routes', file };
  if (top === 'mock') return { layer: 'mock', file };
  if (top === 'test') return { layer: 'test', file };
  // main.tsx, router.tsx, config.ts, query-client.ts, styles.css: the entry, above everything.
  return { layer: 'entry', file };
}

const rank = { api: 0, ui: 1, features: 2, app: 3, routes: 4, entry: 5 };

/** The path an import specifier points at, or null for a package. */
function resolveSpecifier(fromFile, specifier) {
  if (specifier.startsWith('@/')) return path.join(SRC, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('test/');
/** The one mock file tests may use: the fixed records of the demo scenario (it imports nothing). */
const DEMO_IDS = 'mock/scenarios/demo/ids.ts';

/** Why `from` may not import `to`, or null when it may. */
export function boundaryViolation(from, to, { typeOnly = false } = {}) {
  if (!from || !to) return null;
  if (to.layer === 'mock') {
    if (from.layer === 'mock') return null;
    if (to.file.replace(/\.ts$/, '') + '.ts' === DEMO_IDS && isTest(from.file)) return null;
    if (from.layer === 'test' || isTest(from.file)) return null;
    return 'The mock is Node-only: browser code never imports it.';
  }
  if (from.layer === 'mock') {
    return to.file.startsWith('api/schemas/') ? null : 'mock/ imports only api/schemas (and itself).';
  }
  if (from.layer === 'test' || to.layer === 'test')
    return from.layer === 'test' || isTest(from.file) ? null : 'Only tests import src/test.';
  if (from.layer === 'features' && to.layer === 'features' && from.area !== to.area) {
    return `Features never import each other (${from.area} → ${to.area}): move what both need to ui/ or api/.`;
  }
  if (from.layer === to.layer) return null;
  // The shell and the root route name the router's types (context, sign-out); a type is no run-time dependency.
  if (typeOnly && to.layer === 'entry' && (from.layer === 'app' || from.layer === 'routes')) return null;
  if (isTest(from.file)) return null;
  if (rank[to.layer] > rank[from.layer]) {
    return `${from.layer}/ sits below ${to.layer}/ and does not import it (layers: api, ui, features, app, routes, entry).`;
  }
  return null;
}

const boundaries = {
  meta: { type: 'problem', schema: [], messages: { boundary: '{{why}}' } },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const check = (node, specifier, typeOnly) => {
      const target = resolveSpecifier(context.filename, specifier);
      if (!target) return;
      const why = boundaryViolation(from, placeOf(target), { typeOnly });
      if (why) context.report({ node, messageId: 'boundary', data: { why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) =>
        node.source.type === 'Literal' &&
        typeof node.source.value === 'string' &&
        check(node, node.source.value, false),
    };
  },
};

/** Class names only the kit writes. */
const KIT_CLASS = /(^|\s)(button(--[\w-]+|-row)?|field(__[\w-]+)?|notice(--[\w-]+)?|input(--[\w-]+)?|checkbox)(?=\s|$)/;

const kitControls = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      className:
        'Class "{{name}}" belongs to the kit: use Button, TextField/SelectField/Checkbox/RadioGroup or Notice from src/ui/.',
      radix: 'Features do not import Radix: use Dialog or ConfirmDialog from src/ui/.',
    },
  },
  create(context) {
    const inFeature = /[\\/]src[\\/]features[\\/]/.test(context.filename) && !/\.test\.tsx?$/.test(context.filename);
    if (!inFeature) return {};
    const checkString = (node, value) => {
      const match = KIT_CLASS.exec(value);
      if (match) context.report({ node, messageId: 'className', data: { name: match[2] } });
    };
    return {
      ImportDeclaration(node) {
        if (String(node.source.value).startsWith('@radix-ui/')) context.report({ node, messageId: 'radix' });
      },
      JSXAttribute(node) {
        if (node.name.name !== 'className' || !node.value) return;
        const value = node.value;
        if (value.type === 'Literal' && typeof value.value === 'string') checkString(value, value.value);
        if (value.type === 'JSXExpressionContainer') {
          const expression = value.expression;
          if (expression.type === 'Literal' && typeof expression.value === 'string')
            checkString(expression, expression.value);
          if (expression.type === 'TemplateLiteral') {
            for (const quasi of expression.quasis) checkString(quasi, quasi.value.cooked ?? '');
          }
          if (expression.type === 'ConditionalExpression') {
            for (const branch of [expression.consequent, expression.alternate]) {
              if (branch.type === 'Literal' && typeof branch.value === 'string') checkString(branch, branch.value);
            }
          }
        }
      },
    };
  },
};

export const houseRules = {
  rules: { boundaries, 'kit-controls': kitControls },
};

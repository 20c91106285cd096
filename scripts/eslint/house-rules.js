// @ts-check
/**
 * The house rules ESLint checks (../shared/ARCHITECTURE.md), as a local plugin:
 *
 * - `boundaries`: what may import what, in the editor. The rules are dependency-cruiser's, read from
 *   .dependency-cruiser.js (layers, areas, the mock, the test kit), and checked here on the *resolved* path of every
 *   import, so `../vps/api/x` and `@/features/vps/x` are the same import: the editor says so where the import is
 *   written. `depcruise` checks the same table in `npm run lint` (and cycles, which need the whole graph).
 * - `kit-controls`: features draw controls only through ui/ (no `button`, `field__` or `notice` class strings, no
 *   Radix import).
 *
 * File and folder names are eslint-plugin-check-file's (eslint.config.js).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import dependencyCruiser from '../../.dependency-cruiser.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'src');

/** @import { IForbiddenRuleType, IRegularForbiddenRuleType } from 'dependency-cruiser' */

/**
 * The rules of .dependency-cruiser.js this rule can apply as dependency-cruiser does: conditions on paths (with
 * `$1` group matching) and the type-only exemption. A rule with any other condition is left to `depcruise`.
 * @param {IForbiddenRuleType} rule
 * @returns {rule is IRegularForbiddenRuleType}
 */
const onPathsOnly = (rule) =>
  rule.severity !== 'ignore' &&
  'from' in rule &&
  'to' in rule &&
  Object.keys(rule.from).every((key) => key === 'path' || key === 'pathNot') &&
  Object.keys(rule.to).every((key) => key === 'path' || key === 'pathNot' || key === 'dependencyTypesNot') &&
  ('dependencyTypesNot' in rule.to ? (rule.to.dependencyTypesNot ?? []) : []).every((type) => type === 'type-only');
const RULES = (dependencyCruiser.forbidden ?? []).filter(onPathsOnly);
const includeOnly = dependencyCruiser.options?.includeOnly;
const INCLUDE_ONLY = typeof includeOnly === 'object' && !Array.isArray(includeOnly) ? includeOnly.path : includeOnly;

/** @type {Map<string, RegExp>} */
const regExps = new Map();
/** @param {string | string[]} pattern */
const regExp = (pattern) => {
  const source = [pattern].flat().join('|');
  let compiled = regExps.get(source);
  if (!compiled) regExps.set(source, (compiled = new RegExp(source)));
  return compiled;
};

/**
 * The names of the rules an import breaks: `from` and `to` as dependency-cruiser spells them (`src/ui/x.tsx`,
 * relative to the repository, with `/`), `typeOnly` as dependency-cruiser's `type-only`.
 * @param {string} from
 * @param {string} to
 * @param {boolean} typeOnly
 */
export function brokenRules(from, to, typeOnly) {
  if (INCLUDE_ONLY && !(regExp(INCLUDE_ONLY).test(from) && regExp(INCLUDE_ONLY).test(to))) return [];
  return RULES.filter((rule) => {
    const match = rule.from.path ? regExp(rule.from.path).exec(from) : [];
    if (!match) return false;
    if (rule.from.pathNot && regExp(rule.from.pathNot).test(from)) return false;
    const groups = match.length > 1 ? match.filter((group) => typeof group === 'string') : [];
    /** @param {string | string[]} pattern */
    const withGroups = (pattern) =>
      regExp(groups.reduce((all, group, index) => all.replaceAll(`$${index}`, group), [pattern].flat().join('|')));
    if (rule.to.path && !withGroups(rule.to.path).test(to)) return false;
    if (rule.to.pathNot && withGroups(rule.to.pathNot).test(to)) return false;
    return !(typeOnly && rule.to.dependencyTypesNot?.includes('type-only'));
  });
}

/**
 * The file an import specifier points at (as dependency-cruiser resolves it), or null for a package.
 * @param {string} fromFile
 * @param {string} specifier
 */
function resolveSpecifier(fromFile, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  // A file not written yet: its path says enough for the rules, which go by folders.
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? base;
}

/** @param {string} file */
const relative = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/**
 * dependency-cruiser's `type-only`: `import type`, `export type`, or braces whose every name is a `type` (a default
 * import beside them is not looked at, as dependency-cruiser does not).
 * @param {{ type: string, importKind?: string, exportKind?: string }[]} specifiers
 * @param {'importKind' | 'exportKind'} kind
 */
const allTypes = (specifiers, kind) => {
  const named = specifiers.filter((s) => s.type === 'ImportSpecifier' || s.type === 'ExportSpecifier');
  return named.length > 0 && named.every((s) => s[kind] === 'type');
};

const boundaries = {
  meta: { type: 'problem', schema: [], messages: { boundary: '{{rule}} ({{to}}): {{why}}' } },
  create(context) {
    const from = relative(context.filename);
    const check = (node, specifier, typeOnly) => {
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(context.filename, specifier);
      if (!target) return;
      const to = relative(target);
      for (const rule of brokenRules(from, to, typeOnly)) {
        context.report({ node, messageId: 'boundary', data: { rule: rule.name ?? '', why: rule.comment ?? '', to } });
      }
    };
    return {
      ImportDeclaration: (node) =>
        check(node, node.source.value, node.importKind === 'type' || allTypes(node.specifiers, 'importKind')),
      ExportNamedDeclaration: (node) =>
        node.source &&
        check(node, node.source.value, node.exportKind === 'type' || allTypes(node.specifiers, 'exportKind')),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
      // `import('./x').T` in a type: dependency-cruiser's `type-import`, which is not `type-only`.
      TSImportType: (node) =>
        node.argument?.type === 'TSLiteralType' && check(node, node.argument.literal?.value, false),
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

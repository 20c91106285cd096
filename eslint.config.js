import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import { houseRules } from './scripts/eslint/house-rules.js';

/**
 * House rules enforced here rather than remembered (see ../shared/ARCHITECTURE.md and scripts/eslint/house-rules.js):
 * controls drawn only by the kit, kebab-case file and folder names (eslint-plugin-check-file), and in the editor the
 * import boundaries. For `npm run lint` the boundaries and import cycles are dependency-cruiser's
 * (.dependency-cruiser.js, .dependency-cruiser-cycles.js).
 */

/** A route path segment: kebab-case, a pathless layout `_kebab-case` or a param `$camelCase` (check-file's globs). */
const KEBAB = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';
const ROUTE_SEGMENT = `@(${KEBAB}|_${KEBAB}|$+([a-z])*([a-zA-Z0-9])?(_))`;
const ROUTE_NAME_MESSAGE =
  'Route name "{{ target }}": kebab-case, `__root`, a pathless layout `_kebab-case` or a param `$camelCase` (`$camelCase_` un-nests).';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      '.dist-*/**',
      '.bench/**',
      '.tsbuild/**',
      'node_modules/**',
      'src/routeTree.gen.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, house: houseRules, 'check-file': checkFile },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never render HTML from data.' },
      ],
      // File and folder names in kebab-case; a file's name is what comes before its first dot (`vps-queries.test.ts`,
      // `vite.config.ts`). The glob leaves out dotfiles: config files named as their tools look for them.
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // TanStack Router's file routes name files and folders by its conventions: `__root`, pathless layouts (`_app`),
    // path params (`$vpsId`, camelCase as the param is spelt in code; `$vpsId_.console` a page beside the param's route,
    // not inside it), and kebab-case paths (`index`, `sign-in`).
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { 'src/routes/**/*.{ts,tsx}': `@(__root|${ROUTE_SEGMENT})` },
        { ignoreMiddleExtensions: true, errorMessage: ROUTE_NAME_MESSAGE },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { 'src/routes/**/': ROUTE_SEGMENT },
        { errorMessage: ROUTE_NAME_MESSAGE },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // depcruise checks the boundaries for `npm run lint`, but it needs the whole graph and does not run in the
      // editor. This rule is kept for that alone: it says where an import is written (an auto-import of another
      // feature, a type from the shell in ui/) that it breaks a rule. It has no table of its own: it applies the
      // path rules of .dependency-cruiser.js, and scripts/dependency-rules.test.ts holds the two to the same verdict
      // on every import of a made-up tree. Cycles stay depcruise's alone.
      'house/boundaries': 'error',
      'house/kit-controls': 'error',
    },
  },
);

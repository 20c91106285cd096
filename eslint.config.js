import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * House rules enforced here rather than remembered (see ../shared/ARCHITECTURE.md):
 * - features never import each other; ui/ imports no feature, route or shell; api/ no feature, ui or shell;
 *   mock/ imports nothing of the app but api/schemas; browser code never imports the mock;
 * - kebab-case file names. Import cycles are checked by scripts/check-cycles.ts (also part of `npm run lint`).
 */

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Both spellings of a path under src: the alias and any relative form. */
const under = (dir) => [`@/${dir}`, `@/${dir}/**`, `**/src/${dir}`, `**/src/${dir}/**`];
const restrict = (dirs, message) => ({ group: dirs.flatMap(under), message });

/** File names: kebab-case, plus TanStack Router's `$param` and `_layout` route names. */
const kebabCase = {
  meta: { type: 'suggestion', schema: [], messages: { name: 'File name "{{name}}" is not kebab-case.' } },
  create(context) {
    const path = context.filename.replace(/\\/g, '/');
    const name = path.split('/').pop() ?? '';
    const stem = name.replace(/(\.(test|spec|gen|config|d))?\.(tsx?|jsx?|mjs)$/, '');
    const ok =
      /^[_]?[a-z0-9]+(-[a-z0-9]+)*$/.test(stem) ||
      (path.includes('/src/routes/') && (stem === '__root' || /^\$[a-z][A-Za-z0-9]*$/.test(stem)));
    return ok ? {} : { Program: (node) => context.report({ node, messageId: 'name', data: { name } }) };
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.bench/**',
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
    plugins: { 'react-hooks': reactHooks, house: { rules: { 'kebab-case': kebabCase } } },
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
      'house/kebab-case': 'error',
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Browser code never pulls in the mock server.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/mock/**', 'src/test/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [restrict(['mock'], 'The mock is Node-only.')] }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [restrict(['features', 'routes', 'app', 'mock'], 'ui/ knows no feature, route or shell.')] },
      ],
    },
  },
  {
    files: ['src/api/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [restrict(['features', 'routes', 'app', 'ui', 'mock'], 'api/ imports no feature, ui or shell.')] },
      ],
    },
  },
  {
    files: ['src/mock/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/(?!api/schemas/|mock/)|(\\.\\./)+(features|ui|app|routes|api/(?!schemas/)))',
              message: 'mock/ imports only api/schemas (and itself).',
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict(
              features.filter((other) => other !== feature).map((other) => `features/${other}`),
              'Features never import each other: move what both need to ui/ or api/.',
            ),
            restrict(['routes', 'app', 'mock'], 'A feature imports no route, shell or mock.'),
          ],
        },
      ],
    },
  })),
);

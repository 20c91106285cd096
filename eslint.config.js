import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { houseRules } from './scripts/eslint/house-rules.js';

/**
 * House rules enforced here rather than remembered (see ../shared/ARCHITECTURE.md and scripts/eslint/house-rules.js):
 * layers and areas checked on resolved import paths, controls drawn only by the kit, kebab-case file names. Import
 * cycles are checked by scripts/check-cycles.ts (also part of `npm run lint`).
 */

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      '.dist-*/**',
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
    plugins: { 'react-hooks': reactHooks, house: houseRules },
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
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'house/boundaries': 'error', 'house/kit-controls': 'error' },
  },
);

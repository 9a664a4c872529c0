// Lint that finds mistakes, not style (prettier owns formatting): typescript-eslint's recommended
// rules everywhere, the rules of hooks in the front ends. No type-aware rules, so it stays fast.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FRONT_ENDS = ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}', 'packages/i18n/**/*.{ts,tsx}', 'packages/web-client/**/*.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '.data/**', '**/test-results/**', '**/playwright-report/**', 'e2e/screenshots/**'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'off' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // TypeScript itself reports redeclarations, and understands overloads, which this rule does not.
      'no-redeclare': 'off',
      // Byte sniffing of uploaded files matches control characters on purpose.
      'no-control-regex': 'off',
      // Framework signatures (NestJS) take Function; ambient module declarations use triple-slash references.
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@typescript-eslint/triple-slash-reference': 'off',
      // Nest modules and DTO classes are legitimately empty; declaration merging needs interfaces.
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/no-empty-object-type': 'off',
      '@typescript-eslint/no-namespace': 'off',
    },
  },
  {
    files: FRONT_ENDS,
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.spec.{ts,tsx}', '**/*.int-spec.ts', '**/test/**', '**/testing/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

// Lint that finds mistakes, not style (prettier owns formatting): typescript-eslint's recommended
// rules everywhere, the rules of hooks in the front ends. No type-aware rules, so it stays fast.
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// kebab-case; digits may lead (migrations start with their timestamp).
const KEBAB_CASE = '+([a-z0-9])*(-+([a-z0-9]))';

// A relative import that does not name its file as Node loads it (`./x.js`, or a non-code asset).
const EXTENSIONLESS = '/^\\.{1,2}\\/(?!.*\\.(js|mjs|cjs|css|json|svg|png)$)/';

// Relative imports name their file as Node loads it (docs/CONVENTIONS.md).
const RELATIVE_IMPORTS_NAME_THEIR_FILE = [
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'ImportExpression',
].map((node) => ({
  selector: `${node}[source.value=${EXTENSIONLESS}]`,
  message: "Name the file of a relative import with '.js' (docs/CONVENTIONS.md).",
}));

// The internal token travels only through service-kit's internal client (docs/architecture.md
// "Calls and who answers them"); tests, drills and benchmarks are outside clients and may set it.
const NO_HAND_MADE_INTERNAL_CALLS = [
  'Literal[value=/^x-internal-token$/i]',
  'TemplateElement[value.raw=/x-internal-token/i]',
  // Nor through the kit's constant: `headers[INTERNAL_TOKEN_HEADER] = …`, `{ [INTERNAL_TOKEN_HEADER]: … }`.
  'AssignmentExpression > MemberExpression.left[computed=true][property.name="INTERNAL_TOKEN_HEADER"]',
  'Property[computed=true][key.name="INTERNAL_TOKEN_HEADER"]',
].map((selector) => ({
  selector,
  message:
    "Call another process through InternalClient (@silkway/service-kit), which sets the internal token; don't set it by hand.",
}));

const FRONT_ENDS = [
  'shell/**/*.{ts,tsx}',
  'mf-*/**/*.{ts,tsx}',
  'packages/ui/**/*.{ts,tsx}',
  'packages/i18n/**/*.{ts,tsx}',
  'packages/web-client/**/*.{ts,tsx}',
  'packages/app-frame/**/*.{ts,tsx}',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/screenshots/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'off' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrors: 'none',
          ignoreRestSiblings: true,
        },
      ],
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
    // One file-name style in every workspace (docs/CONVENTIONS.md): kebab-case files in kebab-case folders;
    // what follows the first dot (`.spec`, `.d`, `.config`) is not part of the name.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs}': KEBAB_CASE },
        {
          ignoreMiddleExtensions: true,
          errorMessage: 'Name the file "{{ target }}" in kebab-case.',
        },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '**/': KEBAB_CASE },
        { errorMessage: 'Name the folder "{{ target }}" in kebab-case.' },
      ],
    },
  },
  {
    // One rule for relative imports in every workspace (docs/CONVENTIONS.md): name the file with `.js`,
    // as Node's ESM loader needs; TypeScript, rspack and jest map it to the `.ts`/`.tsx` source.
    files: ['**/*.{ts,tsx,mts}'],
    rules: { 'no-restricted-syntax': ['error', ...RELATIVE_IMPORTS_NAME_THEIR_FILE] },
  },
  {
    files: ['gateway/src/**/*.ts', 'services/*/src/**/*.ts', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: [
      'packages/service-kit/src/**',
      // The internal OpenAPI documents name the header.
      'packages/contracts/src/api-catalogue/openapi.ts',
      '**/*.spec.{ts,tsx}',
      '**/*.int-spec.ts',
      '**/testing/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...RELATIVE_IMPORTS_NAME_THEIR_FILE,
        ...NO_HAND_MADE_INTERNAL_CALLS,
      ],
    },
  },
  // The bench's clock runs in the page it measures.
  { files: ['bench/lib/page-clock.mjs'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: FRONT_ENDS,
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Module Federation shares routing and react-i18next as lists of what the apps use
      // (packages/app-frame/src/router.ts, packages/i18n/src/react.ts): a direct import would bring a
      // second copy, which sees none of the shell's router or i18next.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              message: "Import routing from '@silkway/app-frame/router'.",
            })),
            { name: 'react-i18next', message: "Import from '@silkway/i18n/react'." },
          ],
        },
      ],
    },
  },
  {
    // Tests mount their own router; the server render is one bundle without Module Federation.
    files: [
      'packages/app-frame/src/router.ts',
      'packages/i18n/src/react.ts',
      'packages/app-frame/src/server-render.tsx',
      '**/*.spec.{ts,tsx}',
      '**/testing/**',
    ],
    rules: { 'no-restricted-imports': 'off' },
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

// Shared jest setup: @swc/jest compiles TypeScript (with decorator metadata for NestJS) and the
// ES-module-only packages in node_modules down to CommonJS, so jest runs on Node 20 without flags.
const swc = (extra = {}) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
      ...extra,
    },
    module: { type: 'commonjs' },
  },
];

/** @param {{ environment?: 'node' | 'jsdom', roots?: string[], esmPackages?: string[] }} options */
export function jestConfig({
  environment = 'node',
  roots = ['<rootDir>/src'],
  esmPackages = [],
} = {}) {
  const esm = [
    '@nestjs',
    'cookie',
    'file-type',
    'strtok3',
    'token-types',
    'peek-readable',
    'uint8array-extras',
    '@tokenizer',
    ...esmPackages,
  ];
  return {
    testEnvironment: environment,
    // Hooks that start a service or a database wait for states; on a busy machine that takes more than jest's 5 s.
    testTimeout: 60_000,
    roots,
    setupFiles:
      environment === 'jsdom' ? [new URL('./jest.jsdom-setup.cjs', import.meta.url).pathname] : [],
    extensionsToTreatAsEsm: [],
    transform: { '^.+\\.(t|j|mj|cj)sx?$': swc() },
    transformIgnorePatterns: [`/node_modules/(?!(${esm.join('|')})/)`],
    moduleNameMapper: {
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.(css)$': new URL('./jest.style-stub.cjs', import.meta.url).pathname,
    },
    testEnvironmentOptions:
      environment === 'jsdom'
        ? { customExportConditions: ['source', 'browser', 'require', 'default'] }
        : { customExportConditions: ['source', 'node', 'require', 'default'] },
  };
}

/**
 * A workspace with both kinds of test, as two jest projects: `unit`, the *.spec.ts beside the code,
 * in memory, and `integration`, the *.int-spec.ts against the real PostgreSQL and Redis. `jest` runs
 * both; `jest --selectProjects unit` runs the first alone, with no database.
 * @param {string} rootDir the workspace's folder
 * @param {{ esmPackages?: string[], testTimeout?: number }} options
 */
export function unitAndIntegrationProjects(rootDir, { esmPackages, testTimeout } = {}) {
  const config = {
    ...jestConfig({ roots: ['<rootDir>/src', '<rootDir>/test'], esmPackages }),
    ...(testTimeout ? { testTimeout } : {}),
    rootDir,
  };
  return {
    // Jest reads the test timeout from the run's configuration, not a project's.
    testTimeout: config.testTimeout,
    projects: [
      { ...config, displayName: 'unit', testMatch: ['**/*.spec.ts'] },
      { ...config, displayName: 'integration', testMatch: ['**/*.int-spec.ts'] },
    ],
  };
}

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

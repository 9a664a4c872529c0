import { jestConfig } from '../jest.preset.js';

// @fastify/cookie and @fastify/static load ES-module-only dependencies: compile them to CommonJS too.
// Unit tests beside the code (*.spec.ts); integration tests against PostgreSQL and Redis in test/ (*.int-spec.ts).
export default {
  ...jestConfig({
    roots: ['<rootDir>/src', '<rootDir>/test'],
    esmPackages: ['@fastify/static', '@fastify/cookie', 'content-disposition'],
  }),
  testMatch: ['**/*.spec.ts', '**/*.int-spec.ts'],
  testTimeout: 30000,
};

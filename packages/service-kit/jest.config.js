import { jestConfig } from '../../jest.preset.js';

// Unit tests (*.spec.ts) beside the code; integration tests against real servers (*.int-spec.ts) beside it and in test/.
export default {
  ...jestConfig({ roots: ['<rootDir>/src', '<rootDir>/test'] }),
  testMatch: ['**/*.spec.ts', '**/*.int-spec.ts'],
  testTimeout: 30000,
};

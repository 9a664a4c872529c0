import { jestConfig } from '../../jest.preset.js';
export default {
  ...jestConfig({ roots: ['<rootDir>/src', '<rootDir>/test'] }),
  testMatch: ['**/*.spec.ts', '**/*.int-spec.ts'],
};

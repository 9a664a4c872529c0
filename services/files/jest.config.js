import { jestConfig } from '../../jest.preset.js';
export default {
  ...jestConfig({ roots: ['<rootDir>/src', '<rootDir>/test'], esmPackages: ['@borewit'] }),
  testMatch: ['**/*.spec.ts', '**/*.int-spec.ts'],
};

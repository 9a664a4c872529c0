import { jestConfig } from '../jest.preset.js';

const config = jestConfig({ environment: 'jsdom' });
export default {
  ...config,
  transform: { ...config.transform, '\\.svg$': '<rootDir>/src/testing/file-url-transform.cjs' },
};

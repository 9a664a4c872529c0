import { jestConfig } from '../jest.preset.js';

const config = jestConfig({ environment: 'jsdom' });
export default { ...config, setupFiles: ['<rootDir>/src/testing/jsdom-text-encoding.ts'] };

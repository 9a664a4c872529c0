import { jestConfig } from '../../jest.preset.js';

// The stand-ins started for real, on loopback ports and temporary folders.
export default { ...jestConfig(), testMatch: ['**/*.spec.ts'] };

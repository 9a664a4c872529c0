import { unitAndIntegrationProjects } from '../../jest.preset.js';

// Unit tests (*.spec.ts) beside the code; integration tests against real servers (*.int-spec.ts) beside it and in test/.
export default unitAndIntegrationProjects(import.meta.dirname, { testTimeout: 30000 });

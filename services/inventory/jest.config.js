import { unitAndIntegrationProjects } from '../../jest.preset.js';
export default unitAndIntegrationProjects(import.meta.dirname);

import { unitAndIntegrationProjects } from '../jest.preset.js';

// @fastify/cookie and @fastify/static load ES-module-only dependencies: compile them to CommonJS too.
export default unitAndIntegrationProjects(import.meta.dirname, {
  esmPackages: ['@fastify/static', '@fastify/cookie', 'content-disposition'],
  testTimeout: 30000,
});

export { fakeServer, renderWithApi, type SentRequest } from './render-with-api.js';

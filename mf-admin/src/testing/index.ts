export { currentLocation, renderAdminRoutes } from './render-admin-routes.js';
export { renderTab, testLocation } from './render-tab.js';
export { answerFixture } from './answer-fixture.js';

export { currentLocation, renderAdminRoutes } from './render-admin-routes';
export { renderTab, testLocation } from './render-tab';

export { IntegrationsTab } from './integrations-tab.js';

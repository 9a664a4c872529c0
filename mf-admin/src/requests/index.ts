export { NewRequestsBadge } from './new-requests-badge.js';
export { RequestsTab } from './requests-tab.js';

export { NewRequestsBadge } from './new-requests-badge';
export { RequestsTab } from './requests-tab';

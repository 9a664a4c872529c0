export { AdminLayout } from './admin-layout.js';
export { Dashboard } from './dashboard.js';

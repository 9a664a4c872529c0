export { AdminLayout } from './admin-layout';
export { Dashboard } from './dashboard';

export { fetchSignedInAdmin } from './admin-auth-api';
export { AdminGate } from './admin-gate';
export {
  ADMIN_QUERY_ROOT,
  AdminSessionProvider,
  useAdminSession,
  useSignedInAdmin,
} from './admin-session';

export { fetchSignedInAdmin } from './admin-auth-api.js';
export { AdminGate } from './admin-gate.js';
export { Allowed } from './allowed.js';
export { operation, useMayCall } from './operations.js';
export {
  ADMIN_QUERY_ROOT,
  AdminSessionProvider,
  useAdminCan,
  useAdminSession,
  useSignedInAdmin,
} from './admin-session.js';

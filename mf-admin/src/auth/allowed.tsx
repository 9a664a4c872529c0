import type { Permission } from '@silkway/contracts';
import type { ReactNode } from 'react';
import { useAdminCan } from './admin-session.js';

/** Shows `children` only to a role holding `permission`: a button the server would refuse is not offered. */
export function Allowed({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useAdminCan()(permission) ? children : null;
}

import type { ApiCall, Permission } from '@silkway/contracts';
import type { ReactNode } from 'react';
import { useAdminCan } from './admin-session.js';
import { useMayCall } from './operations.js';

/** What the children need: the catalogue call they make, or a permission (a screen, not one call). */
type AllowedFor = { call: ApiCall; permission?: never } | { permission: Permission; call?: never };

/** Shows `children` only to a role that may make `call` (or holds `permission`): nothing offered is then refused. */
export function Allowed({ children, ...needed }: AllowedFor & { children: ReactNode }) {
  const mayCall = useMayCall();
  const can = useAdminCan();
  const allowed = needed.call ? mayCall(needed.call) : can(needed.permission!);
  return allowed ? children : null;
}

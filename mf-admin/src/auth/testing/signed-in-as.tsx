import { ROLE_PERMISSIONS, type AdminUser, type Role } from '@silkway/contracts';
import type { ReactNode } from 'react';
import { AdminSessionContext } from '../admin-session.js';

/** A signed-in member of staff of `role`, as GET /api/admin/me answers. */
export function adminUserAs(role: Role, fullName = 'Фарход Рахимов'): AdminUser {
  return {
    username: role,
    fullName,
    email: null,
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    twoFactor: false,
  };
}

/** Renders `children` as behind the sign-in gate, signed in with `role`. */
export function SignedInAs({ role, children }: { role: Role; children: ReactNode }) {
  const session = {
    status: 'signed-in' as const,
    user: adminUserAs(role),
    signIn: () => Promise.resolve(),
    signOut: () => Promise.resolve(),
  };
  return <AdminSessionContext.Provider value={session}>{children}</AdminSessionContext.Provider>;
}

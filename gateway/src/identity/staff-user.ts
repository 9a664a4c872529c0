import { permissionsOfRole, type AdminUser, type StaffUserAnswer } from '@silkway/contracts';
import type { SessionUser } from '../admin-auth/session-store.js';
import type { AdminUserRecord } from './admin-users.repository.js';

/** What a session keeps of its user. */
export const sessionUserOf = (user: AdminUserRecord): SessionUser => ({
  username: user.username,
  fullName: user.fullName,
  email: user.email,
  role: user.role,
  twoFactor: user.totpSecret !== null,
});

/** The signed-in person as /me and the sign-in answer it: with the permissions of the role. */
export const adminUserOf = (user: SessionUser): AdminUser => ({
  ...user,
  permissions: [...permissionsOfRole(user.role)],
});

/** A member of staff as the Сотрудники screen lists them. */
export const staffUserAnswerOf = (user: AdminUserRecord): StaffUserAnswer => ({
  username: user.username,
  fullName: user.fullName,
  email: user.email,
  role: user.role,
  disabled: user.disabled,
  twoFactor: user.totpSecret !== null,
  lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
  createdAt: user.createdAt.toISOString(),
});

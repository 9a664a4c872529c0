import type { StaffUserAnswer } from '@silkway/contracts';
import type { SessionUser } from '@silkway/service-kit/staff-sessions';
import type { AdminUserRecord } from './staff-users.repository.js';

/** What a session keeps of its user. */
export const sessionUserOf = (user: AdminUserRecord): SessionUser => ({
  username: user.username,
  fullName: user.fullName,
  email: user.email,
  role: user.role,
  twoFactor: user.totpSecret !== null,
});

/** A member of staff as the Сотрудники screen lists them. */
export const staffUserAnswerOf = (user: AdminUserRecord): StaffUserAnswer => ({
  id: user.id,
  version: user.version,
  username: user.username,
  fullName: user.fullName,
  email: user.email,
  role: user.role,
  disabled: user.disabled,
  twoFactor: user.totpSecret !== null,
  lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
  createdAt: user.createdAt.toISOString(),
});

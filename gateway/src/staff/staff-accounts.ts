import {
  roleCovers,
  type StaffUserAnswer,
  type StaffUserCreateBody,
  type StaffUserUpdateBody,
} from '@silkway/contracts';
import type { SessionStore } from '../admin-auth/session-store.js';
import {
  LastOwnerError,
  type AdminUserRecord,
  type AdminUsersRepository,
} from '../identity/admin-users.repository.js';
import { IdentityError, userNotFound } from '../identity/identity-error.js';
import { hashPassword } from '../identity/password-hashing.js';
import { sessionUserOf, staffUserAnswerOf } from '../identity/staff-user.js';

/** Who is making the change (the signed-in owner). */
export interface Actor {
  username: string;
  role: AdminUserRecord['role'];
}

/**
 * Colleagues' accounts, one method per use case (the audit log hooks onto each): add, change,
 * set a password, reset the second factor. The gateway has checked `staff.manage` already.
 */
export class StaffAccounts {
  constructor(
    private readonly users: AdminUsersRepository,
    private readonly sessions: SessionStore,
  ) {}

  async list(): Promise<StaffUserAnswer[]> {
    return (await this.users.listAll()).map(staffUserAnswerOf);
  }

  async create(input: StaffUserCreateBody): Promise<StaffUserAnswer> {
    const created = await this.users.insert({
      username: input.username,
      fullName: input.fullName,
      email: input.email,
      role: input.role,
      passwordHash: await hashPassword(input.password),
    });
    if (!created)
      throw new IdentityError(409, `Логин «${input.username}» уже занят`, {
        username: ['Этот логин уже занят'],
      });
    return staffUserAnswerOf(created);
  }

  /**
   * Changes name, e-mail, role or the disabled flag. Nobody raises their own role; the last active
   * owner cannot be demoted or disabled (409); disabling ends the person's sessions at once.
   */
  async update(
    actor: Actor,
    username: string,
    changes: StaffUserUpdateBody,
  ): Promise<StaffUserAnswer> {
    if (username === actor.username && changes.role && !roleCovers(actor.role, changes.role))
      throw new IdentityError(403, 'Нельзя повысить собственную роль');
    let updated: AdminUserRecord | undefined;
    try {
      updated = await this.users.update(username, changes);
    } catch (error) {
      if (!(error instanceof LastOwnerError)) throw error;
      throw new IdentityError(
        409,
        'Это последний активный владелец: назначьте другого владельца, прежде чем менять его роль или отключать его',
      );
    }
    if (!updated) throw userNotFound(username);
    if (updated.disabled) await this.sessions.destroyAllOf(username);
    else await this.sessions.updateUserOfAll(username, sessionUserOf(updated));
    return staffUserAnswerOf(updated);
  }

  /** Sets a colleague's password and ends their sessions; answers how many were ended. */
  async resetPassword(username: string, password: string): Promise<number> {
    if (!(await this.users.updatePasswordHash(username, await hashPassword(password))))
      throw userNotFound(username);
    return this.sessions.destroyAllOf(username);
  }

  /** Turns a colleague's two-factor sign-in off (a lost phone): they sign in with the password alone. */
  async resetTwoFactor(username: string): Promise<void> {
    if (!(await this.users.disableTotp(username))) throw userNotFound(username);
    const user = await this.users.findByUsername(username);
    if (user) await this.sessions.updateUserOfAll(username, sessionUserOf(user));
  }
}

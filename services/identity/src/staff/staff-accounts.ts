import { Injectable } from '@nestjs/common';
import {
  roleCovers,
  type StaffUserAnswer,
  type StaffUserCreateBody,
  type StaffUserUpdateBody,
} from '@silkway/contracts';
import { Audit, type ExpectedVersion, Refusal, refuseStaleVersion } from '@silkway/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { Sessions } from '../sessions/sessions.js';
import { hashPassword } from '../staff-users/password-hashing.js';
import { sessionUserOf, staffUserAnswerOf } from '../staff-users/staff-user.js';
import {
  LastOwnerError,
  type AdminUserRecord,
  AdminUsersRepository,
  type NewAdminUser,
} from '../staff-users/staff-users.repository.js';

/** Who is making the change (the signed-in owner). */
export interface Actor {
  username: string;
  role: AdminUserRecord['role'];
}

export const userNotFound = (username: string) =>
  new Refusal(404, 'identity.userNotFound', { username });

/** A change of a member of staff, as its audit entry tells it. */
export const userEntry = (username: string) => ({
  entity: 'user' as const,
  entityId: username,
  summary: username,
});

/**
 * Refuses a write of `user` (locked by the caller) when the caller read another version of it:
 * 412 with the account as it is now and who changed it last.
 */
const refuseStaleUser = (
  manager: EntityManager,
  expected: ExpectedVersion | undefined,
  user: AdminUserRecord,
) =>
  refuseStaleVersion(
    manager,
    expected,
    'user',
    { id: user.id, version: user.version, entityId: user.username },
    async () => staffUserAnswerOf(user),
  );

/** What an entry keeps of an account: never its password or second factor. */
const entryFields = (user: AdminUserRecord) => ({
  username: user.username,
  fullName: user.fullName,
  email: user.email,
  role: user.role,
  disabled: user.disabled,
});

/**
 * Colleagues' accounts, one method per use case, each change with its audit entry in its own
 * transaction: add, change, set a password, reset the second factor. The gateway has checked
 * `staff.manage` already.
 */
@Injectable()
export class StaffAccounts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: AdminUsersRepository,
    private readonly sessions: Sessions,
  ) {}

  async list(): Promise<StaffUserAnswer[]> {
    return (await this.users.listAll()).map(staffUserAnswerOf);
  }

  async create(input: StaffUserCreateBody): Promise<StaffUserAnswer> {
    const created = await this.add(input);
    if (!created)
      throw new Refusal(409, 'identity.usernameTaken', { username: input.username }, 'username');
    return staffUserAnswerOf(created);
  }

  /** Adds the account with its entry (`actor` when no member of staff acts); undefined when the username is taken. */
  async add(
    input: Omit<NewAdminUser, 'passwordHash'> & { password: string },
    actor?: string,
  ): Promise<AdminUserRecord | undefined> {
    const passwordHash = await hashPassword(input.password);
    return this.dataSource.transaction(async (manager) => {
      const created = await this.users.insert(manager, { ...input, passwordHash });
      if (created)
        Audit.record(manager, {
          action: 'create',
          ...userEntry(created.username),
          after: entryFields(created),
          ...(actor ? { actor } : {}),
        });
      return created;
    });
  }

  /**
   * Changes name, e-mail, role or the disabled flag. Nobody raises their own role; the last active
   * owner cannot be demoted or disabled (409); disabling ends the person's sessions at once.
   */
  async update(
    actor: Actor,
    username: string,
    changes: StaffUserUpdateBody,
    expected?: ExpectedVersion,
  ): Promise<StaffUserAnswer> {
    if (username === actor.username && changes.role && !roleCovers(actor.role, changes.role))
      throw new Refusal(403, 'identity.ownRoleRaised');
    const updated = await this.dataSource
      .transaction(async (manager) => {
        const before = await this.users.findByUsername(username, manager);
        const after = await this.users.update(manager, username, changes, (current) =>
          refuseStaleUser(manager, expected, current),
        );
        if (!before || !after) throw userNotFound(username);
        Audit.record(manager, {
          action: 'update',
          ...userEntry(username),
          before: entryFields(before),
          after: entryFields(after),
        });
        return after;
      })
      .catch((error: unknown) => {
        if (error instanceof LastOwnerError) throw new Refusal(409, 'identity.lastOwner');
        throw error;
      });
    if (updated.disabled) await this.sessions.store.destroyAllOf(username);
    else await this.sessions.store.updateUserOfAll(username, sessionUserOf(updated));
    return staffUserAnswerOf(updated);
  }

  /** Sets a colleague's password and ends their sessions; answers how many were ended. */
  async resetPassword(
    username: string,
    password: string,
    { actor, expected }: { actor?: string; expected?: ExpectedVersion } = {},
  ): Promise<number> {
    const passwordHash = await hashPassword(password);
    await this.dataSource.transaction(async (manager) => {
      await this.lockUnlessStale(manager, username, expected);
      await this.users.updatePasswordHash(manager, username, passwordHash);
      recordPasswordChange(manager, username, actor);
    });
    return this.sessions.store.destroyAllOf(username);
  }

  /** Turns a colleague's two-factor sign-in off (a lost phone): they sign in with the password alone. */
  async resetTwoFactor(username: string, expected?: ExpectedVersion): Promise<void> {
    const user = await this.dataSource.transaction(async (manager) => {
      await this.lockUnlessStale(manager, username, expected);
      await this.users.disableTotp(manager, username);
      Audit.record(manager, { action: 'two-factor-change', ...userEntry(username), changes: [] });
      return this.users.findByUsername(username, manager);
    });
    if (user) await this.sessions.store.updateUserOfAll(username, sessionUserOf(user));
  }

  /** Locks the account for the change: 404 when there is none, 412 when the caller read another version. */
  private async lockUnlessStale(
    manager: EntityManager,
    username: string,
    expected: ExpectedVersion | undefined,
  ): Promise<void> {
    const user = await this.users.lockByUsername(manager, username);
    if (!user) throw userNotFound(username);
    await refuseStaleUser(manager, expected, user);
  }
}

export function recordPasswordChange(
  manager: EntityManager,
  username: string,
  actor?: string,
): void {
  Audit.record(manager, {
    action: 'password-change',
    ...userEntry(username),
    changes: [],
    ...(actor ? { actor } : {}),
  });
}

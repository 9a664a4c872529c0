import { Injectable } from '@nestjs/common';
import type { RecoveryCodesAnswer, SessionAnswer, TwoFactorSetupAnswer } from '@silkway/contracts';
import { Audit, Refusal } from '@silkway/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { Sessions } from '../sessions/sessions.js';
import { recordPasswordChange, userEntry, userNotFound } from '../staff/staff-accounts.js';
import { hashPassword, verifyPassword } from '../staff-users/password-hashing.js';
import { sessionUserOf } from '../staff-users/staff-user.js';
import {
  type AdminUserRecord,
  AdminUsersRepository,
} from '../staff-users/staff-users.repository.js';
import { spendSecondFactorCode } from '../two-factor/second-factor.js';
import {
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpStepOf,
} from '../two-factor/totp.js';
import { TwoFactorSecrets } from '../two-factor/two-factor-secrets.js';

/** The signed-in person making the call: their name and the listed id of the session they call from. */
export interface Caller {
  username: string;
  sessionId: string;
}

const wrongCode = () => new Refusal(400, 'identity.wrongCode', {}, 'code');

const recordTwoFactorChange = (manager: EntityManager, username: string) =>
  Audit.record(manager, { action: 'two-factor-change', ...userEntry(username), changes: [] });

/**
 * One's own account, one method per use case, each change with its audit entry: the password, the
 * open sessions, two-factor sign-in.
 */
@Injectable()
export class OwnAccount {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: AdminUsersRepository,
    private readonly sessions: Sessions,
    private readonly secrets: TwoFactorSecrets,
  ) {}

  /** Needs the current password; ends every other session. */
  async changePassword(
    caller: Caller,
    currentPassword: string,
    newPassword: string,
  ): Promise<number> {
    const user = await this.userOf(caller);
    if (!(await verifyPassword(currentPassword, user.passwordHash)))
      throw new Refusal(400, 'identity.wrongCurrentPassword', {}, 'currentPassword');
    const passwordHash = await hashPassword(newPassword);
    await this.dataSource.transaction(async (manager) => {
      await this.users.updatePasswordHash(manager, user.username, passwordHash);
      recordPasswordChange(manager, user.username);
    });
    return this.sessions.store.destroyAllOf(user.username, caller.sessionId);
  }

  async listSessions(caller: Caller): Promise<SessionAnswer[]> {
    const listed = await this.sessions.store.listOf(caller.username);
    return listed.map((session) => ({
      id: session.id,
      createdAt: new Date(session.createdAt).toISOString(),
      lastActiveAt: new Date(session.lastActiveAt).toISOString(),
      ip: session.ip,
      userAgent: session.userAgent,
      current: session.id === caller.sessionId,
    }));
  }

  /** Ends one of one's sessions; the entry is written only once it has ended. */
  async endSession(caller: Caller, listedId: string): Promise<void> {
    if (!(await this.sessions.store.destroyListed(caller.username, listedId)))
      throw new Refusal(404, 'identity.sessionNotFound');
    await Audit.recordAlone(this.dataSource, {
      action: 'sign-out',
      ...userEntry(caller.username),
      changes: [],
    });
  }

  /** A new secret kept pending: two-factor sign-in starts only once a code of it is entered. */
  async setupTwoFactor(caller: Caller): Promise<TwoFactorSetupAnswer> {
    const user = await this.userOf(caller);
    if (user.totpSecret) throw new Refusal(409, 'identity.twoFactorOnAlreadySetUp');
    const created = await newTotpSecret(user.username);
    await this.dataSource.transaction(async (manager) => {
      await this.users.setPendingTotpSecret(
        manager,
        user.username,
        this.secrets.seal(created.secret),
      );
      recordTwoFactorChange(manager, user.username);
    });
    return created;
  }

  /** Proves the pending secret with a code and turns it on; the recovery codes are shown this once. */
  async enableTwoFactor(caller: Caller, code: string): Promise<RecoveryCodesAnswer> {
    const user = await this.userOf(caller);
    if (user.totpSecret) throw new Refusal(409, 'identity.twoFactorOn');
    if (!user.totpPendingSecret) throw new Refusal(409, 'identity.twoFactorNotSetUp');
    const step = totpStepOf(this.secrets.open(user.totpPendingSecret), user.username, code);
    if (step === undefined) throw wrongCode();
    const recoveryCodes = newRecoveryCodes();
    await this.dataSource.transaction(async (manager) => {
      const enabled = await this.users.enableTotp(
        manager,
        user,
        user.totpPendingSecret!,
        step,
        recoveryCodes.map(recoveryCodeHash),
      );
      if (!enabled) throw new Refusal(409, 'identity.twoFactorSecretChanged');
      recordTwoFactorChange(manager, user.username);
    });
    await this.refreshSessions(user.username);
    return { recoveryCodes };
  }

  /** Needs a current code or a recovery code. */
  async disableTwoFactor(caller: Caller, code: string): Promise<void> {
    const user = await this.userOf(caller);
    if (!user.totpSecret) throw new Refusal(409, 'identity.twoFactorOff');
    if (!(await spendSecondFactorCode(this.users, this.secrets, user, code))) throw wrongCode();
    await this.dataSource.transaction(async (manager) => {
      await this.users.disableTotp(manager, user.username);
      recordTwoFactorChange(manager, user.username);
    });
    await this.refreshSessions(user.username);
  }

  private async userOf(caller: Caller): Promise<AdminUserRecord> {
    const user = await this.users.findByUsername(caller.username);
    if (!user) throw userNotFound(caller.username);
    return user;
  }

  private async refreshSessions(username: string): Promise<void> {
    const user = await this.users.findByUsername(username);
    if (user) await this.sessions.store.updateUserOfAll(username, sessionUserOf(user));
  }
}

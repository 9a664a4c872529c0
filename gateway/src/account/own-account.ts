import {
  INVALID_OTP_MESSAGE,
  type RecoveryCodesAnswer,
  type SessionAnswer,
  type TwoFactorSetupAnswer,
} from '@silkway/contracts';
import type { AdminSession, SessionStore } from '../admin-auth/session-store.js';
import type { AdminUserRecord, AdminUsersRepository } from '../identity/admin-users.repository.js';
import { IdentityError, userNotFound } from '../identity/identity-error.js';
import { hashPassword, verifyPassword } from '../identity/password-hashing.js';
import { sessionUserOf } from '../identity/staff-user.js';
import { spendSecondFactorCode } from '../two-factor/second-factor.js';
import type { SecretBox } from '../two-factor/secret-box.js';
import {
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpStepOf,
} from '../two-factor/totp.js';

/** The signed-in person making the call: their session and its cookie. */
export interface Caller {
  session: AdminSession;
  sessionId: string;
}

const wrongCode = () =>
  new IdentityError(400, INVALID_OTP_MESSAGE, { code: [INVALID_OTP_MESSAGE] });

/**
 * One's own account, one method per use case (the audit log hooks onto each): the password, the
 * open sessions, two-factor sign-in.
 */
export class OwnAccount {
  constructor(
    private readonly users: AdminUsersRepository,
    private readonly sessions: SessionStore,
    private readonly secrets: SecretBox,
  ) {}

  /** Needs the current password; ends every other session. */
  async changePassword(
    caller: Caller,
    currentPassword: string,
    newPassword: string,
  ): Promise<number> {
    const user = await this.userOf(caller);
    if (!(await verifyPassword(currentPassword, user.passwordHash)))
      throw new IdentityError(400, 'Текущий пароль указан неверно', {
        currentPassword: ['Текущий пароль указан неверно'],
      });
    await this.users.updatePasswordHash(user.username, await hashPassword(newPassword));
    return this.sessions.destroyAllOf(user.username, caller.sessionId);
  }

  async listSessions(caller: Caller): Promise<SessionAnswer[]> {
    const currentId = this.sessions.listedIdOf(caller.sessionId);
    const listed = await this.sessions.listOf(caller.session.user.username);
    return listed.map((session) => ({
      id: session.id,
      createdAt: new Date(session.createdAt).toISOString(),
      lastActiveAt: new Date(session.lastActiveAt).toISOString(),
      ip: session.ip,
      userAgent: session.userAgent,
      current: session.id === currentId,
    }));
  }

  async endSession(caller: Caller, listedId: string): Promise<void> {
    if (!(await this.sessions.destroyListed(caller.session.user.username, listedId)))
      throw new IdentityError(404, 'Сессия не найдена или уже завершена');
  }

  /** A new secret kept pending: two-factor sign-in starts only once a code of it is entered. */
  async setupTwoFactor(caller: Caller): Promise<TwoFactorSetupAnswer> {
    const user = await this.userOf(caller);
    if (user.totpSecret)
      throw new IdentityError(409, 'Двухфакторный вход уже включен: сначала отключите его');
    const created = await newTotpSecret(user.username);
    await this.users.setPendingTotpSecret(user.username, this.secrets.seal(created.secret));
    return created;
  }

  /** Proves the pending secret with a code and turns it on; the recovery codes are shown this once. */
  async enableTwoFactor(caller: Caller, code: string): Promise<RecoveryCodesAnswer> {
    const user = await this.userOf(caller);
    if (user.totpSecret) throw new IdentityError(409, 'Двухфакторный вход уже включен');
    if (!user.totpPendingSecret)
      throw new IdentityError(409, 'Сначала получите QR-код для приложения');
    const step = totpStepOf(this.secrets.open(user.totpPendingSecret), user.username, code);
    if (step === undefined) throw wrongCode();
    const recoveryCodes = newRecoveryCodes();
    const enabled = await this.users.enableTotp(
      user,
      user.totpPendingSecret,
      step,
      recoveryCodes.map(recoveryCodeHash),
    );
    if (!enabled) throw new IdentityError(409, 'QR-код сменился: отсканируйте новый');
    await this.refreshSessions(user.username);
    return { recoveryCodes };
  }

  /** Needs a current code or a recovery code. */
  async disableTwoFactor(caller: Caller, code: string): Promise<void> {
    const user = await this.userOf(caller);
    if (!user.totpSecret) throw new IdentityError(409, 'Двухфакторный вход не включен');
    if (!(await spendSecondFactorCode(this.users, this.secrets, user, code))) throw wrongCode();
    await this.users.disableTotp(user.username);
    await this.refreshSessions(user.username);
  }

  private async userOf(caller: Caller): Promise<AdminUserRecord> {
    const { username } = caller.session.user;
    const user = await this.users.findByUsername(username);
    if (!user) throw userNotFound(username);
    return user;
  }

  private async refreshSessions(username: string): Promise<void> {
    const user = await this.users.findByUsername(username);
    if (user) await this.sessions.updateUserOfAll(username, sessionUserOf(user));
  }
}

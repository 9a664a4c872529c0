import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AdminLoginRequest, AdminUser } from '@silkway/contracts';
import {
  Audit,
  currentActor,
  Refusal,
  SERVICE_CONFIG,
  type RefusalKey,
} from '@silkway/service-kit';
import { adminUserOf } from '@silkway/service-kit/staff-sessions';
import { DataSource } from 'typeorm';
import type { IdentityConfig } from '../config.js';
import { Sessions } from '../sessions/sessions.js';
import { userEntry } from '../staff/staff-accounts.js';
import { verifyPassword } from '../staff-users/password-hashing.js';
import { sessionUserOf } from '../staff-users/staff-user.js';
import { AdminUsersRepository } from '../staff-users/staff-users.repository.js';
import { spendSecondFactorCode } from '../two-factor/second-factor.js';
import { TwoFactorSecrets } from '../two-factor/two-factor-secrets.js';
import { LoginRateLimiter } from './login-rate-limiter.js';

/** Credentials, and the browser for the list of sessions; the client's address comes as on any call. */
export type StaffSignInRequest = AdminLoginRequest & { userAgent: string | null };

/** The sign-in limits refuse the attempt unchecked (429): the next may come in `retryAfterMs`. */
export class SignInsLimited extends Refusal {
  constructor(readonly retryAfterMs: number) {
    super(429, 'identity.tooManyAttempts', { minutes: Math.ceil(retryAfterMs / 60_000) });
  }
}

/**
 * Signing in and out: the use cases the audit log records (sign-in, failed sign-in, sign-out), within
 * the sign-in limits per username and client address. The gateway sets the cookie of the session
 * opened here.
 */
@Injectable()
export class StaffSignIn {
  private readonly attempts: LoginRateLimiter;
  private readonly logger = new Logger('SignIn');

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: AdminUsersRepository,
    private readonly sessions: Sessions,
    private readonly secrets: TwoFactorSecrets,
    @Inject(SERVICE_CONFIG) config: IdentityConfig,
  ) {
    this.attempts = new LoginRateLimiter(sessions.redis, config.REDIS_KEY_PREFIX, {
      failuresPerUsername: config.LOGIN_FAILURES_PER_USERNAME,
      failuresPerAddress: config.LOGIN_FAILURES_PER_ADDRESS,
      windowMs: config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    });
  }

  /** The session opened (its cookie value) and who holds it; a Refusal (401, 429) otherwise. */
  async signIn({
    username,
    password,
    otp,
    userAgent,
  }: StaffSignInRequest): Promise<{ sessionId: string; user: AdminUser }> {
    const refused = (key: RefusalKey, otpRequired = false) => {
      this.logger.log(`admin sign-in refused (admin-login-failed): ${username}`);
      return new Refusal(401, key).with(otpRequired ? { otpRequired } : {});
    };
    // Every attempt counts as a failure before it is checked; only a full success (password, and the
    // code when two-factor sign-in is on) gives the slot back, so wrong codes count too.
    const address = currentActor().ip ?? 'unknown';
    const attempt = await this.attempts.reserveAttempt(username, address);
    if (!attempt.allowed) throw new SignInsLimited(attempt.retryAfterMs);
    const user = await this.users.findByUsername(username);
    // Verified even when the user is unknown (against a dummy hash): both refusals take the same time.
    const passwordMatches = await verifyPassword(password, user?.passwordHash);
    // A disabled account is refused as a wrong password is: nothing tells them apart.
    if (!user || !passwordMatches || user.disabled) {
      await Audit.recordAlone(this.dataSource, {
        action: 'sign-in-failed',
        ...userEntry(username),
        changes: [],
        actor: username,
      });
      throw refused('identity.invalidCredentials');
    }
    if (user.totpSecret) {
      if (!otp) throw refused('identity.otpRequired', true);
      if (!(await spendSecondFactorCode(this.users, this.secrets, user, otp)))
        throw refused('identity.wrongCode', true);
    }
    await this.dataSource.transaction(async (manager) => {
      await this.users.recordSignIn(manager, user.username);
      Audit.record(manager, {
        action: 'sign-in',
        ...userEntry(user.username),
        changes: [],
        actor: user.username,
      });
    });
    await this.attempts.recordSuccess(username, address);
    const sessionUser = sessionUserOf(user);
    const sessionId = await this.sessions.store.create(sessionUser, {
      ip: currentActor().ip,
      userAgent,
    });
    this.logger.log(`admin signed in (admin-login): ${user.username}`);
    return { sessionId, user: adminUserOf(sessionUser) };
  }

  /** Ends the session the call came with (by its listed id). */
  async signOut(username: string, listedSessionId: string | undefined): Promise<void> {
    if (listedSessionId) await this.sessions.store.destroyListed(username, listedSessionId);
    await Audit.recordAlone(this.dataSource, {
      action: 'sign-out',
      ...userEntry(username),
      changes: [],
    });
  }
}

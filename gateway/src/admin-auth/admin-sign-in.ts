import {
  INVALID_CREDENTIALS_MESSAGE,
  INVALID_OTP_MESSAGE,
  OTP_REQUIRED_MESSAGE,
  type AdminLoginRequest,
  type AdminUser,
} from '@silkway/contracts';
import type { AdminUsersRepository } from '../identity/admin-users.repository.js';
import { IdentityError } from '../identity/identity-error.js';
import { verifyPassword } from '../identity/password-hashing.js';
import { adminUserOf, sessionUserOf } from '../identity/staff-user.js';
import { spendSecondFactorCode } from '../two-factor/second-factor.js';
import type { SecretBox } from '../two-factor/secret-box.js';
import type { LoginRateLimiter } from './login-rate-limiter.js';
import type { SessionOrigin, SessionStore } from './session-store.js';

/** Signing in was refused by the sign-in limits: try again after this long. */
export class SignInLimitedError extends Error {
  constructor(readonly retryAfterMs: number) {
    super('sign-in limited');
  }
}

/** A right password of someone with two-factor sign-in on, without a code (or with a wrong one). */
export class OtpRequiredError extends IdentityError {
  constructor(message: string) {
    super(401, message);
  }
}

export interface SignedIn {
  sessionId: string;
  user: AdminUser;
}

/**
 * Signing in and out: the use cases the audit log hooks onto (sign-in, failed sign-in, sign-out).
 * Every attempt counts as a failure before its password is checked; only a full success (password,
 * and the code when two-factor sign-in is on) gives the slot back, so wrong codes count too.
 */
export class AdminSignIn {
  constructor(
    private readonly users: AdminUsersRepository,
    private readonly sessions: SessionStore,
    private readonly rateLimiter: LoginRateLimiter,
    private readonly secrets: SecretBox,
  ) {}

  /** Throws SignInLimitedError, OtpRequiredError, or a 401 IdentityError for anything else refused. */
  async signIn(
    credentials: AdminLoginRequest,
    origin: SessionOrigin & { ip: string },
  ): Promise<SignedIn> {
    const { username, password, otp } = credentials;
    const attempt = await this.rateLimiter.reserveAttempt(username, origin.ip);
    if (!attempt.allowed) throw new SignInLimitedError(attempt.retryAfterMs);

    const user = await this.users.findByUsername(username);
    // Verified even when the user is unknown (against a dummy hash): both refusals take the same time.
    const passwordMatches = await verifyPassword(password, user?.passwordHash);
    // A disabled account is refused as a wrong password is: nothing tells them apart.
    if (!user || !passwordMatches || user.disabled)
      throw new IdentityError(401, INVALID_CREDENTIALS_MESSAGE);
    if (user.totpSecret) {
      if (!otp) throw new OtpRequiredError(OTP_REQUIRED_MESSAGE);
      if (!(await spendSecondFactorCode(this.users, this.secrets, user, otp)))
        throw new OtpRequiredError(INVALID_OTP_MESSAGE);
    }

    await this.rateLimiter.recordSuccess(username, origin.ip);
    await this.users.recordSignIn(user.username);
    const sessionUser = sessionUserOf(user);
    const sessionId = await this.sessions.create(sessionUser, origin);
    return { sessionId, user: adminUserOf(sessionUser) };
  }

  async signOut(sessionId: string): Promise<void> {
    await this.sessions.destroy(sessionId);
  }
}

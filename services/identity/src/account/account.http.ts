import { Body, Controller, Headers, Param } from '@nestjs/common';
import {
  ADMIN_SESSION_HEADER,
  api,
  ownPasswordChangeBody,
  sessionIdParams,
  twoFactorCodeBody,
  type OwnPasswordChangeBody,
  type RecoveryCodesAnswer,
  type SessionAnswer,
  type TwoFactorCodeBody,
  type TwoFactorSetupAnswer,
} from '@silkway/contracts';
import { AdminUsername, Endpoint, validated } from '@silkway/service-kit';
import { type Caller, OwnAccount } from './own-account.js';

/** The signed-in person and the session they call from, as the gateway tells them. */
const callerOf = (username: string, sessionId: string | undefined): Caller => ({
  username,
  sessionId: sessionId ?? '',
});

/** The profile menu's calls: one's password, sessions and two-factor sign-in. */
@Controller()
export class AccountController {
  constructor(private readonly account: OwnAccount) {}

  @Endpoint(api.account.changePassword)
  async changePassword(
    @AdminUsername() username: string,
    @Headers(ADMIN_SESSION_HEADER) sessionId: string | undefined,
    @Body(validated(ownPasswordChangeBody)) body: OwnPasswordChangeBody,
  ): Promise<{ endedSessions: number }> {
    const caller = callerOf(username, sessionId);
    return {
      endedSessions: await this.account.changePassword(
        caller,
        body.currentPassword,
        body.newPassword,
      ),
    };
  }

  @Endpoint(api.account.sessions)
  sessions(
    @AdminUsername() username: string,
    @Headers(ADMIN_SESSION_HEADER) sessionId: string | undefined,
  ): Promise<SessionAnswer[]> {
    return this.account.listSessions(callerOf(username, sessionId));
  }

  @Endpoint(api.account.endSession)
  endSession(
    @AdminUsername() username: string,
    @Headers(ADMIN_SESSION_HEADER) sessionId: string | undefined,
    @Param('id', validated(sessionIdParams.shape.id)) id: string,
  ): Promise<void> {
    return this.account.endSession(callerOf(username, sessionId), id);
  }

  @Endpoint(api.account.setupTwoFactor)
  setupTwoFactor(
    @AdminUsername() username: string,
    @Headers(ADMIN_SESSION_HEADER) sessionId: string | undefined,
  ): Promise<TwoFactorSetupAnswer> {
    return this.account.setupTwoFactor(callerOf(username, sessionId));
  }

  @Endpoint(api.account.enableTwoFactor)
  enableTwoFactor(
    @AdminUsername() username: string,
    @Headers(ADMIN_SESSION_HEADER) sessionId: string | undefined,
    @Body(validated(twoFactorCodeBody)) { code }: TwoFactorCodeBody,
  ): Promise<RecoveryCodesAnswer> {
    return this.account.enableTwoFactor(callerOf(username, sessionId), code);
  }

  @Endpoint(api.account.disableTwoFactor)
  async disableTwoFactor(
    @AdminUsername() username: string,
    @Headers(ADMIN_SESSION_HEADER) sessionId: string | undefined,
    @Body(validated(twoFactorCodeBody)) { code }: TwoFactorCodeBody,
  ): Promise<{ twoFactor: false }> {
    await this.account.disableTwoFactor(callerOf(username, sessionId), code);
    return { twoFactor: false };
  }
}

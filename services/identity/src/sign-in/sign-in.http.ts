import { Body, Controller, Headers, Res } from '@nestjs/common';
import {
  ADMIN_SESSION_HEADER,
  adminLoginRequest,
  api,
  SESSION_COOKIE,
  type AdminLoginRequest,
  type AdminSessionAnswer,
} from '@silkway/contracts';
import { AdminUsername, Endpoint, validated } from '@silkway/service-kit';
import type { FastifyReply } from 'fastify';
import { orderSessionCookie } from '../sessions/session-cookie.js';
import { SignInsLimited, StaffSignIn } from './staff-sign-in.js';

@Controller()
export class SignInController {
  constructor(private readonly signIns: StaffSignIn) {}

  /** Public: the gateway routes it like any call, and sets the cookie this answer names. */
  @Endpoint(api.auth.login)
  async signIn(
    @Body(validated(adminLoginRequest)) credentials: AdminLoginRequest,
    @Headers('user-agent') userAgent: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminSessionAnswer> {
    const { sessionId, user } = await this.signIns
      .signIn({ ...credentials, userAgent: userAgent?.slice(0, 300) ?? null })
      .catch((error: unknown) => {
        if (error instanceof SignInsLimited)
          reply.header('retry-after', Math.ceil(error.retryAfterMs / 1000));
        throw error;
      });
    orderSessionCookie(reply, SESSION_COOKIE, sessionId);
    return { user };
  }

  @Endpoint(api.auth.logout)
  async signOut(
    @AdminUsername() username: string,
    @Headers(ADMIN_SESSION_HEADER) sessionId: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ signedOut: true }> {
    await this.signIns.signOut(username, sessionId);
    orderSessionCookie(reply, SESSION_COOKIE);
    return { signedOut: true };
  }
}

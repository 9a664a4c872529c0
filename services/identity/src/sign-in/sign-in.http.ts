import { Body, Controller, Headers, Res } from '@nestjs/common';
import {
  ADMIN_SESSION_HEADER,
  SIGNED_OUT_COOKIE,
  api,
  staffSignInBody,
  type StaffSignInAnswer,
  type StaffSignInBody,
} from '@silkway/contracts';
import { acceptedLanguages, AdminUsername, Endpoint, validated } from '@silkway/service-kit';
import type { FastifyReply } from 'fastify';
import { StaffSignIn } from './staff-sign-in.js';

@Controller()
export class SignInController {
  constructor(private readonly signIns: StaffSignIn) {}

  /** Internal: the gateway's sign-in route asks it, within its sign-in limits. */
  @Endpoint(api.internal.signInStaff)
  signIn(
    @Body(validated(staffSignInBody)) body: StaffSignInBody,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ): Promise<StaffSignInAnswer> {
    return this.signIns.signIn(body, acceptedLanguages(acceptLanguage ?? '')[0] ?? 'ru');
  }

  @Endpoint(api.auth.logout)
  async signOut(
    @AdminUsername() username: string,
    @Headers(ADMIN_SESSION_HEADER) sessionId: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ signedOut: true }> {
    await this.signIns.signOut(username, sessionId);
    reply.header('set-cookie', SIGNED_OUT_COOKIE);
    return { signedOut: true };
  }
}

import { Body, Controller, Headers, Res } from '@nestjs/common';
import {
  api,
  PORTAL_SESSION_COOKIE,
  PORTAL_SESSION_HEADER,
  portalSessionBody,
  type PortalSessionAnswer,
  type PortalSessionBody,
} from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import type { FastifyReply } from 'fastify';
import { orderSessionCookie } from '../sessions/session-cookie.js';
import { PortalSignIn } from './portal-sign-in.js';

@Controller()
export class PortalSignInController {
  constructor(private readonly signIns: PortalSignIn) {}

  @Endpoint(api.portal.startSession)
  async start(
    @Body(validated(portalSessionBody)) { token }: PortalSessionBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PortalSessionAnswer> {
    const { sessionId, client } = await this.signIns.start(token);
    orderSessionCookie(reply, PORTAL_SESSION_COOKIE, sessionId);
    return { client };
  }

  @Endpoint(api.portal.signOut)
  async signOut(
    @Headers(PORTAL_SESSION_HEADER) listedSessionId: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ signedOut: true }> {
    await this.signIns.signOut(listedSessionId);
    orderSessionCookie(reply, PORTAL_SESSION_COOKIE);
    return { signedOut: true };
  }
}

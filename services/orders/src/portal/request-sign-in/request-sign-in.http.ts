import { Body, Controller, HttpException, HttpStatus, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { api, portalMessages, portalSignInBody, type PortalSignInBody } from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import type { FastifyReply } from 'fastify';
import { RequestSignInCommand } from './request-sign-in.command.js';

@Controller()
export class RequestSignInController {
  constructor(private readonly commands: CommandBus) {}

  /** 202 alike for every address; 429 with Retry-After once one address asked too often. */
  @Endpoint(api.portal.requestSignIn)
  async request(
    @Body(validated(portalSignInBody)) body: PortalSignInBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ accepted: true }> {
    const refused = await this.commands.execute(new RequestSignInCommand(body));
    if (refused) {
      void reply.header('Retry-After', String(refused.retryAfterSeconds));
      throw new HttpException(
        portalMessages.tooManySignIns(refused.retryAfterSeconds),
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    return { accepted: true };
  }
}

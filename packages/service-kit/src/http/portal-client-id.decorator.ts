import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import { PORTAL_COUNTERPARTY_HEADER, portalMessages } from '@silkway/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The signed-in client's counterparty id, which the gateway sets from the client's session (and
 * strips from what a client sends). Every portal answer is scoped by it, never by the front end;
 * a call without it is refused (401).
 */
export const PortalClientId = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const header = context.switchToHttp().getRequest<FastifyRequest>().headers[
    PORTAL_COUNTERPARTY_HEADER
  ];
  const id = Number(header);
  if (typeof header !== 'string' || !Number.isSafeInteger(id) || id <= 0)
    throw new UnauthorizedException(portalMessages.signInRequired);
  return id;
});

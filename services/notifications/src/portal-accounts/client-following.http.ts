import {
  Body,
  Controller,
  createParamDecorator,
  type ExecutionContext,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  api,
  PORTAL_COUNTERPARTY_HEADER,
  portalFollowingBody,
  portalMessages,
  type PortalFollowingAnswer,
  type PortalFollowingBody,
} from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import type { FastifyRequest } from 'fastify';
import type { DataSource } from 'typeorm';
import { portalFollowers } from './portal-followers.js';

/** The signed-in client's counterparty id, set by the gateway from the client's session only. */
const PortalClientId = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const header = context.switchToHttp().getRequest<FastifyRequest>().headers[
    PORTAL_COUNTERPARTY_HEADER
  ];
  const id = Number(header);
  if (typeof header !== 'string' || !Number.isSafeInteger(id) || id <= 0)
    throw new UnauthorizedException(portalMessages.signInRequired);
  return id;
});

/**
 * The switch on /portal/account: whether the client hears of every change of its orders by e-mail.
 * A client this service knows no access of is refused (401), as the orders service refuses it.
 */
@Controller()
export class ClientFollowingController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Endpoint(api.portal.following)
  async following(@PortalClientId() clientId: number): Promise<PortalFollowingAnswer> {
    const following = await portalFollowers.followingOf(this.dataSource.manager, clientId);
    if (following === undefined) throw new UnauthorizedException(portalMessages.signInRequired);
    return { following };
  }

  @Endpoint(api.portal.setFollowing)
  async setFollowing(
    @PortalClientId() clientId: number,
    @Body(validated(portalFollowingBody)) { following }: PortalFollowingBody,
  ): Promise<PortalFollowingAnswer> {
    const set = await portalFollowers.setFollowing(this.dataSource.manager, clientId, following);
    if (!set) throw new UnauthorizedException(portalMessages.signInRequired);
    return { following };
  }
}

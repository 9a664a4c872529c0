import { Body, Controller, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  api,
  portalFollowingBody,
  portalMessages,
  type PortalFollowingAnswer,
  type PortalFollowingBody,
} from '@silkway/contracts';
import { Endpoint, PortalClientId, validated } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { portalFollowers } from './portal-followers.js';

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

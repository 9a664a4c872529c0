import { Body, Controller, Param } from '@nestjs/common';
import {
  api,
  idParam,
  portalSignInTokenRequest,
  type IssuedPortalSignInToken,
  type PortalSignInTokenRequest,
} from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import { Sessions } from '../sessions/sessions.js';
import { PortalSignInTokens } from './portal-sign-in-tokens.js';

/**
 * What the orders service, which owns the clients' accounts, asks of their sign-in (internal token
 * only): a link's token for an invitation or a request, and the end of every link and session when
 * access is taken back.
 */
@Controller()
export class PortalSignInLinksController {
  constructor(
    private readonly tokens: PortalSignInTokens,
    private readonly sessions: Sessions,
  ) {}

  @Endpoint(api.internal.issuePortalSignInToken)
  async issue(
    @Body(validated(portalSignInTokenRequest)) { counterpartyId }: PortalSignInTokenRequest,
  ): Promise<IssuedPortalSignInToken> {
    return { token: await this.tokens.issue(counterpartyId) };
  }

  @Endpoint(api.internal.endPortalAccess)
  async endAccess(
    @Param('counterpartyId', validated(idParam)) counterpartyId: number,
  ): Promise<void> {
    await this.tokens.voidUnused(counterpartyId);
    await this.sessions.portal.destroyAllOf(counterpartyId);
  }
}

import {
  BadGatewayException,
  Inject,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { api, portalMessages, type PortalClientAnswer } from '@silkway/contracts';
import { Audit, SERVICE_CONFIG } from '@silkway/service-kit';
import { answerOr, InternalClient, serviceAddressesOf } from '@silkway/service-kit/internal-calls';
import type { DataSource } from 'typeorm';
import type { IdentityConfig } from '../config.js';
import { Sessions } from '../sessions/sessions.js';
import { PortalSignInTokens } from './portal-sign-in-tokens.js';

/**
 * A client signs in with the token of an e-mailed link (docs/portal-accounts.md): identity uses the
 * token up (once, within its time), asks the orders service, which owns the accounts, whether the
 * client still has access, and opens the session whose cookie the gateway sets.
 */
@Injectable()
export class PortalSignIn {
  private readonly logger = new Logger('PortalSignIn');
  private readonly internal: InternalClient;

  constructor(
    private readonly sessions: Sessions,
    private readonly tokens: PortalSignInTokens,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: IdentityConfig,
  ) {
    this.internal = new InternalClient({
      token: config.INTERNAL_TOKEN,
      services: serviceAddressesOf(config, 'orders'),
    });
  }

  /** The client and the id of its new session; 401 for a used, expired or forged token or a client without access. */
  async start(token: string): Promise<{ sessionId: string; client: PortalClientAnswer }> {
    // A refusal rolls the use back: a link of a client without access stays as it was.
    const { counterpartyId, client } = await this.dataSource.transaction(async (manager) => {
      const counterpartyId = await this.tokens.useUp(manager, token);
      if (counterpartyId === null) throw new UnauthorizedException(portalMessages.token);
      const client = await this.clientWithAccess(counterpartyId);
      Audit.record(manager, {
        action: 'sign-in',
        entity: 'counterparty',
        entityId: counterpartyId,
        summary: client.name,
        changes: [],
        actor: `client:${counterpartyId}`,
      });
      return { counterpartyId, client };
    });
    const sessionId = await this.sessions.portal.create(counterpartyId);
    this.logger.log(`Client ${counterpartyId} signed in (portal-sign-in)`);
    return { sessionId, client };
  }

  /** Ends the session the call came with, by its listed id; nothing when it came with none. */
  async signOut(listedSessionId: string | undefined): Promise<void> {
    if (listedSessionId) await this.sessions.portal.destroyListed(listedSessionId);
  }

  private async clientWithAccess(counterpartyId: number): Promise<PortalClientAnswer> {
    const client = await answerOr(
      this.internal.find(api.internal.portalClient, { params: { counterpartyId } }),
      (failure) => {
        this.logger.warn(`Asking orders for client ${counterpartyId} failed: ${failure.message}`);
        return new BadGatewayException('Вход временно недоступен, попробуйте позже');
      },
    );
    if (!client) throw new UnauthorizedException(portalMessages.token);
    return client;
  }
}

import {
  BadGatewayException,
  Inject,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { api, portalMessages, type PortalClientAnswer } from '@silkway/contracts';
import { SERVICE_CONFIG } from '@silkway/service-kit';
import {
  InternalCallError,
  InternalCallRefusedError,
  InternalClient,
  ServiceAddresses,
} from '@silkway/service-kit/internal-calls';
import type { IdentityConfig } from '../config.js';
import { Sessions } from '../sessions/sessions.js';

/**
 * A client signs in with the token of an e-mailed link (docs/portal-accounts.md): the orders service,
 * which keeps the tokens, uses it up (once, within its time, for a client with access); identity
 * opens the session whose cookie the gateway sets.
 */
@Injectable()
export class PortalSignIn {
  private readonly logger = new Logger('PortalSignIn');
  private readonly internal: InternalClient;

  constructor(
    private readonly sessions: Sessions,
    @Inject(SERVICE_CONFIG) config: IdentityConfig,
  ) {
    this.internal = new InternalClient({
      token: config.INTERNAL_TOKEN,
      services: { orders: new ServiceAddresses('orders', config.ORDERS_URL) },
    });
  }

  /** The client and the id of its new session; 401 for a used, expired or forged token. */
  async start(token: string): Promise<{ sessionId: string; client: PortalClientAnswer }> {
    const started = await this.internal
      .call(api.internal.startPortalSession, { body: { token } })
      .catch((error: unknown) => {
        if (!(error instanceof InternalCallError)) throw error;
        if (error instanceof InternalCallRefusedError && [400, 401].includes(error.status))
          throw new UnauthorizedException(portalMessages.token);
        this.logger.warn(`Sign-in token exchange failed: ${error.message}`);
        throw new BadGatewayException('Вход временно недоступен, попробуйте позже');
      });
    const sessionId = await this.sessions.portal.create(started.counterpartyId);
    this.logger.log(`Client ${started.counterpartyId} signed in (portal-sign-in)`);
    return { sessionId, client: started.client };
  }

  /** Ends the session the call came with, by its listed id; nothing when it came with none. */
  async signOut(listedSessionId: string | undefined): Promise<void> {
    if (listedSessionId) await this.sessions.portal.destroyListed(listedSessionId);
  }
}

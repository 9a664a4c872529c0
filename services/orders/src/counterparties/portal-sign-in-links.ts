import { Inject, Injectable, Logger } from '@nestjs/common';
import { api } from '@silkway/contracts';
import { answerOr, type InternalClient, Refusal, SERVICE_CONFIG } from '@silkway/service-kit';
import type { OrdersConfig } from '../config.js';
import { internalClientOf } from '../internal-calls.js';

/**
 * The clients' sign-in links and sessions, which identity keeps (docs/portal-accounts.md "Sign-in
 * links"): this service decides who has access and asks identity for a link or the end of them all.
 * Identity not answering is a 503 the member of staff can repeat.
 */
@Injectable()
export class PortalSignInLinks {
  private readonly logger = new Logger(PortalSignInLinks.name);
  private readonly internal: InternalClient;

  constructor(@Inject(SERVICE_CONFIG) config: OrdersConfig) {
    this.internal = internalClientOf(config);
  }

  /** A new single-use link's raw token, for the e-mail only. */
  async issueToken(counterpartyId: number): Promise<string> {
    const issued = await this.asked(() =>
      this.internal.call(api.internal.issuePortalSignInToken, { body: { counterpartyId } }),
    );
    return issued.token;
  }

  /** Access taken back: the client's unused links are void and its sessions end at once. */
  async endAllOf(counterpartyId: number): Promise<void> {
    await this.asked(() =>
      this.internal.call(api.internal.endPortalAccess, { params: { counterpartyId } }),
    );
  }

  private asked<T>(call: () => Promise<T>): Promise<T> {
    return answerOr(call(), () => new Refusal(503, 'portalSignInUnavailable'), this.logger);
  }
}

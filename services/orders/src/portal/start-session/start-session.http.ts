import { Body, Controller, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  api,
  portalMessages,
  portalSessionBody,
  type PortalClientAnswer,
  type PortalSessionBody,
  type StartedPortalSession,
} from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { PortalAudit } from '../portal-audit.js';
import { hashSignInToken } from '../portal-tokens.js';

/**
 * Called by the gateway only (internal token), which then sets the client's cookie: a token works
 * once, within its 15 minutes, for a client that still has access. Used, expired, forged: 401.
 */
@Controller()
export class StartSessionController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Endpoint(api.internal.startPortalSession)
  start(
    @Body(validated(portalSessionBody)) { token }: PortalSessionBody,
  ): Promise<StartedPortalSession> {
    return this.dataSource.transaction(async (manager) => {
      // An UPDATE … RETURNING answers [rows, count] through TypeORM.
      const [updated]: [Array<PortalClientAnswer & { id: number }>, number] = await manager.query(
        `UPDATE orders.portal_sign_in_tokens t SET used_at = now()
           FROM orders.counterparties c
          WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()
            AND c.id = t.counterparty_id AND c.portal_access AND c.email IS NOT NULL
        RETURNING c.id, c.name, c.company, trim(c.email) AS email, c.portal_language AS language,
                  EXISTS (SELECT 1 FROM orders.portal_telegram_chats tc WHERE tc.counterparty_id = c.id) AS "telegramLinked"`,
        [hashSignInToken(token)],
      );
      const client = updated[0];
      if (!client) throw new UnauthorizedException(portalMessages.token);
      const { id, ...answer } = client;
      PortalAudit.record(manager, {
        activity: 'sign-in',
        counterpartyId: id,
        summary: answer.name,
      });
      return { counterpartyId: id, client: answer };
    });
  }
}

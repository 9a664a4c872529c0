import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { portalMessages, type PortalClientAnswer } from '@silkway/contracts';
import type { DataSource } from 'typeorm';

export interface PortalClient extends PortalClientAnswer {
  id: number;
}

/** Clients with access: a revoked or removed one is refused (401) on its very next call. */
@Injectable()
export class PortalClients {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async requireActive(counterpartyId: number): Promise<PortalClient> {
    const client = await this.findActive(counterpartyId);
    if (!client) throw new UnauthorizedException(portalMessages.signInRequired);
    return client;
  }

  async findActive(counterpartyId: number): Promise<PortalClient | undefined> {
    const [client]: PortalClient[] = await this.dataSource.query(
      `SELECT id, name, company, email, portal_language AS language,
              EXISTS (SELECT 1 FROM orders.portal_telegram_chats WHERE counterparty_id = id) AS "telegramLinked"
         FROM orders.counterparties WHERE id = $1 AND portal_access AND email IS NOT NULL`,
      [counterpartyId],
    );
    return client;
  }
}

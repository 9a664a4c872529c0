import {
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  PORTAL_COUNTERPARTY_HEADER,
  portalMessages,
  type PortalClientAnswer,
} from '@silkway/contracts';
import type { FastifyRequest } from 'fastify';
import type { DataSource } from 'typeorm';

/**
 * The signed-in client's counterparty id, which the gateway sets from the client's session (and
 * strips from what a client sends). Every portal answer is scoped by it, never by the front end.
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

export interface PortalClient extends PortalClientAnswer {
  id: number;
}

/** Clients with access: a revoked or removed one is refused (401) on its very next call. */
@Injectable()
export class PortalClients {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async requireActive(counterpartyId: number): Promise<PortalClient> {
    const [client]: PortalClient[] = await this.dataSource.query(
      `SELECT id, name, company, email, portal_language AS language
         FROM orders.counterparties WHERE id = $1 AND portal_access AND email IS NOT NULL`,
      [counterpartyId],
    );
    if (!client) throw new UnauthorizedException(portalMessages.signInRequired);
    return client;
  }
}

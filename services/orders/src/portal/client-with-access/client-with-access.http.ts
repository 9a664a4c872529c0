import { Controller, NotFoundException, Param } from '@nestjs/common';
import { api, idParam, portalMessages, type PortalClientAnswer } from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import { PortalClients } from '../portal-client.js';

/**
 * Asked by identity (internal token only) once a sign-in link's token checked out: the client it
 * opens a session for, or 404 when its access was taken back (identity then refuses the link).
 */
@Controller()
export class ClientWithAccessController {
  constructor(private readonly clients: PortalClients) {}

  @Endpoint(api.internal.portalClient)
  async find(
    @Param('counterpartyId', validated(idParam)) counterpartyId: number,
  ): Promise<PortalClientAnswer> {
    const client = await this.clients.findActive(counterpartyId);
    if (!client) throw new NotFoundException(portalMessages.signInRequired);
    const { id: _id, ...answer } = client;
    return answer;
  }
}

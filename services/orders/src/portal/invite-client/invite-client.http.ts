import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { api, idParam, portalInviteBody, type PortalInviteBody } from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import { InviteClientCommand } from './invite-client.command.js';

@Controller()
export class InviteClientController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.portalAccess.invite)
  async invite(
    @Param('id', validated(idParam)) id: number,
    @Body(validated(portalInviteBody)) body: PortalInviteBody,
  ): Promise<{ accepted: true }> {
    await this.commands.execute(new InviteClientCommand(id, body));
    return { accepted: true };
  }
}

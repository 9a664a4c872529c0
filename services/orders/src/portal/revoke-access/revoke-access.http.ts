import { Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { api, idParam } from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import { RevokeAccessCommand } from './revoke-access.command.js';

@Controller()
export class RevokeAccessController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.portalAccess.revoke)
  revoke(@Param('id', validated(idParam)) id: number): Promise<void> {
    return this.commands.execute(new RevokeAccessCommand(id));
  }
}

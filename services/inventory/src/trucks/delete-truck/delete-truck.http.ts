import { Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { idParam, api } from '@silkway/contracts';
import { type ExpectedVersion, Endpoint, IfMatch, validated } from '@silkway/service-kit';
import { DeleteTruckCommand } from './delete-truck.command.js';

@Controller()
export class DeleteTruckController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.trucks.delete)
  delete(
    @Param('id', validated(idParam)) id: number,
    @IfMatch() expected: ExpectedVersion | undefined,
  ): Promise<void> {
    return this.commands.execute(new DeleteTruckCommand(id, expected));
  }
}

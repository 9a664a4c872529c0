import { Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { idParam, api } from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { DeleteTruckCommand } from './delete-truck.command.js';

@Controller()
export class DeleteTruckController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.trucks.delete)
  delete(@Param('id', validated(idParam)) id: number): Promise<void> {
    return this.commands.execute(new DeleteTruckCommand(id));
  }
}

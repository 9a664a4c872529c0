import { Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { idParam, api } from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { DeleteOrderCommand } from './delete-order.command.js';

@Controller()
export class DeleteOrderController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.orders.delete)
  delete(@Param('id', validated(idParam)) id: number): Promise<void> {
    return this.commands.execute(new DeleteOrderCommand(id));
  }
}

import { Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { idParam, api } from '@silkway/contracts';
import { type ExpectedVersion, Endpoint, IfMatch, validated } from '@silkway/service-kit';
import { DeleteOrderCommand } from './delete-order.command.js';

@Controller()
export class DeleteOrderController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.orders.delete)
  delete(
    @Param('id', validated(idParam)) id: number,
    @IfMatch() expected: ExpectedVersion | undefined,
  ): Promise<void> {
    return this.commands.execute(new DeleteOrderCommand(id, expected));
  }
}

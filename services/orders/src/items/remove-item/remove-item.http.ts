import { Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { idParam, api } from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { RemoveItemCommand } from './remove-item.command.js';

@Controller()
export class RemoveItemController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.items.remove)
  remove(@Param('id', validated(idParam)) id: number): Promise<void> {
    return this.commands.execute(new RemoveItemCommand(id));
  }

  @Endpoint(api.items.removeFromOrder)
  removeFromOrder(
    @Param('id', validated(idParam)) orderId: number,
    @Param('itemId', validated(idParam)) itemId: number,
  ): Promise<void> {
    return this.commands.execute(new RemoveItemCommand(itemId, orderId));
  }
}

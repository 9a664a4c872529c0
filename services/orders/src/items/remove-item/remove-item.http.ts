import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { idParam } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { RemoveItemCommand } from './remove-item.command.js';

@Controller('api/admin')
export class RemoveItemController {
  constructor(private readonly commands: CommandBus) {}

  @Delete('order-items/:id')
  @HttpCode(204)
  remove(@Param('id', validated(idParam)) id: number): Promise<void> {
    return this.commands.execute(new RemoveItemCommand(id));
  }

  @Delete('orders/:orderId/items/:itemId')
  @HttpCode(204)
  removeFromOrder(@Param('orderId', validated(idParam)) orderId: number, @Param('itemId', validated(idParam)) itemId: number): Promise<void> {
    return this.commands.execute(new RemoveItemCommand(itemId, orderId));
  }
}

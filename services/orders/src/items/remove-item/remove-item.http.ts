import { Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { idParam, api } from '@silkway/contracts';
import { type ExpectedVersion, Endpoint, IfMatch, validated } from '@silkway/service-kit';
import { RemoveItemCommand } from './remove-item.command.js';

@Controller()
export class RemoveItemController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.items.remove)
  remove(
    @Param('id', validated(idParam)) id: number,
    @IfMatch() expected: ExpectedVersion | undefined,
  ): Promise<void> {
    return this.commands.execute(new RemoveItemCommand(id, undefined, expected));
  }

  @Endpoint(api.items.removeFromOrder)
  removeFromOrder(
    @Param('id', validated(idParam)) orderId: number,
    @Param('itemId', validated(idParam)) itemId: number,
    @IfMatch() expected: ExpectedVersion | undefined,
  ): Promise<void> {
    return this.commands.execute(new RemoveItemCommand(itemId, orderId, expected));
  }
}

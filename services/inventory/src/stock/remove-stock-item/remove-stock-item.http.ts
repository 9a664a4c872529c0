import { Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { idParam, api } from '@silkway/contracts';
import { type ExpectedVersion, Endpoint, IfMatch, validated } from '@silkway/service-kit';
import { RemoveStockItemCommand } from './remove-stock-item.command.js';

@Controller()
export class RemoveStockItemController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.stock.remove)
  remove(
    @Param('id', validated(idParam)) id: number,
    @IfMatch() expected: ExpectedVersion | undefined,
  ): Promise<void> {
    return this.commands.execute(new RemoveStockItemCommand(id, expected));
  }
}

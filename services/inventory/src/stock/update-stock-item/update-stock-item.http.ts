import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  idParam,
  inventoryItemUpdateBody,
  type InventoryItemAnswer,
  type InventoryItemUpdateBody,
  api,
} from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { UpdateStockItemCommand } from './update-stock-item.command.js';

@Controller()
export class UpdateStockItemController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.stock.update)
  update(
    @Param('id', validated(idParam)) id: number,
    @Body(validated(inventoryItemUpdateBody)) body: InventoryItemUpdateBody,
  ): Promise<InventoryItemAnswer> {
    return this.commands.execute(new UpdateStockItemCommand(id, body));
  }
}

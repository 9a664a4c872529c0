import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { idParam, inventoryItemUpdateBody, type InventoryItemAnswer, type InventoryItemUpdateBody } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { UpdateStockItemCommand } from './update-stock-item.command.js';

@Controller('api/admin/warehouse-inventory')
export class UpdateStockItemController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  update(
    @Param('id', validated(idParam)) id: number,
    @Body(validated(inventoryItemUpdateBody)) body: InventoryItemUpdateBody,
  ): Promise<InventoryItemAnswer> {
    return this.commands.execute(new UpdateStockItemCommand(id, body));
  }
}

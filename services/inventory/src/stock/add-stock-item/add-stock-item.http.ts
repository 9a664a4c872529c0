import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { inventoryItemCreateBody, type InventoryItemAnswer, type InventoryItemCreateBody } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { AddStockItemCommand } from './add-stock-item.command.js';

@Controller('api/admin/warehouse-inventory')
export class AddStockItemController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  add(@Body(validated(inventoryItemCreateBody)) body: InventoryItemCreateBody): Promise<InventoryItemAnswer> {
    return this.commands.execute(new AddStockItemCommand(body));
  }
}

import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  inventoryItemCreateBody,
  type InventoryItemAnswer,
  type InventoryItemCreateBody,
  api,
} from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { AddStockItemCommand } from './add-stock-item.command.js';

@Controller()
export class AddStockItemController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.stock.add)
  add(
    @Body(validated(inventoryItemCreateBody)) body: InventoryItemCreateBody,
  ): Promise<InventoryItemAnswer> {
    return this.commands.execute(new AddStockItemCommand(body));
  }
}

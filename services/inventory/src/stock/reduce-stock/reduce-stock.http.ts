import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  idParam,
  inventoryReduceBody,
  type InventoryItemAnswer,
  type InventoryReduceBody,
  api,
} from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { ReduceStockCommand } from './reduce-stock.command.js';

@Controller()
export class ReduceStockController {
  constructor(private readonly commands: CommandBus) {}

  /** 409 with the available quantity when the stock would go below zero. */
  @Endpoint(api.stock.reduce)
  reduce(
    @Param('id', validated(idParam)) id: number,
    @Body(validated(inventoryReduceBody)) body: InventoryReduceBody,
  ): Promise<InventoryItemAnswer> {
    return this.commands.execute(new ReduceStockCommand(id, body.quantity));
  }
}

import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  warehouseCreateBody,
  type WarehouseAnswer,
  type WarehouseCreateBody,
  api,
} from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { CreateWarehouseCommand } from './create-warehouse.command.js';

@Controller()
export class CreateWarehouseController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.warehouses.create)
  create(
    @Body(validated(warehouseCreateBody)) body: WarehouseCreateBody,
  ): Promise<WarehouseAnswer> {
    return this.commands.execute(new CreateWarehouseCommand(body));
  }
}

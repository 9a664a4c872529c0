import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { warehouseCreateBody, type WarehouseAnswer, type WarehouseCreateBody } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { CreateWarehouseCommand } from './create-warehouse.command.js';

@Controller('api/admin/warehouses')
export class CreateWarehouseController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  create(@Body(validated(warehouseCreateBody)) body: WarehouseCreateBody): Promise<WarehouseAnswer> {
    return this.commands.execute(new CreateWarehouseCommand(body));
  }
}

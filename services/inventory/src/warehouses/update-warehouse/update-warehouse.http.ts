import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { idParam, warehouseUpdateBody, type WarehouseAnswer, type WarehouseUpdateBody } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { UpdateWarehouseCommand } from './update-warehouse.command.js';

@Controller('api/admin/warehouses')
export class UpdateWarehouseController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  update(@Param('id', validated(idParam)) id: number, @Body(validated(warehouseUpdateBody)) body: WarehouseUpdateBody): Promise<WarehouseAnswer> {
    return this.commands.execute(new UpdateWarehouseCommand(id, body));
  }
}

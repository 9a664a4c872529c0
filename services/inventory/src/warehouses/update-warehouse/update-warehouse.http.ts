import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  idParam,
  warehouseUpdateBody,
  type WarehouseAnswer,
  type WarehouseUpdateBody,
  api,
} from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { UpdateWarehouseCommand } from './update-warehouse.command.js';

@Controller()
export class UpdateWarehouseController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.warehouses.update)
  update(
    @Param('id', validated(idParam)) id: number,
    @Body(validated(warehouseUpdateBody)) body: WarehouseUpdateBody,
  ): Promise<WarehouseAnswer> {
    return this.commands.execute(new UpdateWarehouseCommand(id, body));
  }
}

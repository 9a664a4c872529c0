import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { idParam } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { DeleteWarehouseCommand } from './delete-warehouse.command.js';

@Controller('api/admin/warehouses')
export class DeleteWarehouseController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @HttpCode(204)
  delete(@Param('id', validated(idParam)) id: number): Promise<void> {
    return this.commands.execute(new DeleteWarehouseCommand(id));
  }
}

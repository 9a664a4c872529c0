import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { idParam } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { RemoveStockItemCommand } from './remove-stock-item.command.js';

@Controller('api/admin/warehouse-inventory')
export class RemoveStockItemController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id', validated(idParam)) id: number): Promise<void> {
    return this.commands.execute(new RemoveStockItemCommand(id));
  }
}

import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { idParam } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { DeleteOrderCommand } from './delete-order.command.js';

@Controller('api/admin/orders')
export class DeleteOrderController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @HttpCode(204)
  delete(@Param('id', validated(idParam)) id: number): Promise<void> {
    return this.commands.execute(new DeleteOrderCommand(id));
  }
}

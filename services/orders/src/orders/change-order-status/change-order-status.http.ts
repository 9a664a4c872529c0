import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { idParam, type OrderAnswer, orderStatusPatchBody, type OrderStatusPatchBody } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { ChangeOrderStatusCommand } from './change-order-status.command.js';

@Controller('api/admin/orders')
export class ChangeOrderStatusController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':id/status')
  change(@Param('id', validated(idParam)) id: number, @Body(validated(orderStatusPatchBody)) body: OrderStatusPatchBody): Promise<OrderAnswer> {
    return this.commands.execute(new ChangeOrderStatusCommand(id, body.status));
  }
}

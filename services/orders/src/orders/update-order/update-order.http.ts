import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { idParam, type OrderAnswer, orderUpdateBody, type OrderUpdateBody } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { UpdateOrderCommand } from './update-order.command.js';

@Controller('api/admin/orders')
export class UpdateOrderController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  update(@Param('id', validated(idParam)) id: number, @Body(validated(orderUpdateBody)) body: OrderUpdateBody): Promise<OrderAnswer> {
    return this.commands.execute(new UpdateOrderCommand(id, body));
  }
}

import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  idParam,
  type OrderAnswer,
  orderUpdateBody,
  type OrderUpdateBody,
  api,
} from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { UpdateOrderCommand } from './update-order.command.js';

@Controller()
export class UpdateOrderController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.orders.update)
  update(
    @Param('id', validated(idParam)) id: number,
    @Body(validated(orderUpdateBody)) body: OrderUpdateBody,
  ): Promise<OrderAnswer> {
    return this.commands.execute(new UpdateOrderCommand(id, body));
  }
}

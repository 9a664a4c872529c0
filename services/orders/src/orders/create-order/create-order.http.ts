import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { orderCreateBody, type OrderAnswer, type OrderCreateBody, api } from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { CreateOrderCommand } from './create-order.command.js';

@Controller()
export class CreateOrderController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.orders.create)
  create(@Body(validated(orderCreateBody)) body: OrderCreateBody): Promise<OrderAnswer> {
    return this.commands.execute(new CreateOrderCommand(body));
  }
}

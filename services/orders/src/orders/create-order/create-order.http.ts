import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { orderCreateBody, type OrderAnswer, type OrderCreateBody } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { CreateOrderCommand } from './create-order.command.js';

@Controller('api/admin/orders')
export class CreateOrderController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  create(@Body(validated(orderCreateBody)) body: OrderCreateBody): Promise<OrderAnswer> {
    return this.commands.execute(new CreateOrderCommand(body));
  }
}

import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { idParam, itemCreateBody, type ItemAnswer, type ItemCreateBody, orderItemCreateBody, type OrderItemCreateBody } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { AdminUsername } from '../admin-username.decorator.js';
import { AddItemCommand } from './add-item.command.js';

@Controller('api/admin')
export class AddItemController {
  constructor(private readonly commands: CommandBus) {}

  @Post('orders/:id/items')
  addToOrder(@Param('id', validated(idParam)) orderId: number, @Body(validated(itemCreateBody)) body: ItemCreateBody, @AdminUsername() username: string): Promise<ItemAnswer> {
    return this.commands.execute(new AddItemCommand(orderId, body, username));
  }

  @Post('order-items')
  add(@Body(validated(orderItemCreateBody)) { orderId, ...body }: OrderItemCreateBody, @AdminUsername() username: string): Promise<ItemAnswer> {
    return this.commands.execute(new AddItemCommand(orderId, body, username));
  }
}

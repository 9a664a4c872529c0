import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  idParam,
  itemCreateBody,
  type ItemAnswer,
  type ItemCreateBody,
  orderItemCreateBody,
  type OrderItemCreateBody,
  api,
} from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { AdminUsername } from '../admin-username.decorator.js';
import { AddItemCommand } from './add-item.command.js';

@Controller()
export class AddItemController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.items.addToOrder)
  addToOrder(
    @Param('id', validated(idParam)) orderId: number,
    @Body(validated(itemCreateBody)) body: ItemCreateBody,
    @AdminUsername() username: string,
  ): Promise<ItemAnswer> {
    return this.commands.execute(new AddItemCommand(orderId, body, username));
  }

  @Endpoint(api.items.add)
  add(
    @Body(validated(orderItemCreateBody)) { orderId, ...body }: OrderItemCreateBody,
    @AdminUsername() username: string,
  ): Promise<ItemAnswer> {
    return this.commands.execute(new AddItemCommand(orderId, body, username));
  }
}

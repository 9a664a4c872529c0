import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  idParam,
  type OrderAnswer,
  orderStatusPatchBody,
  type OrderStatusPatchBody,
  api,
} from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { ChangeOrderStatusCommand } from './change-order-status.command.js';

@Controller()
export class ChangeOrderStatusController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.orders.changeStatus)
  change(
    @Param('id', validated(idParam)) id: number,
    @Body(validated(orderStatusPatchBody)) body: OrderStatusPatchBody,
  ): Promise<OrderAnswer> {
    return this.commands.execute(new ChangeOrderStatusCommand(id, body.status));
  }
}

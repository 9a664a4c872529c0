import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OrderAnswer } from '@silkway/contracts';
import { changeOrder } from '../order-status-events.js';
import { OrdersRepository } from '../orders.repository.js';
import { ChangeOrderStatusCommand } from './change-order-status.command.js';

/** Active and completed switch freely (product.md §4). */
@CommandHandler(ChangeOrderStatusCommand)
export class ChangeOrderStatusHandler implements ICommandHandler<ChangeOrderStatusCommand> {
  constructor(private readonly orders: OrdersRepository) {}

  async execute({ id, status, expected }: ChangeOrderStatusCommand): Promise<OrderAnswer> {
    await changeOrder(this.orders, id, expected, (order) => {
      order.status = status;
    });
    return this.orders.findAnswerByIdOrFail(id);
  }
}

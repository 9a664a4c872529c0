import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OrderAnswer } from '@silkway/contracts';
import { OrdersRepository } from '../orders.repository.js';
import { ChangeOrderStatusCommand } from './change-order-status.command.js';

/** Active and completed switch freely (SPEC §4). */
@CommandHandler(ChangeOrderStatusCommand)
export class ChangeOrderStatusHandler implements ICommandHandler<ChangeOrderStatusCommand> {
  constructor(private readonly orders: OrdersRepository) {}

  async execute({ id, status }: ChangeOrderStatusCommand): Promise<OrderAnswer> {
    const order = await this.orders.findByIdOrFail(id);
    order.status = status;
    await this.orders.save(order);
    return this.orders.findAnswerByIdOrFail(id);
  }
}

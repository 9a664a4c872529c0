import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OrderAnswer } from '@silkway/contracts';
import { CounterpartyLink } from '../counterparty-link.js';
import { OrdersRepository } from '../orders.repository.js';
import { UpdateOrderCommand } from './update-order.command.js';

@CommandHandler(UpdateOrderCommand)
export class UpdateOrderHandler implements ICommandHandler<UpdateOrderCommand> {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly counterparties: CounterpartyLink,
  ) {}

  async execute({ id, fields }: UpdateOrderCommand): Promise<OrderAnswer> {
    const order = await this.orders.findByIdOrFail(id);
    await this.counterparties.assertLinkable(fields.counterpartyId);
    order.change(fields);
    await this.orders.save(order);
    return this.orders.findAnswerByIdOrFail(id);
  }
}

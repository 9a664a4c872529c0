import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OrderAnswer } from '@silkway/contracts';
import { CounterpartyLink } from '../counterparty-link.js';
import { Order } from '../../entities/order.entity.js';
import { OrdersRepository } from '../orders.repository.js';
import { refusingTakenCode } from '../tracking-code.js';
import { CreateOrderCommand } from './create-order.command.js';

@CommandHandler(CreateOrderCommand)
export class CreateOrderHandler implements ICommandHandler<CreateOrderCommand> {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly counterparties: CounterpartyLink,
  ) {}

  async execute({ fields }: CreateOrderCommand): Promise<OrderAnswer> {
    await this.counterparties.assertLinkable(fields.counterpartyId);
    const saved = await refusingTakenCode(() => this.orders.save(Order.create(fields)));
    return this.orders.findAnswerByIdOrFail(saved.id);
  }
}

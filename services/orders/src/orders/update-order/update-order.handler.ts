import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OrderAnswer } from '@silkway/contracts';
import { CounterpartyLink } from '../counterparty-link.js';
import { changeOrder } from '../order-status-events.js';
import { OrdersRepository } from '../orders.repository.js';
import { refusingTakenCode } from '../../entities/tracking-code.js';
import { UpdateOrderCommand } from './update-order.command.js';

@CommandHandler(UpdateOrderCommand)
export class UpdateOrderHandler implements ICommandHandler<UpdateOrderCommand> {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly counterparties: CounterpartyLink,
  ) {}

  async execute({ id, fields, expected }: UpdateOrderCommand): Promise<OrderAnswer> {
    await this.orders.assertExists(id);
    await refusingTakenCode(() =>
      changeOrder(this.orders, id, expected, async (order, manager) => {
        await this.counterparties.holdLinkable(manager, fields.counterpartyId);
        order.change(fields);
      }),
    );
    return this.orders.findAnswerByIdOrFail(id);
  }
}

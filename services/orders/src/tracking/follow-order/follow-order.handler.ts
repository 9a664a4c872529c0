import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Outbox } from '@silkway/service-kit';
import { OrdersRepository } from '../../orders/orders.repository.js';
import { FollowOrderCommand } from './follow-order.command.js';

/**
 * "Notify me" on the tracking page: for a code that exists the notifications service gets
 * `order.follow-requested` (it owns subscriptions and sends the confirmation); an unknown code
 * does nothing. The caller is answered alike either way, so codes cannot be probed.
 */
@CommandHandler(FollowOrderCommand)
export class FollowOrderHandler implements ICommandHandler<FollowOrderCommand> {
  constructor(private readonly orders: OrdersRepository) {}

  async execute({ code, request }: FollowOrderCommand): Promise<void> {
    const order = await this.orders.findNewestByCode(code);
    if (!order?.code) return;
    const orderCode = order.code;
    await this.orders.transaction(async (manager) =>
      Outbox.add(manager, {
        type: 'order.follow-requested',
        payload: {
          orderId: order.id,
          code: orderCode,
          email: request.email,
          language: request.language,
        },
      }),
    );
  }
}

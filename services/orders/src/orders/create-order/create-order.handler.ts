import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OrderAnswer } from '@silkway/contracts';
import { Audit, auditFields } from '@silkway/service-kit';
import { CounterpartyLink } from '../counterparty-link.js';
import { Order } from '../../entities/order.entity.js';
import { orderAuditSummary } from '../order-audit.js';
import { OrdersRepository } from '../orders.repository.js';
import { refusingTakenCode } from '../../entities/tracking-code.js';
import { CreateOrderCommand } from './create-order.command.js';

@CommandHandler(CreateOrderCommand)
export class CreateOrderHandler implements ICommandHandler<CreateOrderCommand> {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly counterparties: CounterpartyLink,
  ) {}

  async execute({ fields }: CreateOrderCommand): Promise<OrderAnswer> {
    const saved = await refusingTakenCode(() =>
      this.orders.transaction(async (manager) => {
        await this.counterparties.holdLinkable(manager, fields.counterpartyId);
        const order = await manager.save(Order.create(fields));
        Audit.record(manager, {
          action: 'create',
          entity: 'order',
          entityId: order.id,
          summary: orderAuditSummary(order),
          after: auditFields(order),
        });
        return order;
      }),
    );
    return this.orders.findAnswerByIdOrFail(saved.id);
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OrderAnswer } from '@silkway/contracts';
import { Audit, auditFields } from '@silkway/service-kit';
import { CounterpartyLink } from '../counterparty-link.js';
import { orderAuditSummary } from '../order-audit.js';
import { saveAnnouncingStatus } from '../order-status-events.js';
import { OrdersRepository } from '../orders.repository.js';
import { refusingTakenCode } from '../../entities/tracking-code.js';
import { UpdateOrderCommand } from './update-order.command.js';

@CommandHandler(UpdateOrderCommand)
export class UpdateOrderHandler implements ICommandHandler<UpdateOrderCommand> {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly counterparties: CounterpartyLink,
  ) {}

  async execute({ id, fields }: UpdateOrderCommand): Promise<OrderAnswer> {
    await this.orders.assertExists(id);
    await this.counterparties.assertLinkable(fields.counterpartyId);
    await refusingTakenCode(() =>
      this.orders.transaction(async (manager) => {
        const order = await this.orders.findByIdForUpdateOrFail(manager, id);
        const fromStatus = order.status;
        const before = auditFields(order);
        order.change(fields);
        await saveAnnouncingStatus(manager, order, fromStatus);
        Audit.record(manager, {
          action: 'update',
          entity: 'order',
          entityId: id,
          summary: orderAuditSummary(order),
          before,
          after: auditFields(order),
        });
      }),
    );
    return this.orders.findAnswerByIdOrFail(id);
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OrderAnswer } from '@silkway/contracts';
import { Audit, auditFields } from '@silkway/service-kit';
import { orderAuditSummary } from '../order-audit.js';
import { saveAnnouncingStatus } from '../order-status-events.js';
import { OrdersRepository } from '../orders.repository.js';
import { ChangeOrderStatusCommand } from './change-order-status.command.js';

/** Active and completed switch freely (product.md §4). */
@CommandHandler(ChangeOrderStatusCommand)
export class ChangeOrderStatusHandler implements ICommandHandler<ChangeOrderStatusCommand> {
  constructor(private readonly orders: OrdersRepository) {}

  async execute({ id, status }: ChangeOrderStatusCommand): Promise<OrderAnswer> {
    await this.orders.transaction(async (manager) => {
      const order = await this.orders.findByIdForUpdateOrFail(manager, id);
      const fromStatus = order.status;
      const before = auditFields(order);
      order.status = status;
      await saveAnnouncingStatus(manager, order, fromStatus);
      Audit.record(manager, {
        action: 'update',
        entity: 'order',
        entityId: id,
        summary: orderAuditSummary(order),
        before,
        after: auditFields(order),
      });
    });
    return this.orders.findAnswerByIdOrFail(id);
  }
}

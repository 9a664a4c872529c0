import { NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { orderMessages } from '@silkway/contracts';
import { Audit, auditFields, Outbox, refuseStaleVersion } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { OrderItem } from '../../entities/order-item.entity.js';
import { announceDiscardedPhotos } from '../../items/photos/discarded-photos.js';
import { announceStockGivenBack } from '../../items/stock/stock-held-by-items.js';
import { announceItemsDeleted } from '../../items/truck-load-events.js';
import { Order } from '../../entities/order.entity.js';
import { orderAuditSummary } from '../order-audit.js';
import { OrdersRepository } from '../orders.repository.js';
import { DeleteOrderCommand } from './delete-order.command.js';

/**
 * Items (and their history) go with the order through the foreign keys; in the same transaction
 * `order.deleted` tells the files service to remove the order's folders and documents, and
 * `item-photos.discarded` its items' photos, `order-item.deleted` empties the trucks of its items,
 * and `stock.return-requested` gives back the units its items took from stock.
 */
@CommandHandler(DeleteOrderCommand)
export class DeleteOrderHandler implements ICommandHandler<DeleteOrderCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrdersRepository,
  ) {}

  execute({ id, expected }: DeleteOrderCommand): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      // The order first: an item being added meanwhile waits, then finds no order (add-item), so none escapes the list below.
      const order = await manager.findOne(Order, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (order)
        await refuseStaleVersion(manager, expected, 'order', order, () =>
          this.orders.findAnswerByIdOrFail(id),
        );
      // Locked so a concurrent photo change waits for the deletion instead of escaping it.
      const items = await manager.find(OrderItem, {
        select: {
          id: true,
          orderId: true,
          photos: true,
          fromInventory: true,
          inventoryItemId: true,
          quantity: true,
        },
        where: { orderId: id },
        order: { id: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      const { affected } = await manager.delete(Order, { id });
      if (!affected || !order) throw new NotFoundException(orderMessages.notFound);
      Audit.record(manager, {
        action: 'delete',
        entity: 'order',
        entityId: id,
        summary: orderAuditSummary(order),
        before: auditFields(order),
      });
      Outbox.add(manager, { type: 'order.deleted', payload: { orderId: id } });
      await announceDiscardedPhotos(
        manager,
        items.flatMap((item) => item.photos),
      );
      announceItemsDeleted(manager, items);
      announceStockGivenBack(manager, items);
    });
  }
}

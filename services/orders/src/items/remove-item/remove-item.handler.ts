import { NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { itemMessages } from '@silkway/contracts';
import { refuseStaleVersion } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { OrderItem } from '../../entities/order-item.entity.js';
import { recordItemAudit } from '../item-audit.js';
import { snapshotOf } from '../item-changes.js';
import { announceDiscardedPhotos } from '../photos/discarded-photos.js';
import { announceStockGivenBack } from '../stock/stock-held-by-items.js';
import { announceItemsDeleted } from '../truck-load-events.js';
import { RemoveItemCommand } from './remove-item.command.js';

/**
 * The item's history goes with it (foreign key); in the same transaction its stored photos are
 * discarded, the truck-load projection told, and units it took from stock given back.
 */
@CommandHandler(RemoveItemCommand)
export class RemoveItemHandler implements ICommandHandler<RemoveItemCommand> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  execute({ id, orderId, expected }: RemoveItemCommand): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      // Locked and read whole first: the audit log keeps the removed item's fields.
      const removed = await manager.findOne(OrderItem, {
        where: orderId === undefined ? { id } : { id, orderId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!removed) throw new NotFoundException(itemMessages.notFound);
      await refuseStaleVersion(manager, expected, 'item', removed, async () => removed.toAnswer());
      await manager.delete(OrderItem, { id });
      await announceDiscardedPhotos(manager, removed.photos);
      announceItemsDeleted(manager, [removed]);
      announceStockGivenBack(manager, [removed]);
      await recordItemAudit(manager, 'delete', removed, snapshotOf(removed));
    });
  }
}

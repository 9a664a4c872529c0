import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';
import { OrderItem } from '../order-item.entity.js';

/**
 * The inventory's answer to `stock.reduce-requested`. A rejected item stays in its order, flagged
 * with the inventory's reason, so the admin sees it and decides (edit the quantity, or remove it).
 * An item deleted meanwhile needs no mark. The row is locked while it is marked: an admin's edit
 * saved in between would otherwise be overwritten with the copy read before it.
 */
@Injectable()
export class MarkItemWhenStockAnsweredHandler {
  async whenReduced(
    manager: EntityManager,
    { payload }: DomainEvent<'stock.reduced'>,
  ): Promise<void> {
    await this.mark(manager, payload.orderItemId, (item) => item.markStockReduced());
  }

  async whenRejected(
    manager: EntityManager,
    { payload }: DomainEvent<'stock.reduce-rejected'>,
  ): Promise<void> {
    await this.mark(manager, payload.orderItemId, (item) => item.markStockRejected(payload.reason));
  }

  private async mark(
    manager: EntityManager,
    itemId: number,
    change: (item: OrderItem) => void,
  ): Promise<void> {
    const item = await manager.findOne(OrderItem, {
      where: { id: itemId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!item) return;
    change(item);
    await manager.save(item);
  }
}

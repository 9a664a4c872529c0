import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';
import { OrderItem } from '../order-item.entity.js';

/**
 * The inventory's answer to `stock.reduce-requested`. A rejected item stays in its order, flagged
 * with the inventory's reason, so the admin sees it and decides (edit the quantity, or remove it).
 * An item deleted meanwhile needs no mark.
 */
@Injectable()
export class MarkItemWhenStockAnsweredHandler {
  async whenReduced(manager: EntityManager, { payload }: DomainEvent<'stock.reduced'>): Promise<void> {
    const item = await manager.findOneBy(OrderItem, { id: payload.orderItemId });
    if (!item) return;
    item.markStockReduced();
    await manager.save(item);
  }

  async whenRejected(manager: EntityManager, { payload }: DomainEvent<'stock.reduce-rejected'>): Promise<void> {
    const item = await manager.findOneBy(OrderItem, { id: payload.orderItemId });
    if (!item) return;
    item.markStockRejected(payload.reason);
    await manager.save(item);
  }
}

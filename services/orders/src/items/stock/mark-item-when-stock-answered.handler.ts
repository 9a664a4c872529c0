import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';
import { OrderItem } from '../order-item.entity.js';

/**
 * The inventory's answer to `stock.reduce-requested`. A rejected item stays in its order, flagged
 * with the inventory's reason, so the admin sees it and decides (edit the quantity, or remove it).
 * An item deleted meanwhile needs no mark. One UPDATE of the two stock columns: it locks the row
 * itself, and an admin's edit saved in between keeps its other fields.
 */
@Injectable()
export class MarkItemWhenStockAnsweredHandler {
  async whenReduced(
    manager: EntityManager,
    { payload }: DomainEvent<'stock.reduced'>,
  ): Promise<void> {
    await this.mark(manager, payload.orderItemId, { stockStatus: 'reduced', stockNote: null });
  }

  async whenRejected(
    manager: EntityManager,
    { payload }: DomainEvent<'stock.reduce-rejected'>,
  ): Promise<void> {
    await this.mark(manager, payload.orderItemId, {
      stockStatus: 'rejected',
      stockNote: payload.reason,
    });
  }

  private async mark(
    manager: EntityManager,
    itemId: number,
    answer: Pick<OrderItem, 'stockStatus' | 'stockNote'>,
  ): Promise<void> {
    await manager.update(OrderItem, { id: itemId }, answer);
  }
}

import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';

type StockAnswer = DomainEvent<'stock.reduced'> | DomainEvent<'stock.reduce-rejected'>;

/**
 * The inventory's answers to `stock.reduce-requested`. A rejected item stays in its order, flagged
 * with the inventory's reason, so the admin sees it and decides (edit the quantity, or remove it).
 * An item deleted meanwhile needs no mark. One UPDATE of the two stock columns for a batch of
 * answers: it locks the rows itself, and an admin's edit saved in between keeps its other fields.
 */
@Injectable()
export class MarkItemWhenStockAnsweredHandler {
  async handle(manager: EntityManager, answers: StockAnswer[]): Promise<void> {
    const marks = answers.map(({ type, payload }) =>
      type === 'stock.reduced'
        ? { id: payload.orderItemId, status: 'reduced', note: null }
        : { id: payload.orderItemId, status: 'rejected', note: payload.reason },
    );
    await manager.query(
      `UPDATE orders.order_items AS item
          SET stock_status = mark.status, stock_note = mark.note, updated_at = now()
         FROM unnest($1::int[], $2::text[], $3::text[]) AS mark(id, status, note)
        WHERE item.id = mark.id`,
      [
        marks.map((mark) => mark.id),
        marks.map((mark) => mark.status),
        marks.map((mark) => mark.note),
      ],
    );
  }
}

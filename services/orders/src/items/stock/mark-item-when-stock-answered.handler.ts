import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';

type StockAnswer = DomainEvent<'stock.reduced'> | DomainEvent<'stock.reduce-rejected'>;

/**
 * The inventory's answers to `stock.reduce-requested`. A rejected item stays in its order, flagged
 * with the inventory's reason, so the admin sees it and decides (edit the quantity, or remove it);
 * one whose line is gone (`lineGone`) also lets go of the line. An answer counts only for the line
 * the item still takes from and, when it names a target, the quantity the item still asks for: a
 * late answer to an older request changes nothing. An item deleted meanwhile needs no mark. One
 * UPDATE of the stock columns for a batch of answers: it locks the rows itself, and an admin's edit
 * saved in between keeps its other fields.
 */
@Injectable()
export class MarkItemWhenStockAnsweredHandler {
  async handle(manager: EntityManager, answers: StockAnswer[]): Promise<void> {
    const marks = answers.map(({ type, payload }) => ({
      id: payload.orderItemId,
      line: payload.inventoryItemId,
      target: payload.target ?? null,
      ...(type === 'stock.reduced'
        ? { status: 'reduced', note: null, lineGone: false }
        : { status: 'rejected', note: payload.reason, lineGone: payload.lineGone ?? false }),
    }));
    await manager.query(
      `UPDATE orders.order_items AS item
          SET stock_status = mark.status, stock_note = mark.note, updated_at = now(),
              inventory_item_id = CASE WHEN mark.line_gone THEN NULL ELSE item.inventory_item_id END
         FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::boolean[])
              AS mark(id, line, target, status, note, line_gone)
        WHERE item.id = mark.id AND item.from_inventory AND item.inventory_item_id = mark.line
          AND (mark.line_gone OR mark.target IS NULL OR item.quantity = mark.target)`,
      [
        marks.map((mark) => mark.id),
        marks.map((mark) => mark.line),
        marks.map((mark) => mark.target),
        marks.map((mark) => mark.status),
        marks.map((mark) => mark.note),
        marks.map((mark) => mark.lineGone),
      ],
    );
  }
}

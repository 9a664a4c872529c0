import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';

/**
 * One history entry per changed field, stamped with the time of the change, for a batch of events
 * in one INSERT. Runs inside the idempotent consumer's transaction, so a redelivered event writes
 * nothing twice. An item deleted before its event arrived has no history to keep.
 */
@Injectable()
export class RecordHistoryWhenItemChangedHandler {
  async handle(
    manager: EntityManager,
    events: Array<DomainEvent<'order-item.changed'>>,
  ): Promise<void> {
    const entries = events.flatMap(({ payload, occurredAt }) =>
      payload.changes.map(({ field, oldValue, newValue }) => ({
        item_id: payload.itemId,
        username: payload.username,
        field,
        old_value: oldValue,
        new_value: newValue,
        created_at: occurredAt,
      })),
    );
    await manager.query(
      `INSERT INTO orders.change_history (item_id, username, field_changed, old_value, new_value, created_at)
       SELECT entry.item_id, entry.username, entry.field, entry.old_value, entry.new_value, entry.created_at
         FROM jsonb_to_recordset($1::jsonb)
              AS entry(item_id int, username text, field text, old_value text, new_value text, created_at timestamptz)
        WHERE EXISTS (SELECT 1 FROM orders.order_items WHERE id = entry.item_id)`,
      [JSON.stringify(entries)],
    );
  }
}

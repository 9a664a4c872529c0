import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';

/**
 * One history entry per changed field, stamped with the time of the change. Runs inside the
 * idempotent consumer's transaction, so a redelivered event writes nothing twice. An item deleted
 * before its event arrived has no history to keep.
 */
@Injectable()
export class RecordHistoryWhenItemChangedHandler {
  async handle(
    manager: EntityManager,
    { payload, occurredAt }: DomainEvent<'order-item.changed'>,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO orders.change_history (item_id, username, field_changed, old_value, new_value, created_at)
       SELECT $1, $2, change.field, change.old_value, change.new_value, $4
         FROM jsonb_to_recordset($3::jsonb) AS change(field text, old_value text, new_value text)
        WHERE EXISTS (SELECT 1 FROM orders.order_items WHERE id = $1)`,
      [
        payload.itemId,
        payload.username,
        JSON.stringify(
          payload.changes.map(({ field, oldValue, newValue }) => ({
            field,
            old_value: oldValue,
            new_value: newValue,
          })),
        ),
        occurredAt,
      ],
    );
  }
}

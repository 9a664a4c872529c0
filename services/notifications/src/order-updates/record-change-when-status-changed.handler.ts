import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';
import type { OrderChange } from '../messages/client-messages.js';
import { DigestQueue } from './digest-queue.js';

type StatusChanged = DomainEvent<'order.status-changed'> | DomainEvent<'order-item.status-changed'>;

/** Keeps the change until its order's window closes, and schedules the window's e-mail. */
@Injectable()
export class RecordChangeWhenStatusChangedHandler {
  constructor(private readonly digests: DigestQueue) {}

  async handle(manager: EntityManager, event: StatusChanged): Promise<void> {
    const [orderId, code, change]: [number, string | null, OrderChange] =
      event.type === 'order.status-changed'
        ? [
            event.payload.orderId,
            event.payload.code,
            { kind: 'order', status: event.payload.toStatus },
          ]
        : [
            event.payload.orderId,
            event.payload.orderCode,
            {
              kind: 'item',
              item: `${event.payload.itemCode} — ${event.payload.itemName}`,
              status: event.payload.toStatus,
            },
          ];
    // The order's client, so that its account hears of it (null in events older than the field).
    await manager.query(
      `INSERT INTO notifications.pending_changes (order_id, order_code, description, occurred_at, counterparty_id) VALUES ($1, $2, $3, $4, $5)`,
      [orderId, code, change, event.occurredAt, event.payload.counterpartyId ?? null],
    );
    const [{ first_id }] = await manager.query(
      `SELECT min(id) AS first_id FROM notifications.pending_changes WHERE order_id = $1 AND grouped_at IS NULL`,
      [orderId],
    );
    // Scheduled before the commit: a window that finds nothing (rolled back) sends nothing.
    await this.digests.schedule(orderId, first_id);
  }
}

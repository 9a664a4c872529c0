import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Outbox } from '@silkway/service-kit';
import type { DataSource, EntityManager } from 'typeorm';

export type DeliveryKind =
  'staff-alert' | 'confirmation' | 'order-update' | 'portal-sign-in' | 'telegram-answer';
export type DeliveryChannel = 'email' | 'telegram';

/** One message to one recipient. `dedupeKey` names the (event, recipient) pair: recorded once, sent once. */
export interface NewDelivery {
  dedupeKey: string;
  kind: DeliveryKind;
  channel: DeliveryChannel;
  recipient: string;
  orderId?: number | null;
  subject?: string | null;
  text: string;
  html?: string | null;
}

export interface StoredDelivery extends Required<NewDelivery> {
  id: string;
  sentAt: Date | null;
}

/** The sent-log: every message to send, and when it went. */
@Injectable()
export class DeliveriesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Records the message in the caller's transaction and, unless its key was recorded before, asks
   * (through the outbox, so only once it commits) for it to be sent. True when it is new.
   */
  async record(manager: EntityManager, delivery: NewDelivery): Promise<boolean> {
    const id = randomUUID();
    const inserted: Array<{ id: string }> = await manager.query(
      `INSERT INTO notifications.deliveries (id, dedupe_key, kind, channel, recipient, order_id, subject, body_text, body_html)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      [
        id,
        delivery.dedupeKey,
        delivery.kind,
        delivery.channel,
        delivery.recipient,
        delivery.orderId ?? null,
        delivery.subject ?? null,
        delivery.text,
        delivery.html ?? null,
      ],
    );
    if (inserted.length === 0) return false;
    Outbox.add(manager, { type: 'notification.due', payload: { deliveryId: id } });
    return true;
  }

  async findById(id: string): Promise<StoredDelivery | null> {
    const [row] = await this.dataSource.query(
      `SELECT id, dedupe_key AS "dedupeKey", kind, channel, recipient, order_id AS "orderId", subject, body_text AS text, body_html AS html, sent_at AS "sentAt"
         FROM notifications.deliveries WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** Sent: the body (it may hold a link with a token) is not kept. */
  async markSent(id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE notifications.deliveries SET sent_at = now(), body_text = '', body_html = NULL, last_error = NULL WHERE id = $1 AND sent_at IS NULL`,
      [id],
    );
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE notifications.deliveries SET attempts = attempts + 1, last_error = $2 WHERE id = $1`,
      [id, error.slice(0, 1000)],
    );
  }
}

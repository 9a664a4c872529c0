import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { WebhookDeliveryAnswer, WebhookMessageType } from '@silkway/contracts';
import { Outbox } from '@silkway/service-kit';
import type { DataSource, EntityManager } from 'typeorm';

/** A change told to every webhook subscribed to its event. */
export interface ChangeMessage {
  /** The id of the event it came from: with the type, it makes the delivery once. */
  sourceId: string;
  event: WebhookMessageType;
  /** The record it is about (`order:12`): its deliveries go out in order. */
  recordKey: string | null;
  occurredAt: string;
  data: unknown;
}

interface DeliveryRow {
  id: string;
  event: string;
  status: WebhookDeliveryAnswer['status'];
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: Date | null;
  created_at: Date;
  delivered_at: Date | null;
}

/** A delivery whose try this worker now holds, with what it is sent with. */
export interface ClaimedDelivery {
  id: string;
  event: string;
  occurredAt: Date;
  data: unknown;
  attempts: number;
  firstAttemptAt: Date;
  url: string;
  secret: string;
}

/** A pending delivery and the number of its tries, which names its next one. */
export interface DueDelivery {
  id: string;
  attempts: number;
}

const COLUMNS =
  'id, event, status, attempts, last_status_code, last_error, next_attempt_at, created_at, delivered_at';

const answerOf = (row: DeliveryRow): WebhookDeliveryAnswer => ({
  id: row.id,
  event: row.event,
  status: row.status,
  attempts: row.attempts,
  lastStatusCode: row.last_status_code,
  lastError: row.last_error,
  nextAttemptAt: row.status === 'pending' ? (row.next_attempt_at?.toISOString() ?? null) : null,
  createdAt: row.created_at.toISOString(),
  deliveredAt: row.delivered_at?.toISOString() ?? null,
});

// No delivery of an earlier change of the same record to the same webhook is still pending. Earlier
// by the change's time: an event redelivered after its consumer died is recorded after later ones.
const FIRST_OF_ITS_RECORD = `NOT EXISTS (
  SELECT 1 FROM notifications.webhook_deliveries earlier
   WHERE earlier.webhook_id = d.webhook_id AND earlier.record_key = d.record_key
     AND earlier.status = 'pending' AND (earlier.occurred_at, earlier.seq) < (d.occurred_at, d.seq))`;

/** Every message to every webhook, its tries and its state (docs/integrations.md "Webhooks"). */
@Injectable()
export class WebhookDeliveriesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Records, in the caller's transaction, one delivery per message and enabled webhook subscribed to
   * its event (in the messages' order), and asks through the outbox for them to be sent once it commits.
   */
  async record(manager: EntityManager, messages: ChangeMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const column = <T>(value: (message: ChangeMessage) => T) => messages.map(value);
    const inserted: Array<{ id: string }> = await manager.query(
      `INSERT INTO notifications.webhook_deliveries (id, webhook_id, dedupe_key, event, record_key, occurred_at, data)
       SELECT gen_random_uuid(), w.id, m.source || ' ' || m.event || ' ' || w.id, m.event, m.record_key, m.occurred_at, m.data
         FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::jsonb[]) WITH ORDINALITY
              AS m (source, event, record_key, occurred_at, data, n)
         JOIN notifications.webhooks w ON w.enabled AND m.event = ANY (w.events)
        ORDER BY m.n, w.id
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      [
        column((message) => message.sourceId),
        column((message) => message.event),
        column((message) => message.recordKey),
        column((message) => message.occurredAt),
        column((message) => JSON.stringify(message.data ?? null)),
      ],
    );
    if (inserted.length > 0)
      Outbox.add(manager, {
        type: 'webhook.due',
        payload: { deliveryIds: inserted.map(({ id }) => id) },
      });
  }

  /** A `webhook.test` message to one webhook, whatever its events, sent once the caller commits. */
  async recordTest(manager: EntityManager, webhookId: number): Promise<WebhookDeliveryAnswer> {
    const id = randomUUID();
    const [row]: DeliveryRow[] = await manager.query(
      `INSERT INTO notifications.webhook_deliveries (id, webhook_id, dedupe_key, event, occurred_at, data, next_attempt_at)
       VALUES ($1, $2, $3, 'webhook.test', now(), $4, now()) RETURNING ${COLUMNS}`,
      [id, webhookId, `test ${id}`, JSON.stringify({ webhookId })],
    );
    Outbox.add(manager, { type: 'webhook.due', payload: { deliveryIds: [id] } });
    return answerOf(row!);
  }

  /** The latest deliveries of a webhook, newest first. */
  async latest(webhookId: number, limit: number): Promise<WebhookDeliveryAnswer[]> {
    const rows: DeliveryRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM notifications.webhook_deliveries WHERE webhook_id = $1 ORDER BY seq DESC LIMIT $2`,
      [webhookId, limit],
    );
    return rows.map(answerOf);
  }

  /** Pending again and due now, with a fresh day of retries; null when the webhook has no such delivery. */
  async redeliver(webhookId: number, deliveryId: string): Promise<WebhookDeliveryAnswer | null> {
    const [rows]: [DeliveryRow[]] = await this.dataSource.query(
      `UPDATE notifications.webhook_deliveries
          SET status = 'pending', next_attempt_at = now(), first_attempt_at = NULL
        WHERE id = $1 AND webhook_id = $2 RETURNING ${COLUMNS}`,
      [deliveryId, webhookId],
    );
    const [row] = rows;
    return row ? answerOf(row) : null;
  }

  async attemptsOf(ids: string[]): Promise<DueDelivery[]> {
    return this.dataSource.query(
      `SELECT id, attempts FROM notifications.webhook_deliveries WHERE id = ANY ($1::uuid[]) AND status = 'pending'`,
      [ids],
    );
  }

  /**
   * Takes try number `attempts + 1` of a delivery if it is still pending after `attempts` tries, due,
   * its webhook enabled, and no earlier delivery of its record waits: pushes its next try `leaseMs`
   * away, so that nobody else tries it meanwhile (and somebody does if this process dies).
   */
  async claim(id: string, attempts: number, leaseMs: number): Promise<ClaimedDelivery | null> {
    const [rows]: [ClaimedDelivery[]] = await this.dataSource.query(
      `UPDATE notifications.webhook_deliveries d
          SET next_attempt_at = now() + make_interval(secs => $3::double precision / 1000),
              first_attempt_at = coalesce(d.first_attempt_at, now())
         FROM notifications.webhooks w
        WHERE d.id = $1 AND d.attempts = $2 AND d.status = 'pending'
          AND coalesce(d.next_attempt_at, d.created_at) <= now() + interval '1 second'
          AND w.id = d.webhook_id AND w.enabled AND ${FIRST_OF_ITS_RECORD}
       RETURNING d.id, d.event, d.occurred_at AS "occurredAt", d.data, d.attempts,
                 d.first_attempt_at AS "firstAttemptAt", w.url, w.secret`,
      [id, attempts, leaseMs],
    );
    return rows[0] ?? null;
  }

  /** Writes the outcome of try `attempts + 1`; false when somebody else wrote it first. */
  async finish(
    id: string,
    attempts: number,
    outcome: {
      status: WebhookDeliveryAnswer['status'];
      statusCode: number | null;
      error: string | null;
      nextAttemptAt: Date | null;
    },
  ): Promise<boolean> {
    const [, count]: [unknown, number] = await this.dataSource.query(
      `UPDATE notifications.webhook_deliveries
          SET attempts = attempts + 1, status = $3, last_status_code = $4, last_error = $5,
              next_attempt_at = $6, delivered_at = CASE WHEN $3 = 'delivered' THEN now() ELSE delivered_at END
        WHERE id = $1 AND attempts = $2`,
      [
        id,
        attempts,
        outcome.status,
        outcome.statusCode,
        outcome.error?.slice(0, 1000) ?? null,
        outcome.nextAttemptAt,
      ],
    );
    return count > 0;
  }

  /** The delivery of the same record and webhook that waited for this one, if any. */
  async nextOfItsRecord(id: string): Promise<DueDelivery | null> {
    const [row]: DueDelivery[] = await this.dataSource.query(
      `SELECT d.id, d.attempts FROM notifications.webhook_deliveries d
         JOIN notifications.webhook_deliveries done
           ON done.id = $1 AND d.webhook_id = done.webhook_id AND d.record_key = done.record_key
        WHERE d.status = 'pending' AND (d.occurred_at, d.seq) > (done.occurred_at, done.seq)
        ORDER BY d.occurred_at, d.seq LIMIT 1`,
      [id],
    );
    return row ?? null;
  }

  /** Pending deliveries whose try is overdue by `graceMs` (its job lost, or its sender killed). */
  async overdue(graceMs: number, limit: number): Promise<DueDelivery[]> {
    return this.dataSource.query(
      `SELECT d.id, d.attempts FROM notifications.webhook_deliveries d
         JOIN notifications.webhooks w ON w.id = d.webhook_id AND w.enabled
        WHERE d.status = 'pending'
          AND coalesce(d.next_attempt_at, d.created_at) < now() - make_interval(secs => $1::double precision / 1000)
          AND ${FIRST_OF_ITS_RECORD}
        ORDER BY d.seq LIMIT $2`,
      [graceMs, limit],
    );
  }
}

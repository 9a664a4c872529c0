import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { WebhookAnswer, WebhookEvent } from '@silkway/contracts';
import type { DataSource, EntityManager } from 'typeorm';

interface WebhookRow {
  id: number;
  url: string;
  events: WebhookEvent[];
  description: string | null;
  enabled: boolean;
  created_by: string;
  created_at: Date;
}

export interface WebhookFields {
  url: string;
  events: WebhookEvent[];
  description: string | null;
  enabled: boolean;
}

const COLUMNS = 'id, url, events, description, enabled, created_by, created_at';

const answerOf = (row: WebhookRow): WebhookAnswer => ({
  id: row.id,
  url: row.url,
  events: row.events,
  description: row.description,
  enabled: row.enabled,
  createdBy: row.created_by,
  createdAt: row.created_at.toISOString(),
});

/** The subscribed URLs; their secrets leave this table only for signing. */
@Injectable()
export class WebhooksRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(): Promise<WebhookAnswer[]> {
    const rows: WebhookRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM notifications.webhooks ORDER BY id`,
    );
    return rows.map(answerOf);
  }

  /** The webhook, locked for the rest of `manager`'s transaction when `forUpdate`. */
  async find(
    manager: EntityManager | DataSource,
    id: number,
    forUpdate = false,
  ): Promise<WebhookAnswer | null> {
    const [row]: WebhookRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM notifications.webhooks WHERE id = $1 ${forUpdate ? 'FOR UPDATE' : ''}`,
      [id],
    );
    return row ? answerOf(row) : null;
  }

  async insert(
    manager: EntityManager,
    fields: Omit<WebhookFields, 'enabled'>,
    secret: string,
    createdBy: string,
  ): Promise<WebhookAnswer> {
    const [row]: WebhookRow[] = await manager.query(
      `INSERT INTO notifications.webhooks (url, events, description, secret, created_by)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [fields.url, fields.events, fields.description, secret, createdBy],
    );
    return answerOf(row!);
  }

  async update(manager: EntityManager, id: number, fields: WebhookFields): Promise<WebhookAnswer> {
    const [[row]]: [WebhookRow[]] = await manager.query(
      `UPDATE notifications.webhooks SET url = $2, events = $3, description = $4, enabled = $5
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, fields.url, fields.events, fields.description, fields.enabled],
    );
    return answerOf(row!);
  }

  /** Deletes it and, with it, its deliveries: nothing more is sent to it. */
  async remove(manager: EntityManager, id: number): Promise<void> {
    await manager.query(`DELETE FROM notifications.webhooks WHERE id = $1`, [id]);
  }
}

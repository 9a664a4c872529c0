import { randomUUID } from 'node:crypto';
import { eventCatalog, type EventInput } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';
import { quoteIdentifier } from '../database/ensure-database.js';

export const outboxChannel = (schema: string) => `outbox_${schema}`;

/** Set on the query runner of a transaction that wrote outbox rows; the relay of this process wakes on its commit. */
export const OUTBOX_WRITTEN = 'outboxWritten';

export const Outbox = {
  /**
   * Records an event inside the caller's transaction, so it exists exactly when the change does.
   * The relay in this process is woken when the transaction commits; no NOTIFY, because PostgreSQL
   * serializes the commits of all notifying transactions (docs/events.md "Delivery").
   */
  async add(manager: EntityManager, event: EventInput): Promise<string> {
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive)
      throw new Error('Outbox.add must run inside the producer transaction');
    const id = randomUUID();
    const { schema } = manager.connection.options as { schema: string };
    await manager.query(
      `INSERT INTO ${quoteIdentifier(schema)}.outbox (id, type, consumer, payload, occurred_at) VALUES ($1, $2, $3, $4, $5)`,
      [
        id,
        event.type,
        eventCatalog[event.type].consumer,
        JSON.stringify(event.payload),
        new Date(),
      ],
    );
    runner.data[OUTBOX_WRITTEN] = true;
    return id;
  },
};

import { randomUUID } from 'node:crypto';
import { eventCatalog, type EventInput } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';
import { OutboxMessage } from './outbox-message.entity.js';

export const outboxChannel = (schema: string) => `outbox_${schema}`;

export const Outbox = {
  /**
   * Records an event inside the caller's transaction, so it exists exactly when the change does.
   * The NOTIFY is delivered on commit and wakes the relay at once; polling covers missed wake-ups.
   */
  async add(manager: EntityManager, event: EventInput): Promise<string> {
    if (!manager.queryRunner?.isTransactionActive) throw new Error('Outbox.add must run inside the producer transaction');
    const id = randomUUID();
    await manager.insert(OutboxMessage, {
      id,
      type: event.type,
      consumer: eventCatalog[event.type].consumer,
      payload: event.payload,
      occurredAt: new Date(),
      sentAt: null,
    });
    const { schema } = manager.connection.options as { schema: string };
    await manager.query('SELECT pg_notify($1, $2)', [outboxChannel(schema), id]);
    return id;
  },
};

import { Injectable } from '@nestjs/common';
import { type DomainEvent, webhookEventsOf } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';
import {
  type ChangeMessage,
  WebhookDeliveriesRepository,
} from './webhook-deliveries.repository.js';

type PublicRequestEvent = DomainEvent<'quote-request.received' | 'contact-message.received'>;

/**
 * Turns the changes this service hears of into webhook deliveries, in the transaction that consumes
 * their events, so that no change is missed and none recorded twice: the audit entries of every
 * service, and the requests from the public site (which have none).
 */
@Injectable()
export class RecordDeliveriesWhenChangedHandler {
  constructor(private readonly deliveries: WebhookDeliveriesRepository) {}

  async fromAuditEntries(
    manager: EntityManager,
    events: DomainEvent<'audit.recorded'>[],
  ): Promise<void> {
    const messages = events.flatMap(({ id, occurredAt, payload }): ChangeMessage[] =>
      webhookEventsOf(payload).map((event) => ({
        sourceId: id,
        event,
        recordKey: `${payload.entity}:${payload.entityId}`,
        occurredAt,
        data: payload.record ?? { id: payload.entityId, summary: payload.summary },
      })),
    );
    await this.deliveries.record(manager, messages);
  }

  async fromPublicRequest(
    manager: EntityManager,
    { id, type, occurredAt, payload }: PublicRequestEvent,
  ) {
    const kind = type === 'quote-request.received' ? 'quote-request' : 'contact-message';
    await this.deliveries.record(manager, [
      {
        sourceId: id,
        event: `${kind}.created`,
        recordKey: `${kind}:${payload.id}`,
        occurredAt,
        data: payload,
      },
    ]);
  }
}

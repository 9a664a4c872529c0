import { z } from 'zod';

/** inventory → files: remove the truck's folders, documents and stored objects. */
export const truckDeletedPayload = z.object({ truckId: z.number().int().positive() });

/**
 * Every cross-service event: the service that consumes it (also the name of the BullMQ queue it
 * travels on) and the schema of its payload. ARCHITECTURE.md "Events".
 */
export const eventCatalog = {
  'truck.deleted': { consumer: 'files', payload: truckDeletedPayload },
} as const satisfies Record<string, { consumer: string; payload: z.ZodType }>;

export type EventType = keyof typeof eventCatalog;
export type EventPayload<T extends EventType> = z.infer<(typeof eventCatalog)[T]['payload']>;

/** What a producer hands to the outbox. */
export type EventInput = { [T in EventType]: { type: T; payload: EventPayload<T> } }[EventType];

/** What travels on the queue: the outbox row's id is the event id and the job id. */
export const eventEnvelope = z.object({
  id: z.uuid(),
  type: z.string(),
  occurredAt: z.iso.datetime({ offset: true }),
  payload: z.unknown(),
});
export type DomainEvent<T extends EventType = EventType> = { id: string; type: T; occurredAt: string; payload: EventPayload<T> };

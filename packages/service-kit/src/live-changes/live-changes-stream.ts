import { type AuditRecordedPayload, liveChangeOf } from '@silkway/contracts';
import type { Redis } from 'ioredis';

/**
 * The Redis stream every service's outbox relay adds the changes it publishes to, and every
 * gateway reads for its open event streams (docs/live-changes.md). One per stack: named by the
 * queue prefix the services and the gateway share.
 */
export const liveChangesKey = (queuePrefix: string): string => `${queuePrefix}:live-changes`;

/** How long changes stay in the stream: a tab reconnecting with `Last-Event-ID` gets what it missed within it. */
export const LIVE_CHANGES_KEPT_MS = 10 * 60_000;

/** The field of each stream entry that holds the change, as JSON. */
export const LIVE_CHANGE_FIELD = 'change';

interface PublishedEvent {
  type: string;
  payload: unknown;
  occurred_at: Date;
}

/**
 * Adds the record changes among `events` (their audit entries) to the stream, trimming what is
 * older than {@link LIVE_CHANGES_KEPT_MS} as it goes. One round trip for all of them.
 */
export async function addLiveChanges(
  redis: Redis,
  key: string,
  events: readonly PublishedEvent[],
): Promise<void> {
  const pipeline = redis.pipeline();
  const keptFrom = Date.now() - LIVE_CHANGES_KEPT_MS;
  for (const event of events) {
    if (event.type !== 'audit.recorded') continue;
    const change = liveChangeOf(
      event.payload as AuditRecordedPayload,
      event.occurred_at.toISOString(),
    );
    if (change)
      pipeline.xadd(
        key,
        'MINID',
        '~',
        String(keptFrom),
        '*',
        LIVE_CHANGE_FIELD,
        JSON.stringify(change),
      );
  }
  if (pipeline.length > 0) await pipeline.exec();
}

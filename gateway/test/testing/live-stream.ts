import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AuditEntity, LiveChange } from '@silkway/contracts';
import { addLiveChanges, liveChangesKey } from '@silkway/service-kit/live-changes';
import { startGatewayUnderTest } from './gateway-under-test.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Adds changes to the stack's live stream `key` as a service's outbox relay does (their audit
 * entries): a change of `entity`, a record of client `counterpartyId` when given, at version 2.
 */
export function liveChangePublisher(redis: Redis, key: string) {
  let sequence = 0;
  return (entity: AuditEntity, counterpartyId?: number) =>
    addLiveChanges(redis, key, [
      {
        type: 'audit.recorded',
        occurred_at: new Date(),
        payload: {
          username: 'farhod',
          action: 'update',
          entity,
          entityId: String(++sequence),
          summary: `${entity} ${sequence}`,
          changes: [{ field: 'version', from: '1', to: '2' }],
          ip: null,
          via: 'ui',
          ...(counterpartyId === undefined ? {} : { counterpartyId }),
        },
      },
    ]);
}

/**
 * A gateway on a live stream of its own (a fresh queue prefix, heartbeats every 100 ms) and `change`,
 * which publishes to it through `redis`; `stop` removes the stream.
 */
export async function startLiveGateway() {
  const queuePrefix = `silkway-live-test-${randomBytes(4).toString('hex')}`;
  const key = liveChangesKey(queuePrefix);
  const under = await startGatewayUnderTest({
    QUEUE_PREFIX: queuePrefix,
    LIVE_HEARTBEAT_MS: '100',
  });
  const redis = new Redis(REDIS_URL);
  return {
    under,
    redis,
    key,
    change: liveChangePublisher(redis, key),
    stop: async () => {
      await redis.del(key);
      await redis.quit();
      await under.stop();
    },
  };
}
export type LiveGateway = Awaited<ReturnType<typeof startLiveGateway>>;

export interface StreamEvent {
  id?: string;
  event: string;
  data: string;
}

/** An open GET /api/admin/events (or `path`), read event by event as a browser's EventSource would. */
export async function openStream(
  url: string,
  cookie: string,
  lastEventId?: string,
  path = '/api/admin/events',
) {
  const abort = new AbortController();
  const response = await fetch(`${url}${path}`, {
    headers: { cookie, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  let ended = false;
  let buffer = '';
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => !line.startsWith(':') && line.includes(': '))
              .map((line) => [
                line.slice(0, line.indexOf(': ')),
                line.slice(line.indexOf(': ') + 2),
              ]),
          ) as Record<string, string>;
          if (fields.event)
            events.push({ id: fields.id, event: fields.event, data: fields.data ?? '' });
        }
      }
    } catch {
      // aborted by the test
    }
    ended = true;
  })();
  /** Resolves once `count` events have arrived (the test's timeout ends a wait that never does). */
  const received = async (count: number): Promise<StreamEvent[]> => {
    while (events.length < count) {
      if (ended) throw new Error(`the stream ended after ${events.length} events`);
      await new Promise((resolve) => setImmediate(resolve));
    }
    return events.slice(0, count);
  };
  const changes = () =>
    events
      .filter((event) => event.event === 'change')
      .map((event) => JSON.parse(event.data) as LiveChange);
  /**
   * The entities of a series a test brackets between two more changes (the first shows the stream
   * listens, the last that all before it were sent), once all `count + 2` have arrived.
   */
  const bracketedSeries = async (count: number): Promise<AuditEntity[]> => {
    await received(count + 2);
    return changes()
      .slice(1, -1)
      .map((change) => change.entity);
  };
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    received,
    changes,
    bracketedSeries,
    ended: async () => {
      await reading;
      return ended;
    },
    close: async () => {
      abort.abort();
      await reading;
    },
  };
}

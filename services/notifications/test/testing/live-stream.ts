import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { type AuditEntity, type LiveChange, PORTAL_COUNTERPARTY_HEADER } from '@silkway/contracts';
import { ADMIN_ROLE_HEADER } from '@silkway/service-kit/internal-calls';
import { addLiveChanges, liveChangesKey } from '@silkway/service-kit/live-changes';
import { startTestService, TEST_INTERNAL_TOKEN } from '@silkway/service-kit/testing';
import { notificationsService } from '../../src/service.js';

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
 * The notifications service listening on a free port (its streams are read as a browser reads them,
 * not through inject), on a live stream of its own (the test's queue prefix), heartbeats every
 * 100 ms, and `change`, which publishes to it through `redis`; `stop` removes the stream.
 */
export async function startLiveNotifications() {
  const service = await startTestService(notificationsService, { LIVE_HEARTBEAT_MS: '100' });
  await service.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = service.app.getHttpServer().address() as AddressInfo;
  const key = liveChangesKey(service.config.QUEUE_PREFIX);
  const redis = new Redis(REDIS_URL);
  return {
    service,
    url: `http://127.0.0.1:${port}`,
    redis,
    key,
    change: liveChangePublisher(redis, key),
    stop: async () => {
      await redis.del(key);
      await redis.quit();
      await service.close();
    },
  };
}
export type LiveNotifications = Awaited<ReturnType<typeof startLiveNotifications>>;

export interface StreamEvent {
  id?: string;
  event: string;
  data: string;
}

/** The headers the gateway sends with a staff member's stream of `role`. */
export const asStaff = (role: string) => ({ [ADMIN_ROLE_HEADER]: role });
/** The headers the gateway sends with a signed-in client's stream. */
export const asClient = (counterpartyId: number) => ({
  [PORTAL_COUNTERPARTY_HEADER]: String(counterpartyId),
});

/**
 * An open GET /api/admin/events (or `path`) with the gateway's `headers` (the internal token added),
 * read event by event as a browser's EventSource would. Each stream has a connection of its own,
 * which `close` ends (a pooled one left idle would hold the service's shutdown).
 */
export async function openStream(
  url: string,
  headers: Record<string, string>,
  lastEventId?: string,
  path = '/api/admin/events',
) {
  const request = get(`${url}${path}`, {
    agent: false,
    headers: {
      'x-internal-token': TEST_INTERNAL_TOKEN,
      ...headers,
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
  });
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    request.on('response', resolve).on('error', reject),
  );
  const events: StreamEvent[] = [];
  let ended = false;
  let buffer = '';
  let text = '';
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response) {
        const decoded = decoder.decode(chunk as Buffer, { stream: true });
        buffer += decoded;
        text += decoded;
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
  /** Resolves once the stream has carried `written` (comment lines included). */
  const sees = async (written: string): Promise<void> => {
    while (!text.includes(written)) {
      if (ended) throw new Error(`the stream ended without ${JSON.stringify(written)}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
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
    status: response.statusCode,
    contentType: response.headers['content-type'],
    events,
    received,
    sees,
    changes,
    bracketedSeries,
    ended: async () => {
      await reading;
      return ended;
    },
    close: async () => {
      request.destroy();
      await reading;
    },
  };
}

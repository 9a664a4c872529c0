import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { AUDIT_ENTITIES, PORTAL_LIVE_ENTITIES, PORTAL_SESSION_COOKIE } from '@silkway/contracts';
import { liveChangesKey } from '@silkway/service-kit/live-changes';
import { PortalSessionStore } from '@silkway/service-kit/staff-sessions';
import { liveChangePublisher, openStream } from './testing/live-stream.js';
import { startGatewayUnderTest, type GatewayUnderTest } from './testing/gateway-under-test.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe("gateway: GET /api/portal/events, a client's own changes", () => {
  let under: GatewayUnderTest;
  let redis: Redis;
  let key: string;

  let change: ReturnType<typeof liveChangePublisher>;

  afterAll(async () => {
    await redis.del(key);
    await redis.quit();
    await under.stop();
  });
  let portalSessions: PortalSessionStore;
  const PORTAL = '/api/portal/events';
  const portalCookie = async (counterpartyId: number) =>
    `${PORTAL_SESSION_COOKIE}=${await portalSessions.create(counterpartyId)}`;

  beforeAll(async () => {
    const queuePrefix = `silkway-live-test-${randomBytes(4).toString('hex')}`;
    key = liveChangesKey(queuePrefix);
    under = await startGatewayUnderTest({ QUEUE_PREFIX: queuePrefix, LIVE_HEARTBEAT_MS: '100' });
    redis = new Redis(REDIS_URL);
    change = liveChangePublisher(redis, key);
    portalSessions = new PortalSessionStore(redis, under.config.REDIS_KEY_PREFIX, 60_000);
  });

  // 401 without a client session, a forged one or a staff one: portal-sessions.int-spec sweeps every portal call.
  it("tells a client only of its own orders, items, payments and documents, nothing of another's", async () => {
    const stream = await openStream(under.url, await portalCookie(42), undefined, PORTAL);
    expect(stream.status).toBe(200);
    await change('order', 42);
    await stream.received(1);
    for (const entity of AUDIT_ENTITIES) {
      await change(entity, 7);
      await change(entity);
      await change(entity, 42);
    }
    await change('order', 42);
    const own = AUDIT_ENTITIES.filter((entity) => PORTAL_LIVE_ENTITIES.includes(entity));
    await stream.received(own.length + 2);
    expect(
      stream
        .changes()
        .slice(1, -1)
        .map((received) => received.entity),
    ).toEqual(own);
    // The event says nothing of whose record it is: the stream is the client's own.
    expect(stream.events.every((event) => !event.data.includes('counterpartyId'))).toBe(true);
    const [seen] = stream.events;
    await stream.close();

    // A reconnect replays only its own changes too.
    const resumed = await openStream(under.url, await portalCookie(42), seen!.id, PORTAL);
    await resumed.received(own.length + 1);
    expect(resumed.changes().map((received) => received.entity)).toEqual([...own, 'order']);
    await resumed.close();
  });

  it('closes the stream when the client session ends', async () => {
    const cookie = await portalCookie(42);
    const stream = await openStream(under.url, cookie, undefined, PORTAL);
    await change('order', 42);
    await stream.received(1);
    await portalSessions.destroy(cookie.slice(cookie.indexOf('=') + 1));
    expect(await stream.ended()).toBe(true);
  });
});

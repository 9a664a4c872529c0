import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  AUDIT_ENTITIES,
  LIVE_CHANGE_PERMISSIONS,
  permissionsOfRole,
  ROLES,
  SESSION_COOKIE,
} from '@silkway/contracts';
import { liveChangesKey } from '@silkway/service-kit/live-changes';
import { SessionStore, sessionLimitsOf } from '@silkway/service-kit/staff-sessions';
import { liveChangePublisher, openStream } from './testing/live-stream.js';
import {
  signIn,
  startGatewayUnderTest,
  type GatewayUnderTest,
} from './testing/gateway-under-test.js';
import { addStaffMember } from './testing/staff-members.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('gateway: GET /api/admin/events, changes as they happen', () => {
  let under: GatewayUnderTest;
  let redis: Redis;
  let owner: string;
  let key: string;

  let change: ReturnType<typeof liveChangePublisher>;

  beforeAll(async () => {
    const queuePrefix = `silkway-live-test-${randomBytes(4).toString('hex')}`;
    key = liveChangesKey(queuePrefix);
    under = await startGatewayUnderTest({ QUEUE_PREFIX: queuePrefix, LIVE_HEARTBEAT_MS: '100' });
    redis = new Redis(REDIS_URL);
    change = liveChangePublisher(redis, key);
    owner = await signIn(under.url);
  });
  afterAll(async () => {
    await redis.del(key);
    await redis.quit();
    await under.stop();
  });

  it('answers 401 without a session, and a stream of events to one', async () => {
    expect((await fetch(`${under.url}/api/admin/events`)).status).toBe(401);
    const stream = await openStream(under.url, `${SESSION_COOKIE}=forged`);
    expect(stream.status).toBe(401);
    await stream.close();

    const open = await openStream(under.url, owner);
    expect(open.status).toBe(200);
    expect(open.contentType).toMatch(/^text\/event-stream/);
    await open.close();
  });

  it("sends each kind of record's change to the owner, with an id to resume from", async () => {
    const stream = await openStream(under.url, owner);
    // The gateway follows the stream from the moment it is open: a first change proves it listens.
    await change('order');
    await stream.received(1);
    for (const entity of AUDIT_ENTITIES) await change(entity);
    const events = await stream.received(1 + AUDIT_ENTITIES.length);
    expect(events.every((event) => event.event === 'change' && /^\d+-\d+$/.test(event.id!))).toBe(
      true,
    );
    expect(
      stream
        .changes()
        .slice(1)
        .map((received) => received.entity),
    ).toEqual([...AUDIT_ENTITIES]);
    expect(stream.changes()[1]).toMatchObject({
      action: 'update',
      version: 2,
      username: 'farhod',
      id: expect.any(String),
      at: expect.any(String),
    });
    await stream.close();
  });

  it('tells each role only of the records it may read', async () => {
    for (const role of ROLES) {
      const cookie =
        role === 'owner'
          ? owner
          : await addStaffMember(
              under.url,
              owner,
              `live-${role}-${randomBytes(3).toString('hex')}`,
              role,
            );
      const stream = await openStream(under.url, cookie);
      await change('order');
      await stream.received(1);
      for (const entity of AUDIT_ENTITIES) await change(entity);
      // Every role reads orders: the last one closes the series.
      await change('order');
      const readable = AUDIT_ENTITIES.filter((entity) =>
        permissionsOfRole(role).includes(LIVE_CHANGE_PERMISSIONS[entity]),
      );
      await stream.received(readable.length + 2);
      expect(
        stream
          .changes()
          .slice(1, -1)
          .map((received) => received.entity),
      ).toEqual(readable);
      await stream.close();
    }
  });

  it('replays what a reconnect missed after its Last-Event-ID, and resets one whose changes are no longer kept', async () => {
    const first = await openStream(under.url, owner);
    await change('truck');
    const [seen] = await first.received(1);
    await first.close();
    await change('warehouse');
    await change('stock');

    const resumed = await openStream(under.url, owner, seen!.id);
    await resumed.received(2);
    expect(resumed.changes().map((received) => received.entity)).toEqual(['warehouse', 'stock']);
    await change('payment');
    await resumed.received(3);
    expect(resumed.changes().map((received) => received.entity)).toEqual([
      'warehouse',
      'stock',
      'payment',
    ]);
    await resumed.close();

    for (const lost of ['1-0', 'not-an-id']) {
      const stream = await openStream(under.url, owner, lost);
      const [event] = await stream.received(1);
      expect(event!.event).toBe('reset');
      await stream.close();
    }
  });

  it('tells every open stream to reset when Redis comes back without the changes it held', async () => {
    const stream = await openStream(under.url, owner);
    await change('order');
    await stream.received(1);
    // Redis restarted without its data, as the gateway's reader meets it: its connection drops and
    // the stream is gone.
    const readers = String(await redis.client('LIST'))
      .split('\n')
      .filter((line) => line.includes(`name=live-changes-reader:${under.config.QUEUE_PREFIX} `));
    expect(readers).toHaveLength(1);
    await redis.del(key);
    await redis.client('KILL', 'ID', /\bid=(\d+)/.exec(readers[0]!)![1]!);
    await change('truck');
    const events = await stream.received(3);
    expect(events.map((event) => event.event)).toEqual(['change', 'reset', 'change']);
    expect(stream.changes().map((received) => received.entity)).toEqual(['order', 'truck']);
    await stream.close();
  });

  it('reaches a stream held by another gateway replica', async () => {
    const replica = await startGatewayUnderTest({
      QUEUE_PREFIX: under.config.QUEUE_PREFIX,
      REDIS_KEY_PREFIX: under.config.REDIS_KEY_PREFIX,
    });
    try {
      const stream = await openStream(replica.url, owner);
      await change('counterparty');
      await stream.received(1);
      expect(stream.changes()[0]!.entity).toBe('counterparty');
      await stream.close();
    } finally {
      await replica.stop();
    }
  });

  it('closes the stream when its session ends', async () => {
    const cookie = await signIn(under.url);
    const stream = await openStream(under.url, cookie);
    await change('order');
    await stream.received(1);
    const sessions = new SessionStore(
      redis,
      under.config.REDIS_KEY_PREFIX,
      sessionLimitsOf(under.config),
    );
    await sessions.destroy(cookie.slice(cookie.indexOf('=') + 1));
    expect(await stream.ended()).toBe(true);
  });
});

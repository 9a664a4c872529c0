import { randomBytes } from 'node:crypto';
import {
  AUDIT_ENTITIES,
  LIVE_CHANGE_PERMISSIONS,
  permissionsOfRole,
  ROLES,
  SESSION_COOKIE,
} from '@silkway/contracts';
import { SessionStore, sessionLimitsOf } from '@silkway/service-kit/staff-sessions';
import { type LiveGateway, openStream, startLiveGateway } from './testing/live-stream.js';
import { signIn, startGatewayUnderTest } from './testing/gateway-under-test.js';
import { addStaffMember } from './testing/staff-members.js';

describe('gateway: GET /api/admin/events, changes as they happen', () => {
  let live: LiveGateway;
  let owner: string;

  beforeAll(async () => {
    live = await startLiveGateway();
    owner = await signIn(live.under.url);
  });
  afterAll(() => live.stop());

  it('answers 401 without a session, and a stream of events to one', async () => {
    expect((await fetch(`${live.under.url}/api/admin/events`)).status).toBe(401);
    const stream = await openStream(live.under.url, `${SESSION_COOKIE}=forged`);
    expect(stream.status).toBe(401);
    await stream.close();

    const open = await openStream(live.under.url, owner);
    expect(open.status).toBe(200);
    expect(open.contentType).toMatch(/^text\/event-stream/);
    await open.close();
  });

  it("sends each kind of record's change to the owner, with an id to resume from", async () => {
    const stream = await openStream(live.under.url, owner);
    // The gateway follows the stream from the moment it is open: a first change proves it listens.
    await live.change('order');
    await stream.received(1);
    for (const entity of AUDIT_ENTITIES) await live.change(entity);
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
              live.under.url,
              owner,
              `live-${role}-${randomBytes(3).toString('hex')}`,
              role,
            );
      const stream = await openStream(live.under.url, cookie);
      await live.change('order');
      await stream.received(1);
      for (const entity of AUDIT_ENTITIES) await live.change(entity);
      // Every role reads orders: the last one closes the series.
      await live.change('order');
      const readable = AUDIT_ENTITIES.filter((entity) =>
        permissionsOfRole(role).includes(LIVE_CHANGE_PERMISSIONS[entity]),
      );
      expect(await stream.bracketedSeries(readable.length)).toEqual(readable);
      await stream.close();
    }
  });

  it('replays what a reconnect missed after its Last-Event-ID, and resets one whose changes are no longer kept', async () => {
    const first = await openStream(live.under.url, owner);
    await live.change('truck');
    const [seen] = await first.received(1);
    await first.close();
    await live.change('warehouse');
    await live.change('stock');

    const resumed = await openStream(live.under.url, owner, seen!.id);
    await resumed.received(2);
    expect(resumed.changes().map((received) => received.entity)).toEqual(['warehouse', 'stock']);
    await live.change('payment');
    await resumed.received(3);
    expect(resumed.changes().map((received) => received.entity)).toEqual([
      'warehouse',
      'stock',
      'payment',
    ]);
    await resumed.close();

    for (const lost of ['1-0', 'not-an-id']) {
      const stream = await openStream(live.under.url, owner, lost);
      const [event] = await stream.received(1);
      expect(event!.event).toBe('reset');
      await stream.close();
    }
  });

  it('tells every open stream to reset when Redis comes back without the changes it held', async () => {
    const stream = await openStream(live.under.url, owner);
    await live.change('order');
    await stream.received(1);
    // Redis restarted without its data, as the gateway's reader meets it: its connection drops and
    // the stream is gone.
    const readers = String(await live.redis.client('LIST'))
      .split('\n')
      .filter((line) =>
        line.includes(`name=live-changes-reader:${live.under.config.QUEUE_PREFIX} `),
      );
    expect(readers).toHaveLength(1);
    await live.redis.del(live.key);
    await live.redis.client('KILL', 'ID', /\bid=(\d+)/.exec(readers[0]!)![1]!);
    await live.change('truck');
    const events = await stream.received(3);
    expect(events.map((event) => event.event)).toEqual(['change', 'reset', 'change']);
    expect(stream.changes().map((received) => received.entity)).toEqual(['order', 'truck']);
    await stream.close();
  });

  it('reaches a stream held by another gateway replica', async () => {
    const replica = await startGatewayUnderTest({
      QUEUE_PREFIX: live.under.config.QUEUE_PREFIX,
      REDIS_KEY_PREFIX: live.under.config.REDIS_KEY_PREFIX,
    });
    try {
      const stream = await openStream(replica.url, owner);
      await live.change('counterparty');
      await stream.received(1);
      expect(stream.changes()[0]!.entity).toBe('counterparty');
      await stream.close();
    } finally {
      await replica.stop();
    }
  });

  it('closes the stream when its session ends', async () => {
    const cookie = await signIn(live.under.url);
    const stream = await openStream(live.under.url, cookie);
    await live.change('order');
    await stream.received(1);
    const sessions = new SessionStore(
      live.redis,
      live.under.config.REDIS_KEY_PREFIX,
      sessionLimitsOf(live.under.config),
    );
    await sessions.destroy(cookie.slice(cookie.indexOf('=') + 1));
    expect(await stream.ended()).toBe(true);
  });
});

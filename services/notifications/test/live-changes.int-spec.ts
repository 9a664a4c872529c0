import {
  AUDIT_ENTITIES,
  LIVE_CHANGE_PERMISSIONS,
  permissionsOfRole,
  ROLES,
} from '@silkway/contracts';
import { createServiceApp } from '@silkway/service-kit';
import type { AddressInfo } from 'node:net';
import { notificationsService } from '../src/service.js';
import {
  asStaff,
  type LiveNotifications,
  openStream,
  startLiveNotifications,
} from './testing/live-stream.js';

describe('notifications: GET /api/admin/events, changes as they happen', () => {
  let live: LiveNotifications;
  const owner = asStaff('owner');

  beforeAll(async () => {
    live = await startLiveNotifications();
  });
  afterAll(() => live.stop());

  it('answers only the gateway (its internal token), with a stream of events that flushes at once', async () => {
    const forged = await openStream(live.url, { ...owner, 'x-internal-token': 'forged' });
    expect(forged.status).toBe(401);
    await forged.close();

    const open = await openStream(live.url, owner);
    expect(open.status).toBe(200);
    expect(open.contentType).toMatch(/^text\/event-stream/);
    // The screen waits for it: it is written before any change.
    await open.sees('retry: 2000\n\n');
    await open.close();
  });

  it("sends each kind of record's change to the owner, with an id to resume from", async () => {
    const stream = await openStream(live.url, owner);
    // The service follows the stream from the moment it is open: a first change proves it listens.
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
      const stream = await openStream(live.url, asStaff(role));
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
    const first = await openStream(live.url, owner);
    await live.change('truck');
    const [seen] = await first.received(1);
    await first.close();
    await live.change('warehouse');
    await live.change('stock');

    const resumed = await openStream(live.url, owner, seen!.id);
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
      const stream = await openStream(live.url, owner, lost);
      const [event] = await stream.received(1);
      expect(event!.event).toBe('reset');
      await stream.close();
    }
  });

  it('sends a heartbeat line every LIVE_HEARTBEAT_MS to a quiet stream', async () => {
    const stream = await openStream(live.url, owner);
    await stream.sees(': heartbeat\n\n');
    await stream.close();
  });

  it('tells every open stream to reset when Redis comes back without the changes it held', async () => {
    const stream = await openStream(live.url, owner);
    await live.change('order');
    await stream.received(1);
    // Redis restarted without its data, as the service's reader meets it: its connection drops and
    // the stream is gone.
    const readers = String(await live.redis.client('LIST'))
      .split('\n')
      .filter((line) =>
        line.includes(`name=live-changes-reader:${live.service.config.QUEUE_PREFIX} `),
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

  it('reaches a stream held by another replica, which ends its streams when it stops', async () => {
    const { config } = live.service;
    const replica = await createServiceApp(notificationsService.module(config), {
      name: 'notifications',
      config,
    });
    await replica.listen({ host: '127.0.0.1', port: 0 });
    const { port } = replica.getHttpServer().address() as AddressInfo;
    const stream = await openStream(`http://127.0.0.1:${port}`, owner);
    await live.change('counterparty');
    await stream.received(1);
    expect(stream.changes()[0]!.entity).toBe('counterparty');
    const stopping = Date.now();
    await replica.close();
    expect(await stream.ended()).toBe(true);
    expect(Date.now() - stopping).toBeLessThan(2_000);
  });
});

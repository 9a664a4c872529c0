import { AUDIT_ENTITIES, PORTAL_LIVE_ENTITIES } from '@silkway/contracts';
import {
  asClient,
  type LiveNotifications,
  openStream,
  startLiveNotifications,
} from './testing/live-stream.js';

describe("notifications: GET /api/portal/events, a client's own changes", () => {
  let live: LiveNotifications;
  const PORTAL = '/api/portal/events';

  beforeAll(async () => {
    live = await startLiveNotifications();
  });
  afterAll(() => live.stop());

  // 401 without a client session, a forged one or a staff one: the gateway's portal-sessions.int-spec sweeps every portal call.
  it('refuses a call that names no client (401)', async () => {
    const stream = await openStream(live.url, {}, undefined, PORTAL);
    expect(stream.status).toBe(401);
    await stream.close();
  });

  it("tells a client only of its own orders, items, payments and documents, nothing of another's", async () => {
    const stream = await openStream(live.url, asClient(42), undefined, PORTAL);
    expect(stream.status).toBe(200);
    await live.change('order', 42);
    await stream.received(1);
    for (const entity of AUDIT_ENTITIES) {
      await live.change(entity, 7);
      await live.change(entity);
      await live.change(entity, 42);
    }
    await live.change('order', 42);
    const own = AUDIT_ENTITIES.filter((entity) => PORTAL_LIVE_ENTITIES.includes(entity));
    expect(await stream.bracketedSeries(own.length)).toEqual(own);
    // The event says nothing of whose record it is: the stream is the client's own.
    expect(stream.events.every((event) => !event.data.includes('counterpartyId'))).toBe(true);
    const [seen] = stream.events;
    await stream.close();

    // A reconnect replays only its own changes too.
    const resumed = await openStream(live.url, asClient(42), seen!.id, PORTAL);
    await resumed.received(own.length + 1);
    expect(resumed.changes().map((received) => received.entity)).toEqual([...own, 'order']);
    await resumed.close();
  });
});

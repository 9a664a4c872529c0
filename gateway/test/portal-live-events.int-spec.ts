import { AUDIT_ENTITIES, PORTAL_LIVE_ENTITIES, PORTAL_SESSION_COOKIE } from '@silkway/contracts';
import { PortalSessionStore } from '@silkway/service-kit/staff-sessions';
import { type LiveGateway, openStream, startLiveGateway } from './testing/live-stream.js';

describe("gateway: GET /api/portal/events, a client's own changes", () => {
  let live: LiveGateway;
  let portalSessions: PortalSessionStore;
  const PORTAL = '/api/portal/events';
  const portalCookie = async (counterpartyId: number) =>
    `${PORTAL_SESSION_COOKIE}=${await portalSessions.create(counterpartyId)}`;

  beforeAll(async () => {
    live = await startLiveGateway();
    portalSessions = new PortalSessionStore(live.redis, live.under.config.REDIS_KEY_PREFIX, 60_000);
  });
  afterAll(() => live.stop());

  // 401 without a client session, a forged one or a staff one: portal-sessions.int-spec sweeps every portal call.
  it("tells a client only of its own orders, items, payments and documents, nothing of another's", async () => {
    const stream = await openStream(live.under.url, await portalCookie(42), undefined, PORTAL);
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
    const resumed = await openStream(live.under.url, await portalCookie(42), seen!.id, PORTAL);
    await resumed.received(own.length + 1);
    expect(resumed.changes().map((received) => received.entity)).toEqual([...own, 'order']);
    await resumed.close();
  });

  it('closes the stream when the client session ends', async () => {
    const cookie = await portalCookie(42);
    const stream = await openStream(live.under.url, cookie, undefined, PORTAL);
    await live.change('order', 42);
    await stream.received(1);
    await portalSessions.destroy(cookie.slice(cookie.indexOf('=') + 1));
    expect(await stream.ended()).toBe(true);
  });
});

import { randomBytes } from 'node:crypto';
import { createServer, get, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { PORTAL_SESSION_COOKIE, SESSION_COOKIE } from '@silkway/contracts';
import {
  ApiTokenStore,
  apiTokenDigestOf,
  PortalSessionStore,
  SessionStore,
  sessionLimitsOf,
} from '@silkway/service-kit/staff-sessions';
import {
  signIn,
  startGatewayUnderTest,
  type GatewayUnderTest,
} from './testing/gateway-under-test.js';
import { addStaffMember } from './testing/staff-members.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = '/api/admin/events';
const PORTAL = '/api/portal/events';

/**
 * The notifications service as the gateway meets it: it answers the two event calls as the service
 * does (headers and `retry` at once, a body ended by the connection) and holds them open, records
 * what reached it, and answers anything else with JSON.
 */
async function startStreamingService() {
  const open = new Set<ServerResponse>();
  const calls: IncomingMessage[] = [];
  let closed = 0;
  const server = createServer((request, response) => {
    calls.push(request);
    if (request.url !== ADMIN && request.url !== PORTAL) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify({ service: 'notifications' }));
    }
    response.removeHeader('transfer-encoding');
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      connection: 'close',
    });
    response.write('retry: 2000\n\n');
    open.add(response);
    response.on('close', () => {
      open.delete(response);
      closed += 1;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    open,
    closed: () => closed,
    /** Writes `text` to every open stream. */
    write: (text: string) => open.forEach((response) => response.write(text)),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A stream opened through the gateway on a connection of its own, its text as it arrives. */
async function openStream(url: string, path: string, headers: Record<string, string>) {
  const request = get(`${url}${path}`, { agent: false, headers });
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    request.on('response', resolve).on('error', reject),
  );
  let text = '';
  const ended = new Promise<boolean>((resolve) => {
    response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    // A clean end: the body ends with the connection, never a broken chunk.
    response.on('end', () => resolve(true));
    response.on('error', () => resolve(false));
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    text: () => text,
    /** Resolves once the stream has carried `written`. */
    sees: async (written: string) => {
      while (!text.includes(written)) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    ended,
    close: () => request.destroy(),
  };
}

describe('gateway: the event streams it routes to the notifications service', () => {
  let service: Awaited<ReturnType<typeof startStreamingService>>;
  let under: GatewayUnderTest;
  let redis: Redis;
  let owner: string;

  beforeAll(async () => {
    service = await startStreamingService();
    under = await startGatewayUnderTest({
      NOTIFICATIONS_URL: service.url,
      LIVE_STREAM_CHECK_MS: '100',
    });
    redis = new Redis(REDIS_URL);
    owner = await signIn(under.url);
  });
  afterAll(async () => {
    await redis.quit();
    await under.stop();
    await service.close();
  });

  it('answers 401 without a session or with a forged one, reaching no service', async () => {
    const before = service.calls.length;
    for (const cookie of ['', `${SESSION_COOKIE}=forged`]) {
      const stream = await openStream(under.url, ADMIN, { cookie });
      expect(stream.status).toBe(401);
      stream.close();
    }
    const portal = await openStream(under.url, PORTAL, { cookie: owner });
    expect(portal.status).toBe(401);
    portal.close();
    expect(service.calls.length).toBe(before);
  });

  it('passes the stream on as it is written: headers and retry at once, each event as it comes, never compressed', async () => {
    const stream = await openStream(under.url, ADMIN, {
      cookie: owner,
      'accept-encoding': 'br, gzip',
    });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['transfer-encoding']).toBeUndefined();
    await stream.sees('retry: 2000\n\n');
    service.write('id: 1-0\nevent: change\ndata: {}\n\n');
    await stream.sees('id: 1-0\n');
    // Who calls travels in the gateway's headers; the cookie stays at the gateway.
    const forwarded = service.calls.at(-1)!.headers;
    expect(forwarded).toMatchObject({ 'x-admin-role': 'owner', 'x-admin-username': 'olga' });
    expect(forwarded['x-internal-token']).toBe(under.config.INTERNAL_TOKEN);
    expect(forwarded.cookie).toBeUndefined();
    stream.close();
  });

  it('holds more streams than the 64 connections other calls share, which go on answering', async () => {
    const streams = await Promise.all(
      Array.from({ length: 100 }, () => openStream(under.url, ADMIN, { cookie: owner })),
    );
    await Promise.all(streams.map((stream) => stream.sees('retry: 2000\n\n')));
    expect(service.open.size).toBeGreaterThanOrEqual(100);
    const call = await fetch(`${under.url}/api/admin/orders/1/followers`, {
      headers: { cookie: owner },
    });
    expect(await call.json()).toEqual({ service: 'notifications' });
    for (const stream of streams) stream.close();
  });

  it('ends a stream whose session ends, and the connection to the service with it', async () => {
    const cookie = await signIn(under.url);
    const stream = await openStream(under.url, ADMIN, { cookie });
    await stream.sees('retry: 2000\n\n');
    const closedBefore = service.closed();
    const sessions = new SessionStore(
      redis,
      under.config.REDIS_KEY_PREFIX,
      sessionLimitsOf(under.config),
    );
    await sessions.destroy(cookie.slice(cookie.indexOf('=') + 1));
    expect(await stream.ended).toBe(true);
    while (service.closed() === closedBefore)
      await new Promise((resolve) => setTimeout(resolve, 10));
  });

  it("ends a stream whose role changed (the screen reconnects with the new one), and keeps the others'", async () => {
    const username = `live-${randomBytes(3).toString('hex')}`;
    const cookie = await addStaffMember(under.url, owner, username, 'warehouse');
    const changing = await openStream(under.url, ADMIN, { cookie });
    const kept = await openStream(under.url, ADMIN, { cookie: owner });
    await Promise.all([changing.sees('retry: 2000\n\n'), kept.sees('retry: 2000\n\n')]);
    const sessions = new SessionStore(
      redis,
      under.config.REDIS_KEY_PREFIX,
      sessionLimitsOf(under.config),
    );
    const session = await sessions.peek(cookie.slice(cookie.indexOf('=') + 1));
    await sessions.updateUserOfAll(username, { ...session!.user, role: 'manager' });
    expect(await changing.ended).toBe(true);
    // Several rounds of checks later, the owner's stream is still open.
    await new Promise((resolve) => setTimeout(resolve, 400));
    service.write(': still here\n\n');
    await kept.sees(': still here');
    kept.close();
  });

  it('ends a stream opened with an API token once the token is revoked', async () => {
    const store = new ApiTokenStore(redis, under.config.REDIS_KEY_PREFIX);
    const token = `swk_${randomBytes(4).toString('hex')}_${randomBytes(32).toString('base64url')}`;
    await store.put(apiTokenDigestOf(token), {
      tokenId: 1,
      name: 'erp',
      role: 'viewer',
      expiresAt: null,
    });
    const stream = await openStream(under.url, ADMIN, { authorization: `Bearer ${token}` });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toContain('text/event-stream');
    await stream.sees('retry: 2000\n\n');
    await store.drop(apiTokenDigestOf(token));
    expect(await stream.ended).toBe(true);
  });

  it("ends a client's stream once its session ends, with the client's id forwarded", async () => {
    const portalSessions = new PortalSessionStore(redis, under.config.REDIS_KEY_PREFIX, 60_000);
    const sessionId = await portalSessions.create(42);
    const stream = await openStream(under.url, PORTAL, {
      cookie: `${PORTAL_SESSION_COOKIE}=${sessionId}`,
    });
    await stream.sees('retry: 2000\n\n');
    expect(service.calls.at(-1)!.headers['x-portal-counterparty-id']).toBe('42');
    await portalSessions.destroy(sessionId);
    expect(await stream.ended).toBe(true);
  });

  it('ends its open streams at once when it stops', async () => {
    const gateway = await startGatewayUnderTest({ NOTIFICATIONS_URL: service.url });
    const stream = await openStream(gateway.url, ADMIN, { cookie: await signIn(gateway.url) });
    await stream.sees('retry: 2000\n\n');
    const stopping = Date.now();
    await gateway.stop();
    expect(await stream.ended).toBe(true);
    expect(Date.now() - stopping).toBeLessThan(2_000);
  });
});

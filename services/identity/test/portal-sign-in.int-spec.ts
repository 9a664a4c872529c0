import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  api,
  PORTAL_SESSION_COOKIE,
  PORTAL_SESSION_HEADER,
  portalMessages,
  SESSION_COOKIE_HEADER,
  type PortalClientAnswer,
} from '@silkway/contracts';
import {
  listedSessionIdOf,
  PortalSessionStore,
  portalSessionLifetimeOf,
} from '@silkway/service-kit/staff-sessions';
import { Redis } from 'ioredis';
import { startIdentityTestKit, type IdentityTestKit } from './testing/identity-test-kit.js';

const GOOD_TOKEN = 'a-good-sign-in-token';
const CLIENT: PortalClientAnswer = {
  name: 'Фарход',
  company: 'Памир Трейд',
  email: 'f@pamir.tj',
  language: 'tj',
  telegramLinked: false,
};

const bodyOf = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => resolve(text));
  });

/**
 * The orders service's side of the exchange as identity sees it over HTTP: GOOD_TOKEN works once,
 * anything else is refused 401; `down` answers 500.
 */
function standInOrders(): { server: Server; calls: IncomingMessage[]; state: { down: boolean } } {
  const calls: IncomingMessage[] = [];
  const state = { down: false };
  let used = false;
  const server = createServer(async (request, response) => {
    calls.push(request);
    const { token } = JSON.parse(await bodyOf(request)) as { token: string };
    response.setHeader('content-type', 'application/json');
    if (state.down) return void response.writeHead(500).end('{"statusCode":500,"message":"x"}');
    if (request.url !== api.internal.startPortalSession.path || token !== GOOD_TOKEN || used)
      return void response.writeHead(401).end('{"statusCode":401,"message":"no"}');
    used = true;
    response.end(JSON.stringify({ counterpartyId: 42, client: CLIENT }));
  });
  return { server, calls, state };
}

describe('a client signing in with an e-mailed link', () => {
  const orders = standInOrders();
  let kit: IdentityTestKit;
  let redis: Redis;
  let sessions: PortalSessionStore;
  beforeAll(async () => {
    await new Promise<void>((resolve) => orders.server.listen(0, '127.0.0.1', resolve));
    const { port } = orders.server.address() as AddressInfo;
    kit = await startIdentityTestKit({ ORDERS_URL: `http://127.0.0.1:${port}` });
    redis = new Redis(kit.service.config.REDIS_URL);
    sessions = new PortalSessionStore(
      redis,
      kit.service.config.REDIS_KEY_PREFIX,
      portalSessionLifetimeOf(kit.service.config),
    );
  });
  afterAll(async () => {
    await kit.close();
    await redis.quit();
    await new Promise((resolve) => orders.server.close(resolve));
  });

  const startSession = (token: unknown) =>
    kit.service.call('POST', api.portal.startSession.path, { body: { token } });
  const cookieOrderOf = (answer: { headers: Record<string, unknown> }) =>
    String(answer.headers[SESSION_COOKIE_HEADER] ?? '');

  it('exchanges the token with the orders service (internal token) and opens the session the gateway finds', async () => {
    const started = await startSession(GOOD_TOKEN);
    expect(started.statusCode).toBe(200);
    expect(started.body).toEqual({ client: CLIENT });
    expect(orders.calls.at(-1)?.headers['x-internal-token']).toBe(
      kit.service.config.INTERNAL_TOKEN,
    );
    const [cookie, sessionId] = cookieOrderOf(started).split('=');
    expect(cookie).toBe(PORTAL_SESSION_COOKIE);
    expect(Buffer.from(sessionId ?? '', 'base64url').length).toBe(32);
    expect(await sessions.touch(sessionId ?? '')).toMatchObject({ counterpartyId: 42 });

    const signedOut = await kit.service.call('POST', api.portal.signOut.path, {
      headers: { [PORTAL_SESSION_HEADER]: listedSessionIdOf(sessionId ?? '') },
    });
    expect(signedOut.statusCode).toBe(200);
    expect(cookieOrderOf(signedOut)).toBe(`${PORTAL_SESSION_COOKIE}=`);
    expect(await sessions.touch(sessionId ?? '')).toBeUndefined();
  });

  it('refuses a used, forged or missing token, and opens nothing', async () => {
    for (const token of [GOOD_TOKEN, 'forged']) {
      const refused = await startSession(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.body.message).toBe(portalMessages.token);
      expect(cookieOrderOf(refused)).toBe('');
    }
    const missing = await startSession('');
    expect(missing.statusCode).toBe(400);
    expect(missing.body.fieldErrors?.token).toBeDefined();
  });

  it('answers 502 when the orders service cannot say', async () => {
    orders.state.down = true;
    const failed = await startSession('any-token');
    orders.state.down = false;
    expect(failed.statusCode).toBe(502);
    expect(cookieOrderOf(failed)).toBe('');
  });

  it('signs out without a session too: the gateway clears the cookie', async () => {
    const signedOut = await kit.service.call('POST', api.portal.signOut.path);
    expect(signedOut.statusCode).toBe(200);
    expect(cookieOrderOf(signedOut)).toBe(`${PORTAL_SESSION_COOKIE}=`);
  });
});

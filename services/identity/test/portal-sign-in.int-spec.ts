import { createHash } from 'node:crypto';
import {
  api,
  PORTAL_SESSION_COOKIE,
  PORTAL_SESSION_HEADER,
  portalMessages,
  SESSION_COOKIE_HEADER,
} from '@silkway/contracts';
import {
  listedSessionIdOf,
  PortalSessionStore,
  portalSessionLifetimeOf,
} from '@silkway/service-kit/staff-sessions';
import { Redis } from 'ioredis';
import { startIdentityTestKit, type IdentityTestKit } from './testing/identity-test-kit.js';
import {
  CLIENT,
  CLIENT_ID,
  startStandInOrders,
  type StandInOrders,
} from './testing/stand-in-orders.js';

describe('clients signing in with e-mailed links', () => {
  let orders: StandInOrders;
  let kit: IdentityTestKit;
  let redis: Redis;
  let sessions: PortalSessionStore;
  beforeAll(async () => {
    orders = await startStandInOrders();
    kit = await startIdentityTestKit({ ORDERS_URL: orders.url });
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
    await orders.close();
  });

  const issueToken = async (counterpartyId = CLIENT_ID): Promise<string> => {
    const issued = await kit.service.call('POST', api.internal.issuePortalSignInToken.path, {
      body: { counterpartyId },
    });
    expect(issued.statusCode).toBe(201);
    return issued.body.token as string;
  };
  const startSession = (token: unknown) =>
    kit.service.call('POST', api.portal.startSession.path, { body: { token } });
  const cookieOrderOf = (answer: { headers: Record<string, unknown> }) =>
    String(answer.headers[SESSION_COOKIE_HEADER] ?? '');
  const sessionIdOf = (answer: { headers: Record<string, unknown> }) =>
    cookieOrderOf(answer).split('=')[1] ?? '';
  const usedAtOf = async (token: string) =>
    (
      await kit.service.query<{ used_at: Date | null }>(
        'SELECT used_at FROM identity.portal_sign_in_tokens WHERE token_hash = $1',
        [createHash('sha256').update(token).digest('hex')],
      )
    )[0]?.used_at;

  it('issues a token to the orders service, keeping only its SHA-256', async () => {
    const token = await issueToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await kit.service.query<{ token_hash: string; counterparty_id: number }>(
      'SELECT token_hash, counterparty_id FROM identity.portal_sign_in_tokens',
    );
    expect(stored).toEqual([
      {
        token_hash: createHash('sha256').update(token).digest('hex'),
        counterparty_id: CLIENT_ID,
      },
    ]);
    const withoutInternalToken = await kit.service.call(
      'POST',
      api.internal.issuePortalSignInToken.path,
      { body: { counterpartyId: CLIENT_ID }, token: false },
    );
    expect(withoutInternalToken.statusCode).toBe(401);
  });

  it('uses the token up, asks the orders service for the client, opens the session the gateway finds and records the sign-in', async () => {
    const token = await issueToken();
    const started = await startSession(token);
    expect(started.statusCode).toBe(200);
    expect(started.body).toEqual({ client: CLIENT });
    expect(orders.calls.at(-1)?.url).toBe(`/internal/portal/clients/${CLIENT_ID}`);
    expect(orders.calls.at(-1)?.headers['x-internal-token']).toBe(
      kit.service.config.INTERNAL_TOKEN,
    );
    const [cookie, sessionId] = cookieOrderOf(started).split('=');
    expect(cookie).toBe(PORTAL_SESSION_COOKIE);
    expect(Buffer.from(sessionId ?? '', 'base64url').length).toBe(32);
    expect(await sessions.touch(sessionId ?? '')).toMatchObject({ counterpartyId: CLIENT_ID });
    expect(
      await kit.service.query(
        `SELECT payload->>'username' AS username, payload->>'action' AS action, payload->>'summary' AS summary
           FROM identity.outbox WHERE type = 'audit.recorded' AND payload->>'entity' = 'counterparty'`,
      ),
    ).toEqual([{ username: `client:${CLIENT_ID}`, action: 'sign-in', summary: CLIENT.name }]);

    const signedOut = await kit.service.call('POST', api.portal.signOut.path, {
      headers: { [PORTAL_SESSION_HEADER]: listedSessionIdOf(sessionId ?? '') },
    });
    expect(signedOut.statusCode).toBe(200);
    expect(cookieOrderOf(signedOut)).toBe(`${PORTAL_SESSION_COOKIE}=`);
    expect(await sessions.touch(sessionId ?? '')).toBeUndefined();
  });

  it('refuses a used, expired, forged or missing token, and opens nothing', async () => {
    const used = await issueToken();
    expect((await startSession(used)).statusCode).toBe(200);
    const expired = await issueToken();
    await kit.service.query(
      `UPDATE identity.portal_sign_in_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [createHash('sha256').update(expired).digest('hex')],
    );
    for (const token of [used, expired, 'forged']) {
      const refused = await startSession(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.body.message).toBe(portalMessages.token);
      expect(cookieOrderOf(refused)).toBe('');
    }
    const missing = await startSession('');
    expect(missing.statusCode).toBe(400);
    expect(missing.body.fieldErrors?.token).toBeDefined();
  });

  it('lets one of several exchanges of one link at once sign in, and only one', async () => {
    const token = await issueToken();
    const answers = await Promise.all(Array.from({ length: 5 }, () => startSession(token)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
    expect(answers.filter((answer) => sessionIdOf(answer) !== '')).toHaveLength(1);
    expect(await usedAtOf(token)).toBeInstanceOf(Date);
  });

  it('refuses the link of a client without access (the same 401), leaving it unused', async () => {
    const token = await issueToken();
    orders.withAccess.delete(CLIENT_ID);
    const refused = await startSession(token);
    orders.withAccess.add(CLIENT_ID);
    expect(refused.statusCode).toBe(401);
    expect(refused.body.message).toBe(portalMessages.token);
    expect(cookieOrderOf(refused)).toBe('');
    expect(await usedAtOf(token)).toBeNull();
  });

  it('answers 502 when the orders service cannot say, leaving the link unused', async () => {
    const token = await issueToken();
    orders.down = true;
    const failed = await startSession(token);
    orders.down = false;
    expect(failed.statusCode).toBe(502);
    expect(cookieOrderOf(failed)).toBe('');
    expect(await usedAtOf(token)).toBeNull();
    expect((await startSession(token)).statusCode).toBe(200);
  });

  it("voids a client's unused links and ends its sessions in one call of the orders service; other clients' stay", async () => {
    const other = 43;
    orders.withAccess.add(other);
    const sessionsOfClient = [
      sessionIdOf(await startSession(await issueToken())),
      sessionIdOf(await startSession(await issueToken())),
    ];
    const otherSession = sessionIdOf(await startSession(await issueToken(other)));
    const pending = await issueToken();
    const otherPending = await issueToken(other);

    const ended = await kit.service.call('DELETE', `/internal/portal/access/${CLIENT_ID}`);
    expect(ended.statusCode).toBe(204);

    for (const sessionId of sessionsOfClient)
      expect(await sessions.touch(sessionId)).toBeUndefined();
    expect(await sessions.touch(otherSession)).toMatchObject({ counterpartyId: other });
    expect((await startSession(pending)).statusCode).toBe(401);
    expect((await startSession(otherPending)).statusCode).toBe(200);
    // Its used links stay, as the record of its sign-ins.
    expect(
      (
        await kit.service.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM identity.portal_sign_in_tokens WHERE counterparty_id = $1',
          [CLIENT_ID],
        )
      )[0]?.count,
    ).toBeGreaterThan(0);
  });

  it('signs out without a session too: the gateway clears the cookie', async () => {
    const signedOut = await kit.service.call('POST', api.portal.signOut.path);
    expect(signedOut.statusCode).toBe(200);
    expect(cookieOrderOf(signedOut)).toBe(`${PORTAL_SESSION_COOKIE}=`);
  });
});

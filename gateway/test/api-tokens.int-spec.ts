import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { CachedApiToken } from '@silkway/contracts';
import { ApiTokenStore, apiTokenDigestOf } from '@silkway/service-kit/staff-sessions';
import {
  errorOf,
  signIn,
  startGatewayUnderTest,
  type GatewayUnderTest,
} from './testing/gateway-under-test.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CALLS_PER_MINUTE = 5;

/** A token as identity makes one: `swk_<prefix>_<secret>`. */
const newToken = () =>
  `swk_${randomBytes(4).toString('hex')}_${randomBytes(32).toString('base64url')}`;

describe('gateway: API tokens (Authorization: Bearer)', () => {
  let under: GatewayUnderTest;
  let redis: Redis;
  let store: ApiTokenStore;
  let nextId = 1;

  /** A token identity has put in Redis, as creating it does. */
  const issued = async (role: CachedApiToken['role'], name = `erp-${nextId}`) => {
    const token = newToken();
    await store.put(apiTokenDigestOf(token), {
      tokenId: nextId++,
      name,
      role,
      expiresAt: null,
    });
    return token;
  };
  const call = (token: string, path: string, init: RequestInit = {}) =>
    fetch(`${under.url}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
    });

  beforeAll(async () => {
    under = await startGatewayUnderTest({
      API_TOKEN_CALLS_PER_MINUTE: String(CALLS_PER_MINUTE),
    });
    redis = new Redis(REDIS_URL);
    store = new ApiTokenStore(redis, under.config.REDIS_KEY_PREFIX);
  });
  afterAll(async () => {
    await redis.quit();
    await under.stop();
  });

  it("acts with the token's name and role, as an API call, with no cookie and from any origin", async () => {
    const token = await issued('manager', 'Учёт');
    const read = await call(token, '/api/admin/warehouses');
    expect(read.status).toBe(200);
    const written = await call(token, '/api/admin/warehouses', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://erp.example.com' },
      body: JSON.stringify({ name: 'Душанбе' }),
    });
    expect(written.status).toBe(200);
    const forwarded = under.services.inventory.calls.at(-1);
    expect(forwarded?.headers).toMatchObject({
      'x-admin-username': 'token%3A%D0%A3%D1%87%D1%91%D1%82',
      'x-admin-role': 'manager',
    });
    // The token stays at the gateway.
    expect(forwarded?.headers.authorization).toBeUndefined();
  });

  it("refuses calls above the token's role (403)", async () => {
    const token = await issued('warehouse');
    const before = under.services.identity.calls.length;
    const staff = await call(token, '/api/admin/users');
    expect(staff.status).toBe(403);
    expect((await errorOf(staff)).message).toBe('Недостаточно прав для этого действия');
    expect(under.services.identity.calls.length).toBe(before);
  });

  it('refuses a revoked token at its next call, and forged, malformed or expired ones (401)', async () => {
    const token = await issued('owner');
    expect((await call(token, '/api/admin/warehouses')).status).toBe(200);
    await store.drop(apiTokenDigestOf(token));
    const revoked = await call(token, '/api/admin/warehouses');
    expect(revoked.status).toBe(401);
    expect((await errorOf(revoked)).message).toBe('API-токен недействителен или отозван');

    expect((await call(newToken(), '/api/admin/warehouses')).status).toBe(401);
    expect((await call('not-a-token', '/api/admin/warehouses')).status).toBe(401);

    // A cache entry past its end (Redis not yet rid of it) no longer lets anyone in.
    const expired = newToken();
    await redis.set(
      `${under.config.REDIS_KEY_PREFIX}api-token:${apiTokenDigestOf(expired)}`,
      JSON.stringify({ tokenId: 99, name: 'old', role: 'owner', expiresAt: Date.now() - 1 }),
    );
    expect((await call(expired, '/api/admin/warehouses')).status).toBe(401);
  });

  it('never lets a signed-in cookie rescue a wrong token', async () => {
    const cookie = await signIn(under.url);
    const response = await call(newToken(), '/api/admin/warehouses', { headers: { cookie } });
    expect(response.status).toBe(401);
  });

  it('limits each token to its calls per minute (429), other tokens unaffected', async () => {
    const busy = await issued('viewer');
    const quiet = await issued('viewer');
    // The limit counts per clock minute: a run that straddles one is tried again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const minute = Math.floor(Date.now() / 60_000);
      const statuses: number[] = [];
      for (let index = 0; index <= CALLS_PER_MINUTE; index += 1)
        statuses.push((await call(busy, '/api/admin/warehouses')).status);
      const limited = await call(busy, '/api/admin/warehouses');
      if (Math.floor(Date.now() / 60_000) !== minute) continue;
      expect(statuses.slice(0, CALLS_PER_MINUTE)).toEqual(Array(CALLS_PER_MINUTE).fill(200));
      expect(statuses[CALLS_PER_MINUTE]).toBe(429);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await call(quiet, '/api/admin/warehouses')).status).toBe(200);
      return;
    }
    throw new Error('three runs each straddled a minute');
  });
});

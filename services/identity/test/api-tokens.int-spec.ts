import { ApiTokenStore, apiTokenDigestOf } from '@silkway/service-kit/staff-sessions';
import { Redis } from 'ioredis';
import { ApiTokens } from '../src/api-tokens/api-tokens.js';
import {
  messageOf,
  startIdentityTestKit,
  type IdentityTestKit,
  type SignedIn,
} from './testing/identity-test-kit.js';

describe('API tokens (identity)', () => {
  let kit: IdentityTestKit;
  let owner: SignedIn;
  let redis: Redis;
  /** Looks tokens up as the gateway does. */
  let gatewayView: ApiTokenStore;

  beforeAll(async () => {
    kit = await startIdentityTestKit();
    owner = await kit.signIn();
    redis = new Redis(kit.service.config.REDIS_URL);
    gatewayView = new ApiTokenStore(redis, kit.service.config.REDIS_KEY_PREFIX);
  });
  afterAll(async () => {
    await redis.quit();
    await kit.close();
  });

  it('creates a token shown once and stored as a digest, lists it without its secret, revokes it at once', async () => {
    const created = await kit.callAs(owner, 'POST', '/api/admin/api-tokens', {
      name: 'Бухгалтерия 1С',
      role: 'accountant',
    });
    expect(created.status).toBe(201);
    const { id, prefix, token } = created.body as { id: number; prefix: string; token: string };
    expect(token).toMatch(new RegExp(`^swk_${prefix}_[A-Za-z0-9_-]{43}$`));
    const stored = JSON.stringify(await kit.service.query('SELECT * FROM identity.api_tokens'));
    expect(stored).not.toContain(token.slice(14));
    expect(await gatewayView.resolve(token)).toMatchObject({
      tokenId: id,
      name: 'Бухгалтерия 1С',
      role: 'accountant',
      expiresAt: null,
    });

    const listed = await kit.callAs(owner, 'GET', '/api/admin/api-tokens');
    expect(listed.body).toEqual([
      {
        id,
        name: 'Бухгалтерия 1С',
        prefix,
        role: 'accountant',
        createdBy: 'olga',
        createdAt: expect.any(String),
        expiresAt: null,
        lastUsedAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(token);

    expect((await kit.callAs(owner, 'DELETE', `/api/admin/api-tokens/${id}`)).status).toBe(204);
    expect(await gatewayView.resolve(token)).toBeUndefined();
    expect((await kit.callAs(owner, 'GET', '/api/admin/api-tokens')).body).toEqual([]);
    const again = await kit.callAs(owner, 'DELETE', `/api/admin/api-tokens/${id}`);
    expect(again.status).toBe(404);
    expect(messageOf(again)).toBe(`API-токен №${id} не найден`);

    const entries = (await kit.auditEntries()).filter((entry) => entry.entity === 'api-token');
    expect(entries.map((entry) => [entry.action, entry.username, entry.summary])).toEqual([
      ['create', 'olga', 'Бухгалтерия 1С'],
      ['delete', 'olga', 'Бухгалтерия 1С'],
    ]);
    expect(JSON.stringify(entries)).not.toContain(token);
  });

  it('gives a token an expiry the gateway keeps to, and refuses one in the past (400, field named)', async () => {
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const created = await kit.callAs(owner, 'POST', '/api/admin/api-tokens', {
      name: 'tracking',
      role: 'viewer',
      expiresAt,
    });
    expect(created.status).toBe(201);
    const token = (created.body as { token: string }).token;
    expect((await gatewayView.resolve(token))?.expiresAt).toBe(Date.parse(expiresAt));
    expect(await gatewayView.resolve(token, Date.parse(expiresAt))).toBeUndefined();

    const past = await kit.callAs(owner, 'POST', '/api/admin/api-tokens', {
      name: 'late',
      role: 'viewer',
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(past.status).toBe(400);
    expect(Object.keys(past.body.fieldErrors)).toEqual(['expiresAt']);
    const badRole = await kit.callAs(owner, 'POST', '/api/admin/api-tokens', {
      name: 'x',
      role: 'god',
    });
    expect(Object.keys(badRole.body.fieldErrors)).toEqual(['role']);
  });

  it("refuses a role above the creator's (400 on the role, in the caller's language), writing nothing", async () => {
    const manager = await kit.addStaffMember(owner, 'farhod', 'manager');
    const count = async () =>
      (await kit.service.query('SELECT id FROM identity.api_tokens')).length;
    const before = await count();
    const raised = await kit.callAs(
      manager,
      'POST',
      '/api/admin/api-tokens',
      { name: 'mine', role: 'owner' },
      { 'accept-language': 'en' },
    );
    expect(raised.status).toBe(400);
    expect(raised.body.fieldErrors).toEqual({
      role: ['A token’s role cannot be above your own (owner)'],
    });
    expect(await count()).toBe(before);
  });

  it('rebuilds the gateway’s cache from the table at start: live tokens in, revoked ones out', async () => {
    const kept = await kit.callAs(owner, 'POST', '/api/admin/api-tokens', {
      name: 'kept',
      role: 'viewer',
    });
    const revoked = await kit.callAs(owner, 'POST', '/api/admin/api-tokens', {
      name: 'revoked',
      role: 'viewer',
    });
    const keptToken = (kept.body as { token: string }).token;
    const revokedToken = (revoked.body as { token: string }).token;
    await kit.callAs(
      owner,
      'DELETE',
      `/api/admin/api-tokens/${(revoked.body as { id: number }).id}`,
    );
    // Redis lost what it held, and kept a revoked token by mistake:
    const keys = await redis.keys(`${kit.service.config.REDIS_KEY_PREFIX}api-token:*`);
    await redis.del(...keys);
    await gatewayView.put(apiTokenDigestOf(revokedToken), {
      tokenId: 0,
      name: 'revoked',
      role: 'viewer',
      expiresAt: null,
    });
    await kit.service.app.get(ApiTokens).rebuildCache();
    expect((await gatewayView.resolve(keptToken))?.name).toBe('kept');
    expect(await gatewayView.resolve(revokedToken)).toBeUndefined();
  });

  it('puts the tokens back in Redis when it comes back without its data, without a restart', async () => {
    const created = await kit.callAs(owner, 'POST', '/api/admin/api-tokens', {
      name: 'after a Redis restart',
      role: 'viewer',
    });
    const { token } = created.body as { token: string };
    // Redis restarted without its data, as identity meets it: the keys are gone, its connection drops.
    const keys = await redis.keys(`${kit.service.config.REDIS_KEY_PREFIX}api-token:*`);
    await redis.del(...keys);
    expect(await gatewayView.resolve(token)).toBeUndefined();
    const connections = String(await redis.client('LIST'))
      .split('\n')
      .filter((line) =>
        line.includes(`name=identity-staff-sessions:${kit.service.config.REDIS_KEY_PREFIX} `),
      );
    expect(connections).toHaveLength(1);
    await redis.client('KILL', 'ID', /\bid=(\d+)/.exec(connections[0]!)![1]!);
    for (;;) {
      if ((await gatewayView.resolve(token))?.name === 'after a Redis restart') break;
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
});

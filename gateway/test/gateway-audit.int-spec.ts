import type { GatewayAuditEntries } from '@silkway/contracts';
import pg from 'pg';
import {
  TEST_ADMIN,
  signIn,
  startGatewayUnderTest,
  type GatewayUnderTest,
} from './testing/gateway-under-test.js';
import { callAs } from './testing/staff-members.js';

/**
 * The gateway's own audit entries (docs/audit-log.md): each kept in the identity schema, then sent
 * to the log before the answer, and again later when the log could not take it.
 */
describe('audit entries of the gateway', () => {
  let under: GatewayUnderTest;
  let owner: string;
  /** Every entry the log was sent, with the id it was kept under, as often as it was sent. */
  const sent = () =>
    under.services.notifications.calls
      .filter((call) => call.method === 'POST' && call.url === '/internal/audit-entries')
      .flatMap((call) => (JSON.parse(call.body) as GatewayAuditEntries).entries);
  const entries = () => sent().map((kept) => kept.entry);
  const newEntries = async (act: () => Promise<unknown>) => {
    const before = entries().length;
    await act();
    return entries().slice(before);
  };

  const waiting = async (): Promise<string[]> => {
    const identity = new pg.Client({ connectionString: under.config.DATABASE_URL });
    await identity.connect();
    try {
      const { rows } = await identity.query<{ id: string }>(
        'SELECT id FROM identity.audit_outbox ORDER BY at',
      );
      return rows.map((row) => row.id);
    } finally {
      await identity.end();
    }
  };

  beforeAll(async () => {
    under = await startGatewayUnderTest({
      LOGIN_FAILURES_PER_USERNAME: '50',
      AUDIT_RESEND_MS: '200',
    });
  });
  afterAll(() => under.stop());

  it('writes a sign-in, and a refused sign-in under the name that was tried, with the address', async () => {
    const [signedIn] = await newEntries(async () => (owner = await signIn(under.url)));
    expect(signedIn).toEqual({
      username: TEST_ADMIN.username,
      action: 'sign-in',
      entity: 'user',
      entityId: TEST_ADMIN.username,
      summary: TEST_ADMIN.username,
      changes: [],
      ip: '127.0.0.1',
      via: 'api',
    });
    const refused = await newEntries(() =>
      fetch(`${under.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'mallory', password: 'not the password' }),
      }),
    );
    expect(refused).toEqual([
      expect.objectContaining({
        username: 'mallory',
        action: 'sign-in-failed',
        entityId: 'mallory',
      }),
    ]);
    expect(under.services.notifications.calls.at(-1)?.headers['x-internal-token']).toBe(
      under.config.INTERNAL_TOKEN,
    );
  });

  it('writes a colleague added (no password) and a role changed, before and after, by the owner', async () => {
    const added = await newEntries(() =>
      callAs(under.url, owner, 'POST', '/api/admin/users', {
        username: 'dilnoza',
        fullName: 'Дилноза Рахимова',
        email: 'dilnoza@example.com',
        role: 'warehouse',
        password: 'warehouse-password-1',
      }),
    );
    expect(added).toEqual([
      expect.objectContaining({
        username: TEST_ADMIN.username,
        action: 'create',
        entityId: 'dilnoza',
      }),
    ]);
    expect(added[0]?.changes.map((change) => change.field)).toEqual([
      'username',
      'fullName',
      'email',
      'role',
    ]);
    const changed = await newEntries(() =>
      callAs(under.url, owner, 'PATCH', '/api/admin/users/dilnoza', { role: 'manager' }),
    );
    expect(changed).toEqual([
      expect.objectContaining({
        username: TEST_ADMIN.username,
        action: 'update',
        entityId: 'dilnoza',
        changes: [{ field: 'role', from: 'warehouse', to: 'manager' }],
      }),
    ]);
  });

  it('writes nothing for a refused change, and a sign-out for a sign-out', async () => {
    expect(
      await newEntries(() =>
        callAs(under.url, owner, 'PATCH', '/api/admin/users/nobody', { role: 'manager' }),
      ),
    ).toEqual([]);
    const signedOut = await newEntries(() => callAs(under.url, owner, 'POST', '/api/admin/logout'));
    expect(signedOut).toEqual([
      expect.objectContaining({ username: TEST_ADMIN.username, action: 'sign-out' }),
    ]);
  });

  it('keeps the entries the log could not take and sends each again until it has them', async () => {
    const notifications = under.services.notifications;
    owner = await signIn(under.url);
    await callAs(under.url, owner, 'POST', '/api/admin/users', {
      username: 'rustam',
      fullName: 'Рустам Саидов',
      role: 'viewer',
      password: 'viewer-password-1',
    });
    notifications.answerWith((call) =>
      call.url === '/internal/audit-entries' ? { status: 503, body: {} } : undefined,
    );
    const refusedBefore = sent().length;
    let changed: Response;
    try {
      changed = await callAs(under.url, owner, 'PATCH', '/api/admin/users/rustam', {
        fullName: 'Рустам Назаров',
      });
      expect(changed.status).toBe(200);
      // The change stands; its entry waits in the identity schema, and is sent again meanwhile.
      const [keptId] = await waiting();
      expect(keptId).toBeDefined();
      await waitUntil(() => sent().length >= refusedBefore + 2, 'the entry is sent again');
      notifications.answerWith(undefined);
      await waitUntil(async () => (await waiting()).length === 0, 'the log takes the entry');
      const tries = sent().slice(refusedBefore);
      expect(new Set(tries.map((kept) => kept.id))).toEqual(new Set([keptId]));
      expect(tries.at(-1)?.entry).toEqual(
        expect.objectContaining({
          username: TEST_ADMIN.username,
          action: 'update',
          entityId: 'rustam',
          changes: [{ field: 'fullName', from: 'Рустам Саидов', to: 'Рустам Назаров' }],
        }),
      );
    } finally {
      notifications.answerWith(undefined);
    }
  });
});

/** Resolves once `check` holds, looking every 50 ms for up to 20 s. */
async function waitUntil(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

import type { AuditRecordedPayload } from '@silkway/contracts';
import {
  TEST_ADMIN,
  signIn,
  startGatewayUnderTest,
  type GatewayUnderTest,
} from './testing/gateway-under-test.js';
import { callAs } from './testing/staff-members.js';

/** The gateway's own audit entries (docs/audit-log.md): each posted to the log before the answer. */
describe('audit entries of the gateway', () => {
  let under: GatewayUnderTest;
  let owner: string;
  const entries = () =>
    under.services.notifications.calls
      .filter((call) => call.method === 'POST' && call.url === '/internal/audit-entries')
      .map((call) => JSON.parse(call.body) as AuditRecordedPayload);
  const newEntries = async (act: () => Promise<unknown>) => {
    const before = entries().length;
    await act();
    return entries().slice(before);
  };

  beforeAll(async () => {
    under = await startGatewayUnderTest({ LOGIN_FAILURES_PER_USERNAME: '50' });
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
});

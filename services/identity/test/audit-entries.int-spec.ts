import { AdminUsersRepository } from '../src/staff-users/staff-users.repository.js';
import {
  OWNER,
  STAFF_PASSWORD,
  startIdentityTestKit,
  type IdentityTestKit,
  type SignedIn,
} from './testing/identity-test-kit.js';

describe('audit entries of identity: each written with its change, in the same transaction', () => {
  let kit: IdentityTestKit;
  let owner: SignedIn;
  beforeAll(async () => {
    kit = await startIdentityTestKit();
    owner = await kit.signIn();
  });
  afterAll(() => kit.close());

  const newEntries = async (action: () => Promise<unknown>) => {
    const before = (await kit.auditEntries()).length;
    await action();
    return (await kit.auditEntries()).slice(before);
  };

  it('writes a sign-in, and a refused sign-in under the name that was tried, with the address', async () => {
    const entries = await newEntries(async () => {
      await kit.signIn();
      await kit.login({ username: 'nobody', password: 'wrong password' }, { 'x-admin-via': 'ui' });
    });
    expect(entries).toEqual([
      expect.objectContaining({
        username: OWNER.username,
        action: 'sign-in',
        entity: 'user',
        entityId: OWNER.username,
        ip: '203.0.113.7',
      }),
      expect.objectContaining({
        username: 'nobody',
        action: 'sign-in-failed',
        entityId: 'nobody',
        via: 'ui',
      }),
    ]);
  });

  it('writes a colleague added (no password) and a role changed, before and after, by the owner', async () => {
    const entries = await newEntries(async () => {
      await kit.addStaffMember(owner, 'audited', 'viewer');
      await kit.callAs(owner, 'PATCH', '/api/admin/users/audited', { role: 'manager' });
    });
    const [created, , changed] = entries;
    expect(created).toMatchObject({
      username: OWNER.username,
      action: 'create',
      summary: 'audited',
    });
    expect(JSON.stringify(created)).not.toContain(STAFF_PASSWORD);
    expect(changed).toMatchObject({
      username: OWNER.username,
      action: 'update',
      changes: [{ field: 'role', from: 'viewer', to: 'manager' }],
    });
  });

  it('writes nothing for a refused change, and a sign-out for a sign-out', async () => {
    const refused = await newEntries(() =>
      kit.callAs(owner, 'PATCH', `/api/admin/users/${OWNER.username}`, { role: 'viewer' }),
    );
    expect(refused).toEqual([]);
    const session = await kit.signIn();
    const signedOut = await newEntries(() => kit.callAs(session, 'POST', '/api/admin/logout'));
    expect(signedOut).toEqual([
      expect.objectContaining({ username: OWNER.username, action: 'sign-out' }),
    ]);
    expect(await kit.sessionOf(session)).toBeUndefined();
  });

  it('leaves neither the change nor its entry when the entry cannot be written', async () => {
    // The outbox refuses every row: the change's transaction fails as a whole.
    await kit.service.query(
      `ALTER TABLE identity.outbox ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`,
    );
    try {
      const answer = await kit.callAs(owner, 'POST', '/api/admin/users', {
        username: 'never-kept',
        fullName: 'Never Kept',
        role: 'viewer',
        password: STAFF_PASSWORD,
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
    } finally {
      await kit.service.query(`ALTER TABLE identity.outbox DROP CONSTRAINT refuse_all`);
    }
    expect(
      await kit.service.app.get(AdminUsersRepository).findByUsername('never-kept'),
    ).toBeUndefined();
  });
});

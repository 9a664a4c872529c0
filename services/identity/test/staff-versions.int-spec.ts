import { ifMatch } from '@silkway/contracts';
import {
  STAFF_PASSWORD,
  messageOf,
  startIdentityTestKit,
  type IdentityTestKit,
  type SignedIn,
} from './testing/identity-test-kit.js';

interface StaffRow {
  id: number;
  full_name: string;
  password_hash: string;
  version: number;
}

/** docs/product-decisions.md "No silent overwrite", for the accounts of staff (issue 33 §2). */
describe('staff account versions (identity)', () => {
  let kit: IdentityTestKit;
  let owner: SignedIn;
  const rowOf = async (username: string) =>
    (
      (await kit.service.query(
        'SELECT id, full_name, password_hash, version FROM identity.admin_users WHERE username = $1',
        [username],
      )) as StaffRow[]
    )[0]!;

  beforeAll(async () => {
    kit = await startIdentityTestKit();
    owner = await kit.signIn();
  });
  afterAll(() => kit.close());

  it('grows the version on changes of the account, not on signing in', async () => {
    await kit.addStaffMember(owner, 'rustam', 'manager');
    const listed = (await kit.callAs(owner, 'GET', '/api/admin/users')).body as {
      username: string;
      id: number;
      version: number;
    }[];
    const rustam = listed.find((user) => user.username === 'rustam')!;
    expect(rustam).toMatchObject({ id: (await rowOf('rustam')).id, version: 1 });

    await kit.signIn('rustam', STAFF_PASSWORD);
    expect((await rowOf('rustam')).version).toBe(1);

    const renamed = await kit.callAs(
      owner,
      'PATCH',
      '/api/admin/users/rustam',
      { fullName: 'Рустам Н.' },
      ifMatch('user', rustam.id, 1),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ fullName: 'Рустам Н.', version: 2 });
    const password = await kit.callAs(
      owner,
      'POST',
      '/api/admin/users/rustam/password',
      { password: 'another long password' },
      ifMatch('user', rustam.id, 2),
    );
    expect(password.status).toBe(200);
    expect((await rowOf('rustam')).version).toBe(3);
  });

  it('refuses each write of a stale version with 412, the account as it is now and who changed it, writing nothing', async () => {
    await kit.addStaffMember(owner, 'zarina', 'warehouse');
    const { id } = await rowOf('zarina');
    await kit.callAs(owner, 'PATCH', '/api/admin/users/zarina', { fullName: 'Зарина К.' });
    const before = await rowOf('zarina');
    expect(before.version).toBe(2);
    const entriesBefore = (await kit.auditEntries()).length;
    const stale = ifMatch('user', id, 1);

    const writes = [
      kit.callAs(owner, 'PATCH', '/api/admin/users/zarina', { fullName: 'Старое имя' }, stale),
      kit.callAs(
        owner,
        'POST',
        '/api/admin/users/zarina/password',
        { password: 'overwritten password' },
        stale,
      ),
      kit.callAs(owner, 'DELETE', '/api/admin/users/zarina/2fa', undefined, stale),
    ];
    for (const refused of await Promise.all(writes)) {
      expect(refused.status).toBe(412);
      expect(refused.body.current).toMatchObject({
        username: 'zarina',
        fullName: 'Зарина К.',
        version: 2,
        lastChange: { username: owner.username },
      });
    }
    expect(await rowOf('zarina')).toEqual(before);
    expect(await kit.auditEntries()).toHaveLength(entriesBefore);
    expect(await kit.sessionOf(await kit.signIn('zarina', STAFF_PASSWORD))).toBeDefined();
  });

  it('answers a malformed If-Match 400 in the caller’s language, writing nothing', async () => {
    await kit.addStaffMember(owner, 'bahrom', 'viewer');
    const before = await rowOf('bahrom');
    const malformed = await kit.callAs(
      owner,
      'PATCH',
      '/api/admin/users/bahrom',
      { fullName: 'Никто' },
      { 'if-match': 'bahrom-v1', 'accept-language': 'en' },
    );
    expect(malformed.status).toBe(400);
    expect(messageOf(malformed)).toMatch(/If-Match/);
    expect(await rowOf('bahrom')).toEqual(before);
  });
});

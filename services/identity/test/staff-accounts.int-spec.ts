import {
  OWNER,
  STAFF_PASSWORD,
  messageOf,
  startIdentityTestKit,
  type IdentityTestKit,
  type SignedIn,
} from './testing/identity-test-kit.js';

const NEW_COLLEAGUE = {
  username: 'dilnoza',
  fullName: 'Дилноза Рахимова',
  email: 'dilnoza@example.com',
  role: 'warehouse',
  password: 'warehouse-password-1',
};

describe('staff accounts and roles (identity)', () => {
  let kit: IdentityTestKit;
  let owner: SignedIn;
  const rolesOf = async (role: string) =>
    kit.service.query<{ username: string }>(
      'SELECT username FROM identity.admin_users WHERE role = $1 ORDER BY username',
      [role],
    );
  const countUsers = async () =>
    Number(
      (
        await kit.service.query<{ count: string }>(
          'SELECT count(*) AS count FROM identity.admin_users',
        )
      )[0]?.count,
    );

  beforeAll(async () => {
    kit = await startIdentityTestKit();
    owner = await kit.signIn();
  });
  afterAll(() => kit.close());

  it('lists the five roles with their permissions', async () => {
    const { body: roles } = await kit.callAs(owner, 'GET', '/api/admin/roles');
    expect(roles.map((role: { role: string }) => role.role)).toEqual([
      'owner',
      'manager',
      'warehouse',
      'accountant',
      'viewer',
    ]);
    expect(roles[2]).toMatchObject({ title: 'Склад' });
    expect(roles[2]?.permissions).not.toContain('counterparties.read');
  });

  it('adds a colleague (201), lists them, refuses the taken username (409) in the caller’s language', async () => {
    const created = await kit.callAs(owner, 'POST', '/api/admin/users', NEW_COLLEAGUE);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      username: 'dilnoza',
      role: 'warehouse',
      disabled: false,
      twoFactor: false,
      lastSignInAt: null,
    });
    const again = await kit.callAs(owner, 'POST', '/api/admin/users', NEW_COLLEAGUE);
    expect(again.status).toBe(409);
    expect(again.body.fieldErrors).toEqual({ username: ['Логин «dilnoza» уже занят'] });
    const inEnglish = await kit.callAs(owner, 'POST', '/api/admin/users', NEW_COLLEAGUE, {
      'accept-language': 'en',
    });
    expect(messageOf(inEnglish)).toBe('The username “dilnoza” is already taken');

    const signedIn = await kit.signIn('dilnoza', NEW_COLLEAGUE.password);
    expect((await kit.sessionOf(signedIn))?.user).toMatchObject({
      username: 'dilnoza',
      email: 'dilnoza@example.com',
      role: 'warehouse',
      twoFactor: false,
    });
    const { body: list } = await kit.callAs(owner, 'GET', '/api/admin/users');
    expect(list.map((user: { username: string }) => user.username)).toEqual([
      'dilnoza',
      OWNER.username,
    ]);
    expect(list[0]?.lastSignInAt).not.toBeNull();
  });

  it.each([
    ['role', { role: 'janitor' }],
    ['password', { password: 'short' }],
    ['email', { email: 'not-an-address' }],
    ['username', { username: 'has spaces' }],
  ])('refuses a bad %s with 400 naming the field, writing nothing', async (field, change) => {
    const before = await countUsers();
    const answer = await kit.callAs(owner, 'POST', '/api/admin/users', {
      ...NEW_COLLEAGUE,
      username: 'someone-new',
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fieldErrors ?? {})).toEqual([field]);
    expect(await countUsers()).toBe(before);
  });

  it('answers 404 for an unknown user', async () => {
    const patched = await kit.callAs(owner, 'PATCH', '/api/admin/users/ghost', { fullName: 'X' });
    expect(patched.status).toBe(404);
    expect(messageOf(patched)).toBe('Сотрудник «ghost» не найден');
    const reset = await kit.callAs(owner, 'POST', '/api/admin/users/ghost/password', {
      password: STAFF_PASSWORD,
    });
    expect(reset.status).toBe(404);
    expect((await kit.callAs(owner, 'DELETE', '/api/admin/users/ghost/2fa')).status).toBe(404);
  });

  it('writes a role change into the live sessions at once', async () => {
    const farrukh = await kit.addStaffMember(owner, 'farrukh', 'manager');
    const changed = await kit.callAs(owner, 'PATCH', '/api/admin/users/farrukh', {
      role: 'warehouse',
    });
    expect(changed.body).toMatchObject({ role: 'warehouse' });
    expect((await kit.sessionOf(farrukh))?.user.role).toBe('warehouse');
  });

  it('disabling ends the sessions at once; a disabled user is refused like a wrong password', async () => {
    const zarina = await kit.addStaffMember(owner, 'zarina', 'viewer');
    const disabled = await kit.callAs(owner, 'PATCH', '/api/admin/users/zarina', {
      disabled: true,
    });
    expect(disabled.body).toMatchObject({ disabled: true });
    expect(await kit.sessionOf(zarina)).toBeUndefined();
    const { body: refused } = await kit.login({ username: 'zarina', password: STAFF_PASSWORD });
    expect(refused).toEqual({
      signedIn: false,
      otpRequired: false,
      message: 'Неверные учетные данные',
    });
    await kit.callAs(owner, 'PATCH', '/api/admin/users/zarina', { disabled: false });
    expect(await kit.sessionOf(await kit.signIn('zarina', STAFF_PASSWORD))).toBeDefined();
  });

  it('keeps the last active owner: neither demoted nor disabled (409); with a second owner, either may step down', async () => {
    for (const change of [{ role: 'manager' }, { disabled: true }]) {
      const refused = await kit.callAs(
        owner,
        'PATCH',
        `/api/admin/users/${OWNER.username}`,
        change,
      );
      expect(refused.status).toBe(409);
      expect(messageOf(refused)).toMatch(/последний активный владелец/);
    }
    expect((await kit.sessionOf(owner))?.user.role).toBe('owner');

    const second = await kit.addStaffMember(owner, 'second-owner', 'owner');
    const stepDown = await kit.callAs(second, 'PATCH', '/api/admin/users/second-owner', {
      role: 'manager',
    });
    expect(stepDown.status).toBe(200);
    // Now a manager: raising their own role back is not theirs to do.
    const raise = await kit.callAs(
      { ...second, role: 'manager' },
      'PATCH',
      '/api/admin/users/second-owner',
      { role: 'owner' },
    );
    expect(raise.status).toBe(403);
    expect((await kit.sessionOf(second))?.user.role).toBe('manager');
  });

  it('two owners demoting each other at once leave one owner', async () => {
    const first = await kit.addStaffMember(owner, 'race-a', 'owner');
    const second = await kit.addStaffMember(owner, 'race-b', 'owner');
    // Three owners (olga, race-a, race-b): olga steps down first, then a and b demote each other.
    expect(
      (
        await kit.callAs(owner, 'PATCH', `/api/admin/users/${OWNER.username}`, {
          role: 'manager',
        })
      ).status,
    ).toBe(200);
    const statuses = await Promise.all([
      kit.callAs(first, 'PATCH', '/api/admin/users/race-b', { role: 'viewer' }),
      kit.callAs(second, 'PATCH', '/api/admin/users/race-a', { role: 'viewer' }),
    ]).then((answers) => answers.map((answer) => answer.status).sort());
    expect(statuses).toEqual([200, 409]);
    const owners = await rolesOf('owner');
    expect(owners).toHaveLength(1);
    // Olga back as the owner for the tests below.
    const remaining = owners[0]?.username === 'race-a' ? first : second;
    await kit.callAs(remaining, 'PATCH', `/api/admin/users/${OWNER.username}`, { role: 'owner' });
    owner = await kit.signIn();
  });

  it("resets a colleague's password: their sessions end, the new password signs in", async () => {
    const kamol = await kit.addStaffMember(owner, 'kamol', 'viewer');
    const reset = await kit.callAs(owner, 'POST', '/api/admin/users/kamol/password', {
      password: 'brand new password',
    });
    expect(reset.body).toEqual({ endedSessions: 1 });
    expect(await kit.sessionOf(kamol)).toBeUndefined();
    await kit.signIn('kamol', 'brand new password');
    const short = await kit.callAs(owner, 'POST', '/api/admin/users/kamol/password', {
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors).toHaveProperty('password');
  });

  it("changes one's own password with the current one, ending the other sessions but this one", async () => {
    const here = await kit.addStaffMember(owner, 'nodira', 'viewer');
    const elsewhere = await kit.signIn('nodira', STAFF_PASSWORD);
    const wrong = await kit.callAs(here, 'POST', '/api/admin/me/password', {
      currentPassword: 'not my password',
      newPassword: 'another long password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toHaveProperty('currentPassword');
    const changed = await kit.callAs(here, 'POST', '/api/admin/me/password', {
      currentPassword: STAFF_PASSWORD,
      newPassword: 'another long password',
    });
    expect(changed.body).toEqual({ endedSessions: 1 });
    expect(await kit.sessionOf(here)).toBeDefined();
    expect(await kit.sessionOf(elsewhere)).toBeUndefined();
  });

  it("lists one's own sessions, the current one marked, and ends another", async () => {
    const here = await kit.addStaffMember(owner, 'umed', 'viewer');
    const elsewhere = await kit.signIn('umed', STAFF_PASSWORD);
    const { body: listed } = await kit.callAs(here, 'GET', '/api/admin/me/sessions');
    expect(listed).toHaveLength(2);
    expect(listed.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    expect(listed[0]).toMatchObject({ ip: '203.0.113.7', userAgent: 'jest' });
    const other = listed.find((session: { current: boolean }) => !session.current);
    // Another person cannot end it.
    expect((await kit.callAs(owner, 'DELETE', `/api/admin/me/sessions/${other.id}`)).status).toBe(
      404,
    );
    expect((await kit.callAs(here, 'DELETE', `/api/admin/me/sessions/${other.id}`)).status).toBe(
      204,
    );
    expect(await kit.sessionOf(elsewhere)).toBeUndefined();
    expect(await kit.sessionOf(here)).toBeDefined();
  });
});

import pg from 'pg';
import {
  TEST_ADMIN,
  errorOf,
  signIn,
  startGatewayUnderTest,
  type GatewayUnderTest,
} from './testing/gateway-under-test.js';
import {
  STAFF_PASSWORD,
  addStaffMember,
  callAs,
  signInStaffMember,
} from './testing/staff-members.js';
import { foundCounterparty } from './testing/search-answers.js';

const NEW_COLLEAGUE = {
  username: 'dilnoza',
  fullName: 'Дилноза Рахимова',
  email: 'dilnoza@example.com',
  role: 'warehouse',
  password: 'warehouse-password-1',
};

describe('staff accounts and roles', () => {
  let under: GatewayUnderTest;
  let owner: string;
  const countUsers = async () => {
    const client = new pg.Client({ connectionString: under.config.DATABASE_URL });
    await client.connect();
    const result = await client.query<{ count: string }>(
      'SELECT count(*) FROM identity.admin_users',
    );
    await client.end();
    return Number(result.rows[0]?.count);
  };
  const me = async (cookie: string) =>
    (await callAs(under.url, cookie, 'GET', '/api/admin/me')) as Response;

  beforeAll(async () => {
    under = await startGatewayUnderTest({ LOGIN_FAILURES_PER_USERNAME: '50' });
    owner = await signIn(under.url);
  });
  afterAll(() => under.stop());

  it('lists the five roles with their permissions', async () => {
    const response = await callAs(under.url, owner, 'GET', '/api/admin/roles');
    const roles = (await response.json()) as {
      role: string;
      title: string;
      permissions: string[];
    }[];
    expect(roles.map((role) => role.role)).toEqual([
      'owner',
      'manager',
      'warehouse',
      'accountant',
      'viewer',
    ]);
    expect(roles[2]).toMatchObject({ title: 'Склад' });
    expect(roles[2]?.permissions).not.toContain('counterparties.read');
  });

  it('adds a colleague (201), lists them, refuses the taken username (409)', async () => {
    const created = await callAs(under.url, owner, 'POST', '/api/admin/users', NEW_COLLEAGUE);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      username: 'dilnoza',
      role: 'warehouse',
      disabled: false,
      twoFactor: false,
      lastSignInAt: null,
    });
    const again = await callAs(under.url, owner, 'POST', '/api/admin/users', NEW_COLLEAGUE);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).fieldErrors).toHaveProperty('username');

    const cookie = await signIn(under.url, { ...NEW_COLLEAGUE });
    expect(await (await me(cookie)).json()).toMatchObject({
      user: {
        username: 'dilnoza',
        email: 'dilnoza@example.com',
        role: 'warehouse',
        twoFactor: false,
      },
    });
    const list = (await (await callAs(under.url, owner, 'GET', '/api/admin/users')).json()) as {
      username: string;
      lastSignInAt: string | null;
    }[];
    expect(list.map((user) => user.username)).toEqual(['dilnoza', TEST_ADMIN.username]);
    expect(list[0]?.lastSignInAt).not.toBeNull();
  });

  it.each([
    ['role', { role: 'janitor' }],
    ['password', { password: 'short' }],
    ['email', { email: 'not-an-address' }],
    ['username', { username: 'has spaces' }],
  ])('refuses a bad %s with 400 naming the field, writing nothing', async (field, change) => {
    const before = await countUsers();
    const response = await callAs(under.url, owner, 'POST', '/api/admin/users', {
      ...NEW_COLLEAGUE,
      username: 'someone-new',
      ...change,
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await errorOf(response)).fieldErrors ?? {})).toEqual([field]);
    expect(await countUsers()).toBe(before);
  });

  it('answers 404 for an unknown user', async () => {
    expect(
      (await callAs(under.url, owner, 'PATCH', '/api/admin/users/ghost', { fullName: 'X' })).status,
    ).toBe(404);
    expect(
      (
        await callAs(under.url, owner, 'POST', '/api/admin/users/ghost/password', {
          password: STAFF_PASSWORD,
        })
      ).status,
    ).toBe(404);
    expect((await callAs(under.url, owner, 'DELETE', '/api/admin/users/ghost/2fa')).status).toBe(
      404,
    );
  });

  it('applies a role change to the live session at once: 403 with a Russian message', async () => {
    const cookie = await addStaffMember(under.url, owner, 'farrukh', 'manager');
    expect((await callAs(under.url, cookie, 'GET', '/api/admin/counterparties')).status).toBe(200);
    const changed = await callAs(under.url, owner, 'PATCH', '/api/admin/users/farrukh', {
      role: 'warehouse',
    });
    expect(await changed.json()).toMatchObject({ role: 'warehouse' });
    const refused = await callAs(under.url, cookie, 'GET', '/api/admin/counterparties');
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe('Недостаточно прав для этого действия');
    expect(await (await me(cookie)).json()).toMatchObject({ user: { role: 'warehouse' } });
    // Not even the merged search shows counterparties to the warehouse.
    under.services.orders.answerWith((call) =>
      call.url.startsWith('/internal/search')
        ? { status: 200, body: { orders: [], items: [], counterparties: [foundCounterparty(1)] } }
        : undefined,
    );
    under.services.inventory.answerWith((call) =>
      call.url.startsWith('/internal/search')
        ? { status: 200, body: { inventory: [] } }
        : undefined,
    );
    try {
      const found = await callAs(under.url, cookie, 'GET', '/api/admin/search?q=abc');
      expect(await found.json()).toMatchObject({ counterparties: [] });
      const foundByOwner = await callAs(under.url, owner, 'GET', '/api/admin/search?q=abc');
      expect(await foundByOwner.json()).toMatchObject({ counterparties: [foundCounterparty(1)] });
    } finally {
      under.services.orders.answerWith(undefined);
      under.services.inventory.answerWith(undefined);
    }
  });

  it('tells the services the role (x-admin-role) of the caller', async () => {
    const cookie = await addStaffMember(under.url, owner, 'bahrom', 'accountant');
    await callAs(under.url, cookie, 'GET', '/api/admin/orders');
    expect(under.services.orders.calls.at(-1)?.headers).toMatchObject({
      'x-admin-username': 'bahrom',
      'x-admin-role': 'accountant',
    });
  });

  it('disabling ends the sessions at once; a disabled user is refused like a wrong password', async () => {
    const cookie = await addStaffMember(under.url, owner, 'zarina', 'viewer');
    expect((await me(cookie)).status).toBe(200);
    const disabled = await callAs(under.url, owner, 'PATCH', '/api/admin/users/zarina', {
      disabled: true,
    });
    expect(await disabled.json()).toMatchObject({ disabled: true });
    expect((await me(cookie)).status).toBe(401);
    const login = await fetch(`${under.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'zarina', password: STAFF_PASSWORD }),
    });
    expect(login.status).toBe(401);
    expect((await errorOf(login)).message).toBe('Неверные учетные данные');
    await callAs(under.url, owner, 'PATCH', '/api/admin/users/zarina', { disabled: false });
    expect((await me(await signInStaffMember(under.url, 'zarina'))).status).toBe(200);
  });

  it('keeps the last active owner: neither demoted nor disabled (409); with a second owner, either may step down', async () => {
    for (const change of [{ role: 'manager' }, { disabled: true }]) {
      const refused = await callAs(
        under.url,
        owner,
        'PATCH',
        `/api/admin/users/${TEST_ADMIN.username}`,
        change,
      );
      expect(refused.status).toBe(409);
    }
    expect(await (await me(owner)).json()).toMatchObject({ user: { role: 'owner' } });

    const second = await addStaffMember(under.url, owner, 'second-owner', 'owner');
    const stepDown = await callAs(under.url, second, 'PATCH', '/api/admin/users/second-owner', {
      role: 'manager',
    });
    expect(stepDown.status).toBe(200);
    // Now a manager: raising their own role back is not theirs to do.
    const raise = await callAs(under.url, second, 'PATCH', '/api/admin/users/second-owner', {
      role: 'owner',
    });
    expect(raise.status).toBe(403);
    expect(await (await me(second)).json()).toMatchObject({ user: { role: 'manager' } });
  });

  it('two owners demoting each other at once leave one owner', async () => {
    const first = await addStaffMember(under.url, owner, 'race-a', 'owner');
    const second = await addStaffMember(under.url, owner, 'race-b', 'owner');
    // Three owners (olga, race-a, race-b): olga steps down first, then a and b demote each other.
    expect(
      (
        await callAs(under.url, owner, 'PATCH', `/api/admin/users/${TEST_ADMIN.username}`, {
          role: 'manager',
        })
      ).status,
    ).toBe(200);
    const statuses = await Promise.all([
      callAs(under.url, first, 'PATCH', '/api/admin/users/race-b', { role: 'viewer' }),
      callAs(under.url, second, 'PATCH', '/api/admin/users/race-a', { role: 'viewer' }),
    ]).then((responses) => responses.map((response) => response.status).sort());
    // The loser is refused as the last owner (409), or, demoted already, as no owner at all (403).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const client = new pg.Client({ connectionString: under.config.DATABASE_URL });
    await client.connect();
    const owners = await client.query(
      "SELECT username FROM identity.admin_users WHERE role = 'owner'",
    );
    await client.end();
    expect(owners.rowCount).toBe(1);
    // Put olga back as the owner for the tests below.
    const remaining = owners.rows[0] as { username: string };
    const remainingCookie = remaining.username === 'race-a' ? first : second;
    await callAs(under.url, remainingCookie, 'PATCH', `/api/admin/users/${TEST_ADMIN.username}`, {
      role: 'owner',
    });
    owner = await signIn(under.url);
  });

  it("resets a colleague's password: their sessions end, the new password signs in", async () => {
    const cookie = await addStaffMember(under.url, owner, 'kamol', 'viewer');
    const reset = await callAs(under.url, owner, 'POST', '/api/admin/users/kamol/password', {
      password: 'brand new password',
    });
    expect(await reset.json()).toEqual({ endedSessions: 1 });
    expect((await me(cookie)).status).toBe(401);
    await signIn(under.url, { username: 'kamol', password: 'brand new password', fullName: '' });
    const short = await callAs(under.url, owner, 'POST', '/api/admin/users/kamol/password', {
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect((await errorOf(short)).fieldErrors).toHaveProperty('password');
  });

  it("changes one's own password with the current one, ending the other sessions but this one", async () => {
    const here = await addStaffMember(under.url, owner, 'nodira', 'viewer');
    const elsewhere = await signInStaffMember(under.url, 'nodira');
    const wrong = await callAs(under.url, here, 'POST', '/api/admin/me/password', {
      currentPassword: 'not my password',
      newPassword: 'another long password',
    });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).fieldErrors).toHaveProperty('currentPassword');
    const changed = await callAs(under.url, here, 'POST', '/api/admin/me/password', {
      currentPassword: STAFF_PASSWORD,
      newPassword: 'another long password',
    });
    expect(await changed.json()).toEqual({ endedSessions: 1 });
    expect((await me(here)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
  });

  it("lists one's own sessions, the current one marked, and ends another", async () => {
    const here = await addStaffMember(under.url, owner, 'umed', 'viewer');
    const elsewhere = await signInStaffMember(under.url, 'umed');
    const listed = (await (
      await callAs(under.url, here, 'GET', '/api/admin/me/sessions')
    ).json()) as {
      id: string;
      current: boolean;
      ip: string;
    }[];
    expect(listed).toHaveLength(2);
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    expect(listed[0]?.ip).toBe('127.0.0.1');
    const other = listed.find((session) => !session.current)!;
    // Another person cannot end it.
    expect(
      (await callAs(under.url, owner, 'DELETE', `/api/admin/me/sessions/${other.id}`)).status,
    ).toBe(404);
    expect(
      (await callAs(under.url, here, 'DELETE', `/api/admin/me/sessions/${other.id}`)).status,
    ).toBe(204);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await me(here)).status).toBe(200);
  });

  it('keeps staff calls from everyone but the owner', async () => {
    const cookie = await addStaffMember(under.url, owner, 'manager-m', 'manager');
    expect((await callAs(under.url, cookie, 'GET', '/api/admin/users')).status).toBe(403);
    expect(
      (await callAs(under.url, cookie, 'POST', '/api/admin/users', NEW_COLLEAGUE)).status,
    ).toBe(403);
    expect((await callAs(under.url, cookie, 'GET', '/api/admin/roles')).status).toBe(200);
  });
});

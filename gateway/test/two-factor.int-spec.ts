import pg from 'pg';
import { Secret, TOTP } from 'otpauth';
import {
  errorOf,
  signIn,
  startGatewayUnderTest,
  type GatewayUnderTest,
} from './testing/gateway-under-test.js';
import { STAFF_PASSWORD, addStaffMember, callAs } from './testing/staff-members.js';

const login = (url: string, body: Record<string, string>) =>
  fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
const codeOf = (secret: string, stepsAhead = 0) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: Date.now() + stepsAhead * 30_000,
  });

interface Enrolled {
  cookie: string;
  secret: string;
  recoveryCodes: string[];
}

describe('two-factor sign-in', () => {
  let under: GatewayUnderTest;
  let owner: string;
  beforeAll(async () => {
    under = await startGatewayUnderTest({ LOGIN_FAILURES_PER_USERNAME: '6' });
    owner = await signIn(under.url);
  });
  afterAll(() => under.stop());

  const enrol = async (username: string): Promise<Enrolled> => {
    const cookie = await addStaffMember(under.url, owner, username, 'manager');
    const setup = await callAs(under.url, cookie, 'POST', '/api/admin/me/2fa/setup');
    const { secret } = (await setup.json()) as { secret: string };
    const enabled = await callAs(under.url, cookie, 'POST', '/api/admin/me/2fa/enable', {
      code: codeOf(secret),
    });
    const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
    return { cookie, secret, recoveryCodes };
  };

  it('sets up with a base32 secret, an otpauth URL and an SVG QR code, in force only once a code proves it', async () => {
    const cookie = await addStaffMember(under.url, owner, 'setup-user', 'viewer');
    const setup = await callAs(under.url, cookie, 'POST', '/api/admin/me/2fa/setup');
    const answer = (await setup.json()) as { secret: string; otpauthUrl: string; qr: string };
    expect(answer.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(answer.otpauthUrl).toMatch(
      /^otpauth:\/\/totp\/Silkway:setup-user\?.*secret=[A-Z2-7]+.*algorithm=SHA1.*digits=6.*period=30/,
    );
    expect(
      Buffer.from(answer.qr.replace('data:image/svg+xml;base64,', ''), 'base64').toString(),
    ).toMatch(/^<svg/);
    // Still off: the password alone signs in.
    expect(
      (await login(under.url, { username: 'setup-user', password: STAFF_PASSWORD })).status,
    ).toBe(200);

    const wrong = await callAs(under.url, cookie, 'POST', '/api/admin/me/2fa/enable', {
      code: '000000',
    });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).fieldErrors).toHaveProperty('code');
    const malformed = await callAs(under.url, cookie, 'POST', '/api/admin/me/2fa/enable', {
      code: '12',
    });
    expect(malformed.status).toBe(400);

    const enabled = await callAs(under.url, cookie, 'POST', '/api/admin/me/2fa/enable', {
      code: codeOf(answer.secret),
    });
    const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const me = await callAs(under.url, cookie, 'GET', '/api/admin/me');
    expect(await me.json()).toMatchObject({ user: { twoFactor: true } });
  });

  it('keeps the secret sealed and the recovery codes hashed in the database', async () => {
    const { secret, recoveryCodes } = await enrol('sealed-user');
    const client = new pg.Client({ connectionString: under.config.DATABASE_URL });
    await client.connect();
    const stored = await client.query(
      `SELECT u.totp_secret, array_agg(r.code_hash) AS hashes FROM identity.admin_users u
       JOIN identity.recovery_codes r ON r.user_id = u.id WHERE u.username = 'sealed-user' GROUP BY u.totp_secret`,
    );
    await client.end();
    const row = stored.rows[0] as { totp_secret: string; hashes: string[] };
    expect(row.totp_secret).not.toContain(secret);
    expect(row.hashes).toHaveLength(10);
    expect(row.hashes).not.toContain(recoveryCodes[0]);
  });

  it('asks for a code (401 otpRequired, no session), signs in with one, never twice with the same', async () => {
    const { secret } = await enrol('otp-user');
    const withoutCode = await login(under.url, { username: 'otp-user', password: STAFF_PASSWORD });
    expect(withoutCode.status).toBe(401);
    expect(await withoutCode.json()).toMatchObject({
      otpRequired: true,
      message: 'Введите код из приложения',
    });
    expect(withoutCode.headers.get('set-cookie')).toBeNull();

    // The enabling code's step is spent: the next step's code (accepted one step either side) signs in.
    const code = codeOf(secret, 1);
    const signedIn = await login(under.url, {
      username: 'otp-user',
      password: STAFF_PASSWORD,
      otp: code,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('set-cookie')).toMatch(/silkway_admin_session=/);
    const replayed = await login(under.url, {
      username: 'otp-user',
      password: STAFF_PASSWORD,
      otp: code,
    });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toMatchObject({
      otpRequired: true,
      message: 'Неверный или уже использованный код',
    });
  });

  it('takes each recovery code once', async () => {
    const { recoveryCodes } = await enrol('recovery-user');
    const [first = ''] = recoveryCodes;
    const typedLoosely = `${first.slice(0, 5).toLowerCase()}-${first.slice(5)}`;
    expect(
      (
        await login(under.url, {
          username: 'recovery-user',
          password: STAFF_PASSWORD,
          otp: typedLoosely,
        })
      ).status,
    ).toBe(200);
    expect(
      (await login(under.url, { username: 'recovery-user', password: STAFF_PASSWORD, otp: first }))
        .status,
    ).toBe(401);
  });

  it('counts wrong codes toward the sign-in limits (429)', async () => {
    const { secret } = await enrol('guessed-user');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1)
      statuses.push(
        (
          await login(under.url, {
            username: 'guessed-user',
            password: STAFF_PASSWORD,
            otp: '123456',
          })
        ).status,
      );
    expect(statuses.slice(0, 6).every((status) => status === 401)).toBe(true);
    expect(statuses[6]).toBe(429);
    // Even the right code waits now.
    const blocked = await login(under.url, {
      username: 'guessed-user',
      password: STAFF_PASSWORD,
      otp: codeOf(secret, 1),
    });
    expect(blocked.status).toBe(429);
  });

  it("turns off with a code; the owner resets a colleague's second factor", async () => {
    const { cookie, secret } = await enrol('disable-user');
    const wrong = await callAs(under.url, cookie, 'POST', '/api/admin/me/2fa/disable', {
      code: '000000',
    });
    expect(wrong.status).toBe(400);
    const off = await callAs(under.url, cookie, 'POST', '/api/admin/me/2fa/disable', {
      code: codeOf(secret, 1),
    });
    expect(await off.json()).toEqual({ twoFactor: false });
    expect(
      (await login(under.url, { username: 'disable-user', password: STAFF_PASSWORD })).status,
    ).toBe(200);

    await enrol('lost-phone-user');
    const manager = await addStaffMember(under.url, owner, 'not-an-owner', 'manager');
    expect(
      (await callAs(under.url, manager, 'DELETE', '/api/admin/users/lost-phone-user/2fa')).status,
    ).toBe(403);
    expect(
      (await callAs(under.url, owner, 'DELETE', '/api/admin/users/lost-phone-user/2fa')).status,
    ).toBe(204);
    const users = (await (await callAs(under.url, owner, 'GET', '/api/admin/users')).json()) as {
      username: string;
      twoFactor: boolean;
    }[];
    expect(users.find((user) => user.username === 'lost-phone-user')?.twoFactor).toBe(false);
    expect(
      (await login(under.url, { username: 'lost-phone-user', password: STAFF_PASSWORD })).status,
    ).toBe(200);
  });
});

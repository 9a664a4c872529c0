import { Secret, TOTP } from 'otpauth';
import {
  STAFF_PASSWORD,
  startIdentityTestKit,
  type IdentityTestKit,
  type SignedIn,
} from './testing/identity-test-kit.js';

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
  caller: SignedIn;
  secret: string;
  recoveryCodes: string[];
}

describe('two-factor sign-in', () => {
  let kit: IdentityTestKit;
  let owner: SignedIn;
  beforeAll(async () => {
    kit = await startIdentityTestKit();
    owner = await kit.signIn();
  });
  afterAll(() => kit.close());

  const login = (username: string, otp?: string) =>
    kit.login({ username, password: STAFF_PASSWORD, ...(otp === undefined ? {} : { otp }) });
  const enrol = async (username: string): Promise<Enrolled> => {
    const caller = await kit.addStaffMember(owner, username, 'manager');
    const { body: setup } = await kit.callAs(caller, 'POST', '/api/admin/me/2fa/setup');
    const { body: enabled } = await kit.callAs(caller, 'POST', '/api/admin/me/2fa/enable', {
      code: codeOf(setup.secret),
    });
    return { caller, secret: setup.secret, recoveryCodes: enabled.recoveryCodes };
  };

  it('sets up with a base32 secret, an otpauth URL and an SVG QR code, in force only once a code proves it', async () => {
    const caller = await kit.addStaffMember(owner, 'setup-user', 'viewer');
    const { body: answer } = await kit.callAs(caller, 'POST', '/api/admin/me/2fa/setup');
    expect(answer.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(answer.otpauthUrl).toMatch(
      /^otpauth:\/\/totp\/Silkway:setup-user\?.*secret=[A-Z2-7]+.*algorithm=SHA1.*digits=6.*period=30/,
    );
    expect(
      Buffer.from(answer.qr.replace('data:image/svg+xml;base64,', ''), 'base64').toString(),
    ).toMatch(/^<svg/);
    // Still off: the password alone signs in.
    expect((await login('setup-user')).body.signedIn).toBe(true);

    const wrong = await kit.callAs(caller, 'POST', '/api/admin/me/2fa/enable', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toHaveProperty('code');
    const malformed = await kit.callAs(caller, 'POST', '/api/admin/me/2fa/enable', { code: '12' });
    expect(malformed.status).toBe(400);

    const enabled = await kit.callAs(caller, 'POST', '/api/admin/me/2fa/enable', {
      code: codeOf(answer.secret),
    });
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    expect((await kit.sessionOf(caller))?.user.twoFactor).toBe(true);
  });

  it('keeps the secret sealed and the recovery codes hashed in the database', async () => {
    const { secret, recoveryCodes } = await enrol('sealed-user');
    const [row] = (await kit.service.query(
      `SELECT u.totp_secret, array_agg(r.code_hash) AS hashes FROM identity.admin_users u
       JOIN identity.recovery_codes r ON r.user_id = u.id WHERE u.username = 'sealed-user' GROUP BY u.totp_secret`,
    )) as { totp_secret: string; hashes: string[] }[];
    expect(row?.totp_secret).not.toContain(secret);
    expect(row?.hashes).toHaveLength(10);
    expect(row?.hashes).not.toContain(recoveryCodes[0]);
  });

  it('asks for a code (otpRequired, no session), signs in with one, never twice with the same', async () => {
    const { secret } = await enrol('otp-user');
    expect((await login('otp-user')).body).toEqual({
      signedIn: false,
      otpRequired: true,
      message: 'Введите код из приложения',
    });
    // The enabling code's step is spent: the next step's code (accepted one step either side) signs in.
    const code = codeOf(secret, 1);
    expect((await login('otp-user', code)).body.signedIn).toBe(true);
    expect((await login('otp-user', code)).body).toEqual({
      signedIn: false,
      otpRequired: true,
      message: 'Неверный или уже использованный код',
    });
  });

  it('takes each recovery code once, however it is typed', async () => {
    const { recoveryCodes } = await enrol('recovery-user');
    const [first = ''] = recoveryCodes;
    const typedLoosely = `${first.slice(0, 5).toLowerCase()}-${first.slice(5)}`;
    expect((await login('recovery-user', typedLoosely)).body.signedIn).toBe(true);
    expect((await login('recovery-user', first)).body.signedIn).toBe(false);
  });

  it("turns off with a code; the owner resets a colleague's second factor", async () => {
    const { caller, secret } = await enrol('disable-user');
    const wrong = await kit.callAs(caller, 'POST', '/api/admin/me/2fa/disable', {
      code: '000000',
    });
    expect(wrong.status).toBe(400);
    const off = await kit.callAs(caller, 'POST', '/api/admin/me/2fa/disable', {
      code: codeOf(secret, 1),
    });
    expect(off.body).toEqual({ twoFactor: false });
    expect((await kit.sessionOf(caller))?.user.twoFactor).toBe(false);
    expect((await login('disable-user')).body.signedIn).toBe(true);

    const lost = await enrol('lost-phone-user');
    expect((await kit.callAs(owner, 'DELETE', '/api/admin/users/lost-phone-user/2fa')).status).toBe(
      204,
    );
    const { body: users } = await kit.callAs(owner, 'GET', '/api/admin/users');
    expect(
      users.find((user: { username: string }) => user.username === 'lost-phone-user')?.twoFactor,
    ).toBe(false);
    expect((await kit.sessionOf(lost.caller))?.user.twoFactor).toBe(false);
    expect((await login('lost-phone-user')).body.signedIn).toBe(true);
  });
});

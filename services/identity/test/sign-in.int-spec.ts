import { api, SESSION_COOKIE, SESSION_COOKIE_HEADER } from '@silkway/contracts';
import {
  OWNER,
  STAFF_PASSWORD,
  startIdentityTestKit,
  type IdentityTestKit,
} from './testing/identity-test-kit.js';

describe('checking a sign-in', () => {
  let kit: IdentityTestKit;
  beforeAll(async () => {
    kit = await startIdentityTestKit();
  });
  afterAll(() => kit.close());

  it('opens a session the gateway finds, with where it was opened from', async () => {
    const signedIn = await kit.signIn();
    expect(await kit.sessionOf(signedIn)).toMatchObject({
      user: { username: OWNER.username, role: 'owner' },
      ip: '203.0.113.7',
      userAgent: 'jest',
    });
  });

  it('answers a wrong password and an unknown username alike, in indistinguishable time, in the caller’s language', async () => {
    const attempt = async (username: string) => {
      const started = performance.now();
      const { body } = await kit.login({ username, password: 'not the password' });
      return { body, ms: performance.now() - started };
    };
    const unknownUser: Awaited<ReturnType<typeof attempt>>[] = [];
    const wrongPassword: Awaited<ReturnType<typeof attempt>>[] = [];
    // Interleaved, so a burst of load on the machine hits both series alike.
    for (let round = 0; round < 9; round += 1) {
      unknownUser.push(await attempt(`nobody-${round}`));
      wrongPassword.push(await attempt(OWNER.username));
    }
    const median = (runs: { ms: number }[]) =>
      runs.map((run) => run.ms).sort((a, b) => a - b)[4] ?? 0;
    expect(unknownUser[0]?.body).toEqual({
      signedIn: false,
      otpRequired: false,
      message: 'Неверные учетные данные',
    });
    expect(wrongPassword[0]?.body).toEqual(unknownUser[0]?.body);
    // Both pay one argon2id verification with the same parameters, so the medians match; a skipped
    // verification makes the unknown name several times faster. Wide bounds absorb a loaded machine.
    const ratio = median(unknownUser) / median(wrongPassword);
    expect(ratio).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1 / 0.6);
    const inChinese = await kit.login(
      { username: 'nobody', password: 'x' },
      { 'accept-language': 'zh' },
    );
    expect(inChinese.body).toMatchObject({ message: '用户名或密码错误' });
  });

  it('answers as the gateway passes on: the session cookie to set, a 401 without a body field more, a 400 naming the fields', async () => {
    const signedIn = await kit.service.call('POST', api.auth.login.path, {
      body: { username: OWNER.username, password: OWNER.password },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toEqual({ user: expect.objectContaining({ username: OWNER.username }) });
    expect(signedIn.headers[SESSION_COOKIE_HEADER]).toMatch(
      new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}$`),
    );
    expect(JSON.stringify(signedIn.body)).not.toContain('argon2');
    const refused = await kit.service.call('POST', api.auth.login.path, {
      body: { username: OWNER.username, password: 'wrong' },
    });
    expect(refused.statusCode).toBe(401);
    expect(Object.keys(refused.body).sort()).toEqual(['message', 'requestId', 'statusCode']);
    expect(refused.headers[SESSION_COOKIE_HEADER]).toBeUndefined();
    const empty = await kit.service.call('POST', api.auth.login.path, {
      body: { username: '', password: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.body.fieldErrors ?? {}).sort()).toEqual(['password', 'username']);
  });

  it('refuses a call without the internal token', async () => {
    const answer = await kit.service.call('POST', '/api/admin/login', {
      body: { username: OWNER.username, password: OWNER.password },
      token: false,
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('the sign-in limits per username and client address', () => {
  let kit: IdentityTestKit;
  const CLERK = 'limited-clerk';
  const from = (address: string) => ({ 'x-forwarded-for': address });
  beforeAll(async () => {
    kit = await startIdentityTestKit({
      LOGIN_FAILURES_PER_USERNAME: '3',
      LOGIN_FAILURES_PER_ADDRESS: '4',
    });
    await kit.addStaffMember(await kit.signIn(), CLERK, 'manager');
  });
  afterAll(() => kit.close());

  it('refuses a username past its failures, even with the right password, and says how long to wait', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(
        (await kit.login({ username: CLERK, password: 'wrong' }, from('198.51.100.1'))).body,
      ).toMatchObject({ signedIn: false, message: 'Неверные учетные данные' });
    // Refused before any verification, from another address too.
    const blocked = await kit.login(
      { username: CLERK, password: STAFF_PASSWORD },
      from('198.51.100.2'),
    );
    expect(blocked.body).toMatchObject({
      signedIn: false,
      message: expect.stringMatching(
        /^Слишком много неудачных попыток входа\. Попробуйте снова через 15 мин\.$/,
      ),
      retryAfterMs: expect.any(Number),
    });
    const answered = await kit.service.call('POST', api.auth.login.path, {
      body: { username: CLERK, password: STAFF_PASSWORD },
      headers: from('198.51.100.2'),
    });
    expect(answered.statusCode).toBe(429);
    expect(Number(answered.headers['retry-after'])).toBeGreaterThan(0);
    // Another username from the same address is still checked.
    expect(
      (await kit.login({ username: 'someone-else', password: 'x' }, from('198.51.100.1'))).body,
    ).not.toHaveProperty('retryAfterMs');
  });

  it('counts parallel attempts before checking them: no more than the limit are verified', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_unused, index) =>
        kit.login({ username: 'parallel-target', password: 'wrong' }, from(`192.0.2.${index + 1}`)),
      ),
    );
    const limited = answers.filter(({ body }) => !body.signedIn && body.retryAfterMs !== undefined);
    expect(limited).toHaveLength(37);
  });

  it('limits failures per address across usernames, and a successful sign-in gives its slot back', async () => {
    const address = from('198.51.100.9');
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(
        (await kit.login({ username: OWNER.username, password: OWNER.password }, address)).body,
      ).toMatchObject({ signedIn: true });
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect(
        (await kit.login({ username: `user-${attempt}`, password: 'wrong' }, address)).body,
      ).not.toHaveProperty('retryAfterMs');
    expect(
      (await kit.login({ username: OWNER.username, password: OWNER.password }, address)).body,
    ).toHaveProperty('retryAfterMs');
  });
});

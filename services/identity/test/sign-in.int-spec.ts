import { OWNER, startIdentityTestKit, type IdentityTestKit } from './testing/identity-test-kit.js';

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

  it('refuses a call without the internal token', async () => {
    const answer = await kit.service.call('POST', '/internal/staff-sign-ins', {
      body: { username: OWNER.username, password: OWNER.password, userAgent: null },
      token: false,
    });
    expect(answer.statusCode).toBe(401);
  });
});

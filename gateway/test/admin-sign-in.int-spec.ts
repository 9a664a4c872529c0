import { ADMIN_SESSION_HEADER, PERMISSIONS, SESSION_COOKIE_HEADER } from '@silkway/contracts';
import { RATE_LIMITED_USERNAME } from './testing/stand-in-identity.js';
import {
  TEST_ADMIN,
  errorOf,
  signIn,
  startGatewayUnderTest,
  withGatewayUnderTest,
  type GatewayUnderTest,
} from './testing/gateway-under-test.js';

/** TEST_ADMIN as the sign-in and GET /api/admin/me answer them. */
const TEST_ADMIN_USER = {
  username: TEST_ADMIN.username,
  fullName: TEST_ADMIN.fullName,
  email: null,
  role: 'owner',
  permissions: [...PERMISSIONS],
  twoFactor: false,
};

const login = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('admin sign-in through the gateway: its limits, cookie and session checks', () => {
  let under: GatewayUnderTest;
  beforeAll(async () => {
    under = await startGatewayUnderTest();
  });
  afterAll(() => under.stop());

  it('signs in with the right password: the user, and an HttpOnly SameSite=Lax cookie with a long random id', async () => {
    const response = await login(under.url, {
      username: TEST_ADMIN.username,
      password: TEST_ADMIN.password,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: TEST_ADMIN_USER });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    // As long as a session may last (SESSION_MAX_HOURS, 12 by default).
    expect(cookie).toMatch(/Max-Age=43200/);
    expect(response.headers.get(SESSION_COOKIE_HEADER)).toBeNull();
    const sessionId = /silkway_admin_session=([^;]+)/.exec(cookie)?.[1] ?? '';
    expect(Buffer.from(sessionId, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('marks the cookie Secure behind HTTPS when the proxy is trusted', async () => {
    await withGatewayUnderTest({ TRUST_PROXY: 'true' }, async (trusting) => {
      const response = await login(trusting.url, TEST_ADMIN, { 'x-forwarded-proto': 'https' });
      expect(response.headers.get('set-cookie')).toMatch(/Secure/i);
    });
  });

  it('answers identity’s refusal under its sign-in limits as 429 with Retry-After', async () => {
    const blocked = await login(under.url, { username: RATE_LIMITED_USERNAME, password: 'x' });
    expect(blocked.status).toBe(429);
    expect((await errorOf(blocked)).message).toMatch(/Слишком много неудачных попыток входа/);
    expect(blocked.headers.get('retry-after')).toBe('90');
  });

  it('answers me for a signed-in admin and 401 after logout, even with the old cookie', async () => {
    const cookie = await signIn(under.url);
    const me = await fetch(`${under.url}/api/admin/me`, { headers: { cookie } });
    expect(await me.json()).toEqual({ user: TEST_ADMIN_USER });

    const logout = await fetch(`${under.url}/api/admin/logout`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(
      /silkway_admin_session=;.*Expires=Thu, 01 Jan 1970/i,
    );
    expect(logout.headers.get(SESSION_COOKIE_HEADER)).toBeNull();
    expect((await fetch(`${under.url}/api/admin/me`, { headers: { cookie } })).status).toBe(401);
    // Identity was told which session to end, by its listed id, never by the cookie.
    const asked = under.services.identity.calls.find((call) => call.url === '/api/admin/logout');
    expect(asked?.headers[ADMIN_SESSION_HEADER]).toMatch(/^[0-9a-f]{64}$/);
    expect(asked?.headers.cookie).toBeUndefined();
  });

  it('refuses mutating calls from a foreign Origin and accepts its own', async () => {
    const foreign = await login(under.url, TEST_ADMIN, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const own = await login(under.url, TEST_ADMIN, { origin: under.url });
    expect(own.status).toBe(200);
    const crossSiteWithoutOrigin = await fetch(`${under.url}/api/quote-requests`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSiteWithoutOrigin.status).toBe(403);
  });

  it('never puts the password or its hash into an answer or a log line', async () => {
    await signIn(under.url);
    await login(under.url, { username: TEST_ADMIN.username, password: 'wrong-password-123' });
    const everything = under.logLines.join('\n');
    expect(everything).not.toContain(TEST_ADMIN.password);
    expect(everything).not.toContain('wrong-password-123');
    expect(everything).not.toContain('$argon2id$');
    expect(everything).not.toMatch(/silkway_admin_session=/);
    const me = await (
      await fetch(`${under.url}/api/admin/me`, { headers: { cookie: await signIn(under.url) } })
    ).text();
    expect(me).not.toContain('argon2');
    expect(me).not.toContain(TEST_ADMIN.password);
  });
});

describe('admin session expiry', () => {
  let under: GatewayUnderTest;
  // Idle expiry 1.2 s, absolute limit 3.6 s.
  beforeAll(async () => {
    under = await startGatewayUnderTest({
      SESSION_IDLE_MINUTES: '0.02',
      SESSION_MAX_HOURS: '0.001',
    });
  });
  afterAll(() => under.stop());

  const meStatus = async (cookie: string) =>
    (await fetch(`${under.url}/api/admin/me`, { headers: { cookie } })).status;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('slides while used, ends when idle', async () => {
    const cookie = await signIn(under.url);
    for (let use = 0; use < 3; use += 1) {
      await sleep(700);
      expect(await meStatus(cookie)).toBe(200);
    }
    await sleep(1500);
    expect(await meStatus(cookie)).toBe(401);
  });

  it('ends at the absolute limit however busy', async () => {
    const cookie = await signIn(under.url);
    const started = Date.now();
    while (Date.now() - started < 3000) {
      expect(await meStatus(cookie)).toBe(200);
      await sleep(500);
    }
    await sleep(1000);
    expect(await meStatus(cookie)).toBe(401);
  });
});

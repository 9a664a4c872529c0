import {
  PORTAL_COUNTERPARTY_HEADER,
  PORTAL_SESSION_COOKIE,
  SESSION_COOKIE_HEADER,
  type PortalClientAnswer,
} from '@silkway/contracts';
import { ROUTE_TABLE } from '../src/routes/route-table.js';
import {
  signIn,
  startGatewayUnderTest,
  type GatewayUnderTest,
} from './testing/gateway-under-test.js';

const GOOD_TOKEN = 'a-good-sign-in-token';
const CLIENT: PortalClientAnswer = {
  name: 'Фарход',
  company: 'Памир Трейд',
  email: 'f@pamir.tj',
  language: 'tj',
  telegramLinked: false,
};
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '7');
const portalCalls = ROUTE_TABLE.filter((route) => route.access === 'portal');

describe('client sessions', () => {
  let under: GatewayUnderTest;
  beforeAll(async () => {
    under = await startGatewayUnderTest();
    // Identity's token exchange: one good token, anything else refused.
    under.clientsByToken.set(GOOD_TOKEN, { counterpartyId: 42, client: CLIENT });
  });
  afterAll(() => under.stop());

  const startSession = (token: unknown) =>
    fetch(`${under.url}/api/portal/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
  const cookieOf = (response: Response) =>
    (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

  it('turns the token into an HttpOnly, SameSite=Lax cookie of its own, lasting 30 days', async () => {
    const response = await startSession(GOOD_TOKEN);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ client: CLIENT });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${PORTAL_SESSION_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=2592000/);
    expect(setCookie).not.toMatch(/Secure/);
  });

  it('answers identity’s refusal of a token, and sets no cookie', async () => {
    const refused = await startSession('a-used-or-forged-token');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('set-cookie')).toBeNull();
  });

  it('sets a session cookie on identity’s word alone, and never passes the order on', async () => {
    const signedIn = await startSession(GOOD_TOKEN);
    expect(signedIn.headers.get(SESSION_COOKIE_HEADER)).toBeNull();
    under.services.orders.answerWith(() => ({
      status: 200,
      body: {},
      headers: {
        'content-type': 'application/json',
        [SESSION_COOKIE_HEADER]: `${PORTAL_SESSION_COOKIE}=chosen-by-orders`,
      },
    }));
    const ordered = await fetch(`${under.url}/api/search/orders/ABC-1`);
    under.services.orders.answerWith(undefined);
    expect(ordered.headers.get('set-cookie')).toBeNull();
    expect(ordered.headers.get(SESSION_COOKIE_HEADER)).toBeNull();
  });

  it('passes the client to the service as its counterparty id, dropping one the client sent', async () => {
    const cookie = cookieOf(await startSession(GOOD_TOKEN));
    const response = await fetch(`${under.url}/api/portal/orders?status=all`, {
      headers: { cookie, [PORTAL_COUNTERPARTY_HEADER]: '1' },
    });
    expect(response.status).toBe(200);
    const call = under.services.orders.calls.at(-1);
    expect(call?.url).toBe('/api/portal/orders?status=all');
    expect(call?.headers[PORTAL_COUNTERPARTY_HEADER]).toBe('42');
    expect(call?.headers.cookie).toBeUndefined();
    expect(call?.headers['x-admin-username']).toBeUndefined();
  });

  it('refuses every portal call without a session, with a forged one or with a staff session, before any service sees it', async () => {
    expect(portalCalls.length).toBeGreaterThanOrEqual(6);
    const staffCookie = await signIn(under.url);
    const before = under.services.orders.calls.length;
    for (const route of portalCalls)
      for (const cookie of [undefined, `${PORTAL_SESSION_COOKIE}=forged`, staffCookie]) {
        const response = await fetch(`${under.url}${concrete(route.path)}`, {
          method: route.method,
          headers: cookie ? { cookie } : {},
        });
        expect({ call: `${route.method} ${route.path}`, status: response.status }).toEqual({
          call: `${route.method} ${route.path}`,
          status: 401,
        });
      }
    expect(under.services.orders.calls.length).toBe(before);
  });

  it('opens no admin call with a client session', async () => {
    const cookie = cookieOf(await startSession(GOOD_TOKEN));
    const response = await fetch(`${under.url}/api/admin/orders`, { headers: { cookie } });
    expect(response.status).toBe(401);
  });

  it("passes a service's refusal of the client on, ending nothing itself (identity ends the sessions of a revoked client), and ends the session on sign-out", async () => {
    const cookie = cookieOf(await startSession(GOOD_TOKEN));
    under.services.orders.answerWith((call) =>
      call.url === '/api/portal/me' ? { status: 401, body: { statusCode: 401 } } : undefined,
    );
    expect((await fetch(`${under.url}/api/portal/me`, { headers: { cookie } })).status).toBe(401);
    under.services.orders.answerWith(undefined);
    const before = under.services.orders.calls.length;
    expect((await fetch(`${under.url}/api/portal/balance`, { headers: { cookie } })).status).toBe(
      200,
    );
    expect(under.services.orders.calls.length).toBe(before + 1);

    const second = cookieOf(await startSession(GOOD_TOKEN));
    expect(
      (await fetch(`${under.url}/api/portal/me`, { headers: { cookie: second } })).status,
    ).toBe(200);
    const signOut = await fetch(`${under.url}/api/portal/sign-out`, {
      method: 'POST',
      headers: { cookie: second },
    });
    expect(signOut.status).toBe(200);
    expect(signOut.headers.get('set-cookie')).toMatch(
      new RegExp(`^${PORTAL_SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`),
    );
    expect(signOut.headers.get(SESSION_COOKIE_HEADER)).toBeNull();
    expect(
      (await fetch(`${under.url}/api/portal/me`, { headers: { cookie: second } })).status,
    ).toBe(401);
  });

  it('limits sign-in link requests per client address (429 with Retry-After)', async () => {
    const ask = () =>
      fetch(`${under.url}/api/portal/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'someone@example.com', language: 'ru' }),
      });
    for (let call = 0; call < under.config.PORTAL_SIGN_INS_PER_MINUTE; call += 1)
      expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

import { ROUTE_TABLE, requiresAdminSession } from '../src/routes/route-table.js';
import {
  errorOf,
  signIn,
  startGatewayUnderTest,
  TEST_ADMIN,
  type GatewayUnderTest,
} from './testing/gateway-under-test.js';

const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '7');
const adminCalls = ROUTE_TABLE.filter((route) => requiresAdminSession(route.path));

describe('admin session guard', () => {
  let under: GatewayUnderTest;
  beforeAll(async () => {
    under = await startGatewayUnderTest();
  });
  afterAll(() => under.stop());

  const callsReachingServices = () =>
    Object.values(under.services).reduce((sum, service) => sum + service.calls.length, 0);

  it('turns away every admin call of the route table without a session, before any service sees it', async () => {
    expect(adminCalls.length).toBeGreaterThan(55);
    for (const route of adminCalls) {
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      for (const cookie of [undefined, 'silkway_admin_session=forged-or-expired-session-id']) {
        const response = await fetch(`${under.url}${concrete(route.path)}`, {
          method: route.method,
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(withBody ? { 'content-type': 'application/json' } : {}),
          },
          ...(withBody ? { body: '{}' } : {}),
        });
        expect({ call: `${route.method} ${route.path}`, status: response.status }).toEqual({
          call: `${route.method} ${route.path}`,
          status: 401,
        });
        expect((await errorOf(response)).statusCode).toBe(401);
      }
    }
    expect(callsReachingServices()).toBe(0);
  });

  it('also refuses admin paths the table does not know, rather than revealing they do not exist', async () => {
    expect((await fetch(`${under.url}/api/admin/not-a-call`)).status).toBe(401);
  });

  it('passes the signed-in admin to the service as x-admin-username and x-admin-role, with the internal token', async () => {
    const cookie = await signIn(under.url);
    const response = await fetch(`${under.url}/api/admin/warehouses`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const call = under.services.inventory.calls.at(-1);
    expect(call?.headers['x-admin-username']).toBe(TEST_ADMIN.username);
    expect(call?.headers['x-admin-role']).toBe('owner');
    expect(call?.headers['x-internal-token']).toBe(under.config.INTERNAL_TOKEN);
    // The session cookie stays between the browser and the gateway.
    expect(call?.headers.cookie).toBeUndefined();
  });

  it('strips identity headers a client tries to send', async () => {
    await fetch(`${under.url}/api/stats`, {
      headers: {
        'x-admin-username': 'mallory',
        'x-admin-role': 'owner',
        'x-internal-token': 'guessed-token-value',
      },
    });
    const call = under.services.orders.calls.at(-1);
    expect(call?.url).toBe('/api/stats');
    expect(call?.headers['x-admin-username']).toBeUndefined();
    expect(call?.headers['x-admin-role']).toBeUndefined();
    expect(call?.headers['x-internal-token']).toBe(under.config.INTERNAL_TOKEN);
  });
});

import { startGatewayUnderTest, type GatewayUnderTest } from './testing/gateway-under-test.js';

/** The client address the gateway tells the orders service for one call carrying `forwardedFor`. */
async function addressSeenBehind(
  under: GatewayUnderTest,
  forwardedFor: string,
): Promise<string | undefined> {
  await fetch(`${under.url}/api/stats`, { headers: { 'x-forwarded-for': forwardedFor } });
  const header = under.services.orders.calls.at(-1)?.headers['x-forwarded-for'];
  return Array.isArray(header) ? header.join(',') : header;
}

describe('TRUST_PROXY', () => {
  const started: GatewayUnderTest[] = [];
  const start = async (trustProxy: string, extra: Record<string, string> = {}) => {
    const under = await startGatewayUnderTest({ TRUST_PROXY: trustProxy, ...extra });
    started.push(under);
    return under;
  };
  afterAll(() => Promise.all(started.map((under) => under.stop())));

  it('true trusts one proxy: the address it appended counts, entries the client wrote before it do not', async () => {
    const under = await start('true');
    expect(await addressSeenBehind(under, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');

    // A brute force rotating forged left-most entries still comes from the one real address, the
    // one identity counts sign-in failures by.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await fetch(`${under.url}/api/admin/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.0.0.${attempt}, 203.0.113.7`,
        },
        body: JSON.stringify({ username: `user-${attempt}`, password: 'wrong password' }),
      });
    }
    const signIns = under.services.identity.calls.filter((call) => call.url === '/api/admin/login');
    expect(signIns.map((call) => call.headers['x-forwarded-for'])).toEqual([
      '203.0.113.7',
      '203.0.113.7',
      '203.0.113.7',
    ]);
  });

  it('a hop count trusts that many proxies from the right', async () => {
    const under = await start('2');
    expect(await addressSeenBehind(under, '6.6.6.6, 198.51.100.4, 203.0.113.7')).toBe(
      '198.51.100.4',
    );
  });

  it('a list of proxy addresses trusts only those peers', async () => {
    const trusting = await start('127.0.0.1/8, ::1');
    expect(await addressSeenBehind(trusting, '203.0.113.7')).toBe('203.0.113.7');
    const elsewhere = await start('10.9.9.9');
    expect(await addressSeenBehind(elsewhere, '203.0.113.7')).toBe('127.0.0.1');
  });

  it('false ignores X-Forwarded-For altogether', async () => {
    const under = await start('false');
    expect(await addressSeenBehind(under, '203.0.113.7')).toBe('127.0.0.1');
  });
});

import { rateLimitMessages } from '@silkway/contracts';
import {
  errorOf,
  startGatewayUnderTest,
  type GatewayUnderTest,
} from './testing/gateway-under-test.js';

const SUBMISSIONS_PER_MINUTE = 4;

describe('quote requests and contact messages are rate limited per client address', () => {
  let under: GatewayUnderTest;
  beforeAll(async () => {
    // TRUST_PROXY: the test speaks for several client addresses through X-Forwarded-For.
    under = await startGatewayUnderTest({
      PUBLIC_SUBMISSIONS_PER_MINUTE: String(SUBMISSIONS_PER_MINUTE),
      TRUST_PROXY: 'true',
    });
  });
  afterAll(() => under.stop());

  const submit = (path: '/api/quote-requests' | '/api/contact', address: string) =>
    fetch(`${under.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ name: 'Спамер', message: 'x'.repeat(20) }),
    });
  const ordersCalls = () => under.services.orders.calls.length;

  it('forwards N submissions of both forms together, then answers 429 with Retry-After in Russian, without asking the service', async () => {
    const address = '203.0.113.20';
    for (let sent = 0; sent < SUBMISSIONS_PER_MINUTE; sent += 1) {
      expect(
        (await submit(sent % 2 ? '/api/contact' : '/api/quote-requests', address)).status,
      ).toBe(200);
    }
    const before = ordersCalls();
    for (const path of ['/api/quote-requests', '/api/contact'] as const) {
      const refused = await submit(path, address);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await errorOf(refused)).toMatchObject({
        statusCode: 429,
        message: rateLimitMessages['public-submissions'](retryAfter),
      });
    }
    expect(ordersCalls()).toBe(before);
  });

  it('keeps a separate count per address and leaves other public calls alone', async () => {
    expect((await submit('/api/contact', '203.0.113.21')).status).toBe(200);
    for (let call = 0; call < SUBMISSIONS_PER_MINUTE + 2; call += 1) {
      expect(
        (await fetch(`${under.url}/api/stats`, { headers: { 'x-forwarded-for': '203.0.113.20' } }))
          .status,
      ).toBe(200);
    }
  });
});

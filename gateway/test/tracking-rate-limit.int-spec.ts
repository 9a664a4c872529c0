import { Redis } from 'ioredis';
import { rateLimitMessages } from '@silkway/contracts';
import {
  errorOf,
  startGatewayUnderTest,
  type GatewayUnderTest,
} from './testing/gateway-under-test.js';

const LOOKUPS_PER_MINUTE = 3;

describe('tracking lookups are rate limited per client address', () => {
  let under: GatewayUnderTest;
  beforeAll(async () => {
    // TRUST_PROXY: the test speaks for several client addresses through X-Forwarded-For.
    under = await startGatewayUnderTest({
      TRACKING_LOOKUPS_PER_MINUTE: String(LOOKUPS_PER_MINUTE),
      TRUST_PROXY: 'true',
    });
  });
  afterAll(() => under.stop());

  const lookUp = (code: string, address: string, path = `/api/search/orders/${code}`) =>
    fetch(`${under.url}${path}`, { headers: { 'x-forwarded-for': address } });
  const ordersCallsFor = (code: string) =>
    under.services.orders.calls.filter((call) => call.url.includes(code)).length;
  /** Spends the address's lookups of this minute, each one answered by the orders service. */
  const useUpLookups = async (address: string) => {
    for (let attempt = 1; attempt <= LOOKUPS_PER_MINUTE; attempt += 1) {
      expect((await lookUp(`SW-${attempt}`, address)).status).toBe(200);
    }
  };

  it('forwards N lookups a minute, then answers 429 in JSON with Retry-After without asking the service', async () => {
    const address = '203.0.113.10';
    await useUpLookups(address);

    const refused = await lookUp('SW-A-EXTRA', address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await errorOf(refused)).toMatchObject({
      statusCode: 429,
      message: rateLimitMessages['tracking-lookups'](retryAfter),
    });
    expect((await lookUp('SW-A-EXTRA', address)).status).toBe(429);
    expect(ordersCallsFor('SW-A-EXTRA')).toBe(0);
  });

  it('counts every spelling of the path the route table accepts', async () => {
    const address = '203.0.113.11';
    await useUpLookups(address);
    expect((await lookUp('SW-B9', address, '/api/search/orders/SW-B9/')).status).toBe(429);
    expect((await lookUp('SW-B9', address, '/api/search/orders/SW-B9?lang=en')).status).toBe(429);
    expect(ordersCallsFor('SW-B9')).toBe(0);
  });

  it('keeps a separate count for each address', async () => {
    await useUpLookups('203.0.113.12');
    expect((await lookUp('SW-C1', '203.0.113.12')).status).toBe(429);
    expect((await lookUp('SW-C1', '203.0.113.13')).status).toBe(200);
  });

  it('leaves other calls of a limited address alone', async () => {
    const address = '203.0.113.15';
    await useUpLookups(address);
    expect((await lookUp('SW-E1', address)).status).toBe(429);
    for (let attempt = 0; attempt <= LOOKUPS_PER_MINUTE; attempt += 1) {
      expect(
        (await fetch(`${under.url}/api/stats`, { headers: { 'x-forwarded-for': address } })).status,
      ).toBe(200);
    }
    const quote = await fetch(`${under.url}/api/quote-requests`, {
      method: 'POST',
      headers: { 'x-forwarded-for': address, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(quote.status).toBe(200);
  });

  it("shares the count between gateway processes through the gateway's Redis and key prefix", async () => {
    const address = '203.0.113.14';
    await useUpLookups(address);
    const redis = new Redis(under.config.REDIS_URL);
    try {
      expect(
        await redis.get(`${under.config.REDIS_KEY_PREFIX}rate-limit:tracking-lookups:${address}`),
      ).toBe(String(LOOKUPS_PER_MINUTE));
    } finally {
      await redis.quit();
    }

    const second = await startGatewayUnderTest({
      TRACKING_LOOKUPS_PER_MINUTE: String(LOOKUPS_PER_MINUTE),
      TRUST_PROXY: 'true',
      REDIS_KEY_PREFIX: under.config.REDIS_KEY_PREFIX,
    });
    try {
      const fromSecond = await fetch(`${second.url}/api/search/orders/SW-D9`, {
        headers: { 'x-forwarded-for': address },
      });
      expect(fromSecond.status).toBe(429);
    } finally {
      await second.stop();
    }
  });
});

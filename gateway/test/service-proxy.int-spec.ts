import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { errorOf, signIn, startGatewayUnderTest, type GatewayUnderTest } from './support/gateway-under-test.js';

describe('service proxy', () => {
  let under: GatewayUnderTest;
  beforeAll(async () => {
    under = await startGatewayUnderTest({ BODY_LIMIT_MB: '2' });
  });
  afterAll(() => under.stop());

  it('forwards each call to its owner with path and query intact', async () => {
    const answer = await (await fetch(`${under.url}/api/search/orders/SW-1001?lang=ru`)).json();
    expect(answer).toMatchObject({ service: 'orders', method: 'GET', url: '/api/search/orders/SW-1001?lang=ru' });
    expect(under.services.orders.calls.at(-1)?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a client UUID as the request id, replaces anything else, and returns it', async () => {
    const mine = randomUUID();
    const kept = await fetch(`${under.url}/api/stats`, { headers: { 'x-request-id': mine } });
    expect(kept.headers.get('x-request-id')).toBe(mine);
    expect(under.services.orders.calls.at(-1)?.headers['x-request-id']).toBe(mine);
    const replaced = await fetch(`${under.url}/api/stats`, { headers: { 'x-request-id': 'not-a-uuid; drop table' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('streams an upload to the service without holding it whole', async () => {
    const cookie = await signIn(under.url);
    const body = Buffer.alloc(1_500_000, 'b');
    const response = await fetch(`${under.url}/api/admin/orders/7/documents`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ service: 'files', bodyBytes: body.length });
  });

  it('answers 413 in JSON for a body declared over the limit', async () => {
    const cookie = await signIn(under.url);
    const declared = await fetch(`${under.url}/api/admin/orders/7/documents`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: Buffer.alloc(3 * 1024 * 1024, 'c'),
    });
    expect(declared.status).toBe(413);
    expect((await errorOf(declared)).message).toMatch(/не более 2 МБ/);
  });

  it('answers 413 for a chunked public upload over the limit', async () => {
    const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(`${under.url}/api/quote-requests`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (answer) => {
        let body = '';
        answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      const chunk = Buffer.alloc(256 * 1024, 'd');
      let written = 0;
      const writeMore = () => {
        while (written < 3 * 1024 * 1024) {
          written += chunk.length;
          if (!request.write(chunk)) return request.once('drain', writeMore);
        }
        request.end();
      };
      writeMore();
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body).statusCode).toBe(413);
  });

  it('answers unknown /api calls with a JSON 404', async () => {
    const response = await fetch(`${under.url}/api/no-such-call`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, message: expect.stringContaining('/api/no-such-call') });
  });

  it('answers 502 in JSON naming the service when it is down', async () => {
    const stopped = await startGatewayUnderTest({ INVENTORY_URL: 'http://127.0.0.1:9' });
    try {
      const cookie = await signIn(stopped.url);
      const response = await fetch(`${stopped.url}/api/admin/trucks`, { headers: { cookie } });
      expect(response.status).toBe(502);
      expect((await errorOf(response)).message).toMatch(/inventory/);
    } finally {
      await stopped.stop();
    }
  });

  it('sums up the services in /api/health', async () => {
    const response = await fetch(`${under.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      checks: { gateway: { status: 'ok' }, orders: { status: 'ok' }, inventory: { status: 'ok' }, files: { status: 'ok' } },
    });
    expect((await fetch(`${under.url}/healthz`)).status).toBe(200);
  });

  it('merges the admin search of orders and inventory, treating a missing search as empty', async () => {
    under.services.orders.answerWith((call) =>
      call.url.startsWith('/internal/search')
        ? { status: 200, body: { orders: [{ code: 'SW-1' }], items: [{ code: 'IT-1' }], counterparties: [] } }
        : undefined,
    );
    under.services.inventory.answerWith((call) => (call.url.startsWith('/internal/search') ? { status: 404, body: {} } : undefined));
    const cookie = await signIn(under.url);
    const response = await fetch(`${under.url}/api/admin/search?q=SW`, { headers: { cookie } });
    expect(await response.json()).toEqual({ orders: [{ code: 'SW-1' }], items: [{ code: 'IT-1' }], counterparties: [], inventory: [] });
    expect(under.services.orders.calls.at(-1)?.url).toBe('/internal/search?q=SW');
    expect(under.services.orders.calls.at(-1)?.headers['x-internal-token']).toBe(under.config.INTERNAL_TOKEN);
    under.services.orders.answerWith(undefined);
    under.services.inventory.answerWith(undefined);
  });

  it("puts the inventory service's stock lines in the inventory group", async () => {
    const stockLine = { id: 4, code: 'LMP-9', name: 'Лампа', warehouseId: 2, warehouseName: 'Иу' };
    under.services.orders.answerWith((call) =>
      call.url.startsWith('/internal/search') ? { status: 200, body: { orders: [], items: [], counterparties: [] } } : undefined,
    );
    under.services.inventory.answerWith((call) =>
      call.url.startsWith('/internal/search') ? { status: 200, body: { inventory: [stockLine] } } : undefined,
    );
    const cookie = await signIn(under.url);
    const response = await fetch(`${under.url}/api/admin/search?q=${encodeURIComponent(' лампа ')}`, { headers: { cookie } });
    expect(await response.json()).toEqual({ orders: [], items: [], counterparties: [], inventory: [stockLine] });
    expect(under.services.inventory.calls.at(-1)?.url).toBe(`/internal/search?q=${encodeURIComponent('лампа')}`);
    expect(under.services.inventory.calls.at(-1)?.headers['x-internal-token']).toBe(under.config.INTERNAL_TOKEN);
    under.services.orders.answerWith(undefined);
    under.services.inventory.answerWith(undefined);
  });
});

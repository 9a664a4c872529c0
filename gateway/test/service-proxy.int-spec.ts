import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { connect, createServer, type AddressInfo } from 'node:net';
import { apiCatalogue } from '@silkway/contracts';
import {
  errorOf,
  signIn,
  startGatewayUnderTest,
  withGatewayUnderTest,
  type GatewayUnderTest,
} from './testing/gateway-under-test.js';

describe('service proxy', () => {
  let under: GatewayUnderTest;
  beforeAll(async () => {
    under = await startGatewayUnderTest({ BODY_LIMIT_MB: '2' });
  });
  afterAll(() => under.stop());

  it('forwards each call to its owner with path and query intact', async () => {
    const answer = await (await fetch(`${under.url}/api/search/orders/SW-1001?lang=ru`)).json();
    expect(answer).toMatchObject({
      service: 'orders',
      method: 'GET',
      url: '/api/search/orders/SW-1001?lang=ru',
    });
    expect(under.services.orders.calls.at(-1)?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('routes no internal call: each answers 404 at the gateway, under /api too, and reaches no service', async () => {
    const internal = apiCatalogue.filter(({ call }) => call.access === 'internal');
    expect(internal.length).toBeGreaterThan(0);
    const callsBefore = Object.values(under.services).map((service) => service.calls.length);
    for (const { call } of internal) {
      const path = call.path.replace(/\{\w+\}/g, '7');
      for (const address of [path, `/api${path}`]) {
        const response = await fetch(`${under.url}${address}`, {
          method: call.method,
          headers: { 'x-internal-token': under.config.INTERNAL_TOKEN },
        });
        expect([call.method, address, response.status]).toEqual([call.method, address, 404]);
      }
    }
    expect(Object.values(under.services).map((service) => service.calls.length)).toEqual(
      callsBefore,
    );
  });

  it('passes a HEAD of a GET call on to its owner and answers it without a body', async () => {
    const answer = await fetch(`${under.url}/api/search/orders/SW-1001`, { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.text()).toBe('');
    expect(under.services.orders.calls.at(-1)).toMatchObject({
      method: 'HEAD',
      url: '/api/search/orders/SW-1001',
    });
  });

  it('compresses a large answer of a service but sends a small one as it is', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const small = await fetch(`${under.url}/api/stats`, { headers });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toMatchObject({ service: 'orders' });

    const pad = 'x'.repeat(4000);
    const large = await fetch(`${under.url}/api/stats?pad=${pad}`, { headers });
    expect(large.headers.get('content-encoding')).toBe('br');
    expect(await large.json()).toMatchObject({ url: `/api/stats?pad=${pad}` });
  });

  it('refuses an address that cannot be decoded with 400, without calling the service', async () => {
    const callsBefore = under.services.orders.calls.length;
    const response = await fetch(`${under.url}/api/stats?q=%ED%A0%80`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: 400,
      message: 'Некорректный адрес запроса',
    });
    expect(under.services.orders.calls.length).toBe(callsBefore);
  });

  it('keeps a client UUID as the request id, replaces anything else, and returns it', async () => {
    const mine = randomUUID();
    const kept = await fetch(`${under.url}/api/stats`, { headers: { 'x-request-id': mine } });
    expect(kept.headers.get('x-request-id')).toBe(mine);
    expect(under.services.orders.calls.at(-1)?.headers['x-request-id']).toBe(mine);
    const replaced = await fetch(`${under.url}/api/stats`, {
      headers: { 'x-request-id': 'not-a-uuid; drop table' },
    });
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

  it('reads a refused body to its end, so a client that keeps sending sees the 413, not a broken pipe', async () => {
    const bytes = 40 * 1024 * 1024;
    const answer = await sendWholeBody(under.url, '/api/quote-requests', bytes);
    expect(answer.bytesWritten).toBeGreaterThan(bytes);
    expect(answer.head).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.head).not.toMatch(/^connection: close/im);
  });

  it('answers an address too long to parse with 431 in JSON and tells the client not to reuse the connection', async () => {
    const response = await fetch(
      `${under.url}/api/stats?q=${encodeURIComponent('я'.repeat(100_000))}`,
    );
    expect(response.status).toBe(431);
    // Without it, a client that keeps connections open sends its next call into a reset.
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({
      statusCode: 431,
      message: 'Слишком длинный адрес или заголовки запроса',
    });
    expect((await fetch(`${under.url}/api/stats`)).status).toBe(200);
  });

  it('answers 413 for a chunked public upload over the limit', async () => {
    const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        `${under.url}/api/quote-requests`,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (answer) => {
          let body = '';
          answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
        },
      );
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

  it('passes a Range request and its 206 answer through intact', async () => {
    const content = 'abcdefghijklmnopqrstuvwxyz';
    under.services.files.answerWith((call) => {
      const range = /^bytes=(\d+)-(\d+)$/.exec(String(call.headers.range ?? ''));
      if (!range) return undefined;
      const [start, end] = [Number(range[1]), Number(range[2])];
      return {
        status: 206,
        body: content.slice(start, end + 1),
        headers: {
          'content-type': 'application/pdf',
          'content-range': `bytes ${start}-${end}/${content.length}`,
          'accept-ranges': 'bytes',
        },
      };
    });
    try {
      // A public signed link: downloads by id need a session (stored-files-access.int-spec.ts).
      const response = await fetch(`${under.url}/api/files/12/shared?expires=1&signature=s`, {
        headers: { range: 'bytes=3-7' },
      });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe('bytes 3-7/26');
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(await response.text()).toBe('defgh');
    } finally {
      under.services.files.answerWith(undefined);
    }
  });

  it('answers unknown /api calls with a JSON 404', async () => {
    const response = await fetch(`${under.url}/api/no-such-call`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      statusCode: 404,
      message: expect.stringContaining('/api/no-such-call'),
    });
  });

  it('answers 503 in JSON naming the service in Russian when it is down', async () => {
    await withGatewayUnderTest({ INVENTORY_URL: 'http://127.0.0.1:9' }, async (stopped) => {
      const cookie = await signIn(stopped.url);
      const response = await fetch(`${stopped.url}/api/admin/trucks`, { headers: { cookie } });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect((await errorOf(response)).message).toBe(
        'Сервис склада временно недоступен. Попробуйте через несколько секунд.',
      );
    });
  });

  it('answers 502 in JSON naming the service in Russian when it answers something that is not HTTP', async () => {
    const garbled = createServer((socket) => socket.end('not http\r\n\r\n'));
    await new Promise<void>((resolve) => garbled.listen(0, '127.0.0.1', resolve));
    const { port } = garbled.address() as AddressInfo;
    try {
      await withGatewayUnderTest({ ORDERS_URL: `http://127.0.0.1:${port}` }, async (broken) => {
        const response = await fetch(`${broken.url}/api/stats`);
        expect(response.status).toBe(502);
        expect((await errorOf(response)).message).toBe(
          'Сервис заказов не ответил, попробуйте позже',
        );
      });
    } finally {
      garbled.close();
    }
  });

  it('sums up the services in /api/health', async () => {
    const response = await fetch(`${under.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      checks: {
        gateway: { status: 'ok' },
        orders: { status: 'ok' },
        inventory: { status: 'ok' },
        files: { status: 'ok' },
        notifications: { status: 'ok' },
        identity: { status: 'ok' },
      },
    });
    expect((await fetch(`${under.url}/healthz`)).status).toBe(200);
  });

  it('passes on stuck event work as degraded (200) and a service that is down as 503', async () => {
    const work = { undeliveredEvents: 3, failedJobs: 1 };
    under.services.inventory.answerWith((call) =>
      call.url === '/healthz'
        ? {
            status: 200,
            body: { status: 'degraded', checks: { postgres: 'ok', redis: 'ok' }, work },
          }
        : undefined,
    );
    const degraded = await fetch(`${under.url}/api/health`);
    expect(degraded.status).toBe(200);
    expect(await degraded.json()).toMatchObject({
      status: 'degraded',
      checks: { inventory: { status: 'degraded', work }, orders: { status: 'ok' } },
    });

    under.services.orders.answerWith((call) =>
      call.url === '/healthz' ? { status: 503, body: { status: 'error' } } : undefined,
    );
    const down = await fetch(`${under.url}/api/health`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({
      status: 'down',
      checks: { orders: { status: 'down', statusCode: 503 } },
    });
    under.services.orders.answerWith(undefined);
    under.services.inventory.answerWith(undefined);
  });
});

/**
 * Sends a POST of `bytes` filler over a bare socket, writing on whatever the server answers meanwhile
 * (as browsers and Playwright's client do), and settles with what was written and the answer's head.
 * A connection closed mid-body rejects with the broken pipe the client would see.
 */
function sendWholeBody(
  baseUrl: string,
  path: string,
  bytes: number,
): Promise<{ bytesWritten: number; head: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    socket.on('data', (data: Buffer) => (received += data.toString('latin1')));
    socket.on('error', reject);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${bytes}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(256 * 1024, 'e');
    let written = 0;
    const writeMore = () => {
      while (written < bytes) {
        written += chunk.length;
        if (!socket.write(chunk)) return socket.once('drain', writeMore);
      }
      // Every byte is out once the kernel took it; the answer has arrived by the time an echo comes back.
      socket.write('', () => {
        const waitForHead = () => {
          const end = received.indexOf('\r\n\r\n');
          if (end === -1) return socket.once('data', waitForHead);
          socket.destroy();
          resolve({ bytesWritten: socket.bytesWritten, head: received.slice(0, end) });
        };
        waitForHead();
      });
    };
    writeMore();
  });
}

import { ApiError, apiGet, apiSend } from './api-client.js';
import { startTestServer } from './test-server.js';

describe('the fetch wrapper against a real HTTP server', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    server = await startTestServer((request, response) => {
      const send = (status: number, body: string, type = 'application/json') => {
        response.writeHead(status, { 'content-type': type });
        response.end(body);
      };
      if (request.url === '/api/blog')
        return send(200, JSON.stringify([{ id: 1, title: 'Маршруты' }]));
      if (request.url === '/api/teapot') return send(418, 'no coffee here', 'text/plain');
      if (request.url === '/api/empty-error') return send(503, '');
      if (request.url === '/api/admin/orders')
        return send(401, '{"statusCode":401,"message":"Unauthorized"}');
      if (request.url === '/api/contact')
        return send(201, JSON.stringify({ received: JSON.parse(request.body) }));
      if (request.url === '/api/admin/orders/7') return send(204, '');
      send(404, 'Not Found', 'text/plain');
    });
  });
  afterAll(() => server.close());

  it('parses a GET answer as JSON and asks for JSON', async () => {
    await expect(apiGet(server.url('/api/blog'))).resolves.toEqual([{ id: 1, title: 'Маршруты' }]);
    expect(server.received.at(-1)?.headers.accept).toBe('application/json');
  });

  it("asks for answers in the page's language", async () => {
    const page = globalThis as { document?: unknown };
    page.document = { documentElement: { lang: 'tg' } };
    try {
      await apiGet(server.url('/api/blog'));
      expect(server.received.at(-1)?.headers['accept-language']).toBe('tg');
    } finally {
      delete page.document;
    }
    await apiGet(server.url('/api/blog'));
    expect(server.received.at(-1)?.headers['accept-language']).not.toBe('tg');
  });

  it('fails a non-OK answer with "status: body text"', async () => {
    const failure = apiGet(server.url('/api/teapot'));
    await expect(failure).rejects.toThrow(new Error('418: no coffee here'));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
  });

  it('uses the status text when the error body is empty', async () => {
    await expect(apiGet(server.url('/api/empty-error'))).rejects.toThrow(
      '503: Service Unavailable',
    );
  });

  it('treats 401 as an error by default', async () => {
    await expect(apiGet(server.url('/api/admin/orders'))).rejects.toThrow(
      '401: {"statusCode":401,"message":"Unauthorized"}',
    );
  });

  it('turns 401 into an empty result in the unauthorized-as-empty mode', async () => {
    await expect(
      apiGet(server.url('/api/admin/orders'), { unauthorizedAsEmpty: true }),
    ).resolves.toBeNull();
  });

  it('sends a write body as JSON and parses the answer', async () => {
    const answer = await apiSend('POST', server.url('/api/contact'), {
      name: 'Фаррух',
      subject: 'Доставка',
    });
    expect(answer).toEqual({ received: { name: 'Фаррух', subject: 'Доставка' } });
    const recorded = server.received.at(-1)!;
    expect(recorded.method).toBe('POST');
    expect(recorded.headers['content-type']).toBe('application/json');
  });

  it('resolves an empty answer to null', async () => {
    await expect(apiSend('DELETE', server.url('/api/admin/orders/7'))).resolves.toBeNull();
    expect(server.received.at(-1)?.body).toBe('');
  });
});

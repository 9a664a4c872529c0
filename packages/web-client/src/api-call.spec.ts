import { api } from '@silkway/contracts';
import { callApi, callUrl, readErrorBody } from './api-call.js';
import { ApiError } from './api-client.js';
import { startTestServer } from './test-server.js';

describe('calls of the API catalogue against a real HTTP server', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let baseUrl: string;

  beforeAll(async () => {
    server = await startTestServer((request, response) => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(body === undefined ? '' : JSON.stringify(body));
      };
      if (request.method === 'PUT' && request.url === '/api/admin/counterparties/7')
        return send(200, { id: 7, ...JSON.parse(request.body) });
      if (request.method === 'DELETE' && request.url === '/api/admin/orders/3/items/9')
        return send(204, undefined);
      if (request.url?.startsWith('/api/admin/quote-requests?'))
        return send(200, [{ url: request.url }]);
      send(400, {
        statusCode: 400,
        message: 'Проверьте данные: name: Введите название',
        fieldErrors: { name: ['Введите название'] },
        requestId: 'r-1',
      });
    });
    baseUrl = server.url('');
  });
  afterAll(() => server.close());

  it('sends the method, the filled path and the JSON body the entry names', async () => {
    const answer = await callApi(
      api.counterparties.update,
      { params: { id: 7 }, body: { name: 'ООО Шёлк' } },
      { baseUrl },
    );
    expect(answer).toMatchObject({ id: 7, name: 'ООО Шёлк' });
    expect(server.received.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/admin/counterparties/7',
    });
  });

  it('answers null for an empty answer', async () => {
    await expect(
      callApi(api.items.removeFromOrder, { params: { id: 3, itemId: 9 } }, { baseUrl }),
    ).resolves.toBeNull();
  });

  it('puts the query in the address, leaving out what is not given', () => {
    expect(
      callUrl(api.requests.listQuoteRequests, {
        query: { status: 'new', q: undefined, offset: 30 },
      }),
    ).toBe('/api/admin/quote-requests?status=new&offset=30');
    expect(
      callUrl(api.printedDocuments.invoice, { params: { id: 5 }, query: { lang: 'tj' } }),
    ).toBe('/api/admin/orders/5/invoice.pdf?lang=tj');
  });

  it('reads the error body of a refused call', async () => {
    const failure = await callApi(
      api.counterparties.create,
      { body: { name: '' } },
      { baseUrl },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(readErrorBody(failure)).toEqual({
      statusCode: 400,
      message: 'Проверьте данные: name: Введите название',
      fieldErrors: { name: ['Введите название'] },
      requestId: 'r-1',
    });
    expect(
      readErrorBody(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway')),
    ).toBeUndefined();
    expect(readErrorBody(new Error('offline'))).toBeUndefined();
  });
});

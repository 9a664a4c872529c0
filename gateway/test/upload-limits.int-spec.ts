import { fileTooLargeMessage, MAX_IMPORT_BYTES } from '@silkway/contracts';
import { ROUTE_TABLE } from '../src/routes/route-table.js';
import {
  errorOf,
  signIn,
  startGatewayUnderTest,
  type GatewayUnderTest,
} from './testing/gateway-under-test.js';

const uploads = ROUTE_TABLE.filter((route) => route.bodyLimitBytes !== undefined);
const samplePath = (path: string) => path.replace(/:[A-Za-z]+/g, '1');

/** A file over its call's limit is refused by the gateway, before a service that would refuse it unread. */
describe('upload limits of the calls that take a file as their body', () => {
  let under: GatewayUnderTest;
  let cookie: string;
  beforeAll(async () => {
    under = await startGatewayUnderTest();
    cookie = await signIn(under.url);
  });
  afterAll(() => under.stop());

  const send = (method: string, path: string, bytes: number) =>
    fetch(`${under.url}${path}`, {
      method,
      headers: { cookie, 'content-type': 'text/csv' },
      body: Buffer.alloc(bytes, 'a'),
    });

  it('knows the spreadsheet imports as uploads, each with its limit', () => {
    expect(uploads.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      'POST /api/admin/orders/:id/items/import',
      'POST /api/admin/warehouses/:id/stock/import',
    ]);
    for (const route of uploads) expect(route.bodyLimitBytes).toBe(MAX_IMPORT_BYTES);
  });

  it.each(uploads.map((route) => [route.method, route.path, route.owner] as const))(
    '%s %s: 413 in Russian naming the limit for a file over it, and the service never sees it',
    async (method, path, owner) => {
      const service = under.services[owner as 'orders' | 'inventory'];
      const callsBefore = service.calls.length;
      const refused = await send(method, samplePath(path), 6.8 * 1024 * 1024);
      expect(refused.status).toBe(413);
      expect(await errorOf(refused)).toMatchObject({
        statusCode: 413,
        message: fileTooLargeMessage(MAX_IMPORT_BYTES),
      });
      expect(fileTooLargeMessage(MAX_IMPORT_BYTES)).toBe('Файл слишком большой: не более 5 МБ');
      expect(service.calls.length).toBe(callsBefore);

      const taken = await send(method, samplePath(path), MAX_IMPORT_BYTES);
      expect(taken.status).toBe(200);
      expect(await taken.json()).toMatchObject({ service: owner, bodyBytes: MAX_IMPORT_BYTES });
    },
  );
});

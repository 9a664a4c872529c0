import { z } from 'zod';
import {
  ADMIN_PREFIX,
  API_PREFIX,
  api,
  apiCatalogue,
  INTERNAL_PREFIX,
  pathOf,
  pathParamNames,
  routerPattern,
  type ServiceName,
} from './index.js';
import { internalOpenApiDocument, openApiDocument } from './openapi.js';

const paramKeys = (schema: z.core.$ZodType | undefined): string[] =>
  schema ? Object.keys((schema as z.ZodObject).shape).sort() : [];

describe('API catalogue', () => {
  it('lists each call once (an internal path once per service that answers it)', () => {
    const keys = apiCatalogue.map(({ call }) =>
      call.access === 'internal'
        ? `${call.owner} ${call.method} ${call.path}`
        : `${call.method} ${call.path}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThanOrEqual(90);
  });

  it('names the parameters of one path alike in every call (OpenAPI has one path item per path)', () => {
    const namesByShape = new Map<string, string>();
    for (const { call } of apiCatalogue.filter(({ call }) => call.access !== 'internal')) {
      const shape = call.path.replace(/\{\w+\}/g, '{}');
      expect([call.path, namesByShape.get(shape) ?? call.path]).toEqual([call.path, call.path]);
      namesByShape.set(shape, call.path);
    }
  });

  it.each(apiCatalogue.map(({ area, name, call }) => ({ id: `${area}.${name}`, call })))(
    '$id: path under /api (/internal for internal calls), its {params} and the params schema agree',
    ({ call }) => {
      const prefix = call.access === 'internal' ? INTERNAL_PREFIX : API_PREFIX;
      expect(call.path.startsWith(`${prefix}/`)).toBe(true);
      expect(call.path).not.toContain(':');
      expect(paramKeys(call.params)).toEqual(pathParamNames(call.path).sort());
    },
  );

  it('makes every back-office call admin-only except signing in, and downloads by id too', () => {
    const publicUnderAdmin = apiCatalogue
      .filter(({ call }) => call.path.startsWith(`${ADMIN_PREFIX}/`) && call.access === 'public')
      .map(({ call }) => call);
    expect(publicUnderAdmin).toEqual([api.auth.login]);
    expect(api.downloads.byId.access).toBe('admin');
    expect(api.downloads.shared.access).toBe('public');
  });

  it('makes every call under /internal internal and owned by a service, and only those', () => {
    for (const { area, name, call } of apiCatalogue) {
      const underInternal = call.path.startsWith(`${INTERNAL_PREFIX}/`);
      expect([`${area}.${name}`, underInternal]).toEqual([
        `${area}.${name}`,
        call.access === 'internal',
      ]);
      if (underInternal) expect(call.owner).not.toBe('gateway');
    }
    expect(api.internal.holdTruck.access).toBe('internal');
  });

  it('fills a path and turns it into a router pattern', () => {
    expect(pathOf(api.items.removeFromOrder, { id: 7, itemId: 12 })).toBe(
      '/api/admin/orders/7/items/12',
    );
    expect(pathOf(api.tracking.trackOrder, { code: 'SW 1/2' })).toBe(
      '/api/search/orders/SW%201%2F2',
    );
    expect(() => pathOf(api.orders.get, {})).toThrow('{id}');
    expect(routerPattern(api.items.removeFromOrder.path)).toBe(
      '/api/admin/orders/:id/items/:itemId',
    );
  });
});

describe('OpenAPI document', () => {
  const document = openApiDocument({ version: '1.2.3' }) as {
    openapi: string;
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components: { schemas: Record<string, unknown> };
  };

  it('has one operation per catalogue entry the gateway answers, and none of the internal calls', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods));
    expect(document.openapi).toBe('3.1.0');
    expect(operations).toHaveLength(
      apiCatalogue.filter(({ call }) => call.access !== 'internal').length,
    );
    expect(Object.keys(document.paths).filter((path) => path.startsWith(INTERNAL_PREFIX))).toEqual(
      [],
    );
    expect(JSON.stringify(document)).not.toContain('internalToken');
  });

  it("documents each service's internal calls in a document of its own, behind the internal token", () => {
    const services: ServiceName[] = ['orders', 'inventory', 'files', 'notifications', 'identity'];
    const operationIds = services.flatMap((owner) => {
      const internal = internalOpenApiDocument({ version: '1.2.3', owner }) as typeof document;
      return Object.values(internal.paths).flatMap((methods) =>
        Object.values(methods).map((operation) => {
          expect(operation).toMatchObject({
            'x-owner': owner,
            security: [{ internalToken: [] }],
            responses: { 401: {} },
          });
          return operation.operationId;
        }),
      );
    });
    expect(operationIds.sort()).toEqual(
      apiCatalogue
        .filter(({ call }) => call.access === 'internal')
        .map(({ area, name }) => `${area}.${name}`)
        .sort(),
    );
  });

  it('describes parameters, bodies, answers and access from the schemas', () => {
    const update = document.paths['/api/admin/orders/{id}']?.put;
    expect(update).toMatchObject({
      operationId: 'orders.update',
      tags: ['orders'],
      security: [{ adminSession: [] }, { apiToken: [] }],
      parameters: [{ name: 'id', in: 'path', required: true }],
      requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
      responses: { 200: { content: { 'application/json': {} } }, 401: {}, 404: {} },
    });
    const invoice = document.paths['/api/admin/orders/{id}/invoice.pdf']?.get;
    expect(invoice?.responses).toMatchObject({ 200: { content: { 'application/pdf': {} } } });
    const quote = document.paths['/api/quote-requests']?.post;
    expect(quote).toMatchObject({ security: [], responses: { 201: {}, 400: {}, 429: {} } });
    expect(document.components.schemas.ErrorBody).toMatchObject({
      required: ['statusCode', 'message'],
    });
  });
});

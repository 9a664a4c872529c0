import { startGatewayUnderTest, type GatewayUnderTest } from './testing/gateway-under-test.js';

interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; security: unknown[] }>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

describe('API reference', () => {
  let under: GatewayUnderTest;
  beforeAll(async () => {
    under = await startGatewayUnderTest();
  });
  afterAll(() => under.stop());

  it('answers the OpenAPI 3.1 document to anyone, without reaching a service', async () => {
    const response = await fetch(`${under.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const document = (await response.json()) as OpenApi;
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/admin/orders/{id}']?.put?.operationId).toBe('orders.update');
    expect(document.paths['/api/admin/orders/{id}']?.put?.security).toEqual([
      { adminSession: [] },
      { apiToken: [] },
    ]);
    expect(document.paths['/api/stats']?.get?.security).toEqual([]);
    expect(document.components.securitySchemes.adminSession).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'silkway_admin_session',
    });
    expect(Object.keys(document.components.schemas)).toContain('ErrorBody');
    expect(under.services.orders.calls).toHaveLength(0);
  });

  it('answers the reference page under the product CSP: no script at all, styles inline', async () => {
    const response = await fetch(`${under.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await response.text();
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/https?:\/\//);
    expect(page).toContain('<code>/api/admin/orders/{id}/items/{itemId}</code>');
    expect(page).toContain('href="/api/openapi.json"');
  });
});

import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';

/**
 * The item update carries fields of several permissions; the gateway checked only `items.update`,
 * so the orders service refuses (403) a change to a field outside the caller's role, writing nothing.
 */
describe('orders service: item fields by role', () => {
  let service: TestService<OrdersConfig>;
  let itemId: number;

  beforeAll(async () => {
    service = await startTestService(ordersService);
    const order = await service.call('POST', '/api/admin/orders', { body: { name: 'Роли' } });
    const item = await service.call('POST', `/api/admin/orders/${order.body.id}/items`, {
      body: { code: 'R-1', name: 'Стол', quantity: 2, pricePerUnit: '10.00' },
    });
    itemId = item.body.id;
  });
  afterAll(() => service?.close());

  const update = (role: string | undefined, body: Record<string, unknown>) =>
    service.call('PUT', `/api/admin/order-items/${itemId}`, {
      body,
      headers: { 'x-admin-username': 'tester', ...(role ? { 'x-admin-role': role } : {}) },
    });

  it('lets the warehouse change the status but not the price, even sent with the rest of the item unchanged', async () => {
    const whole = (await update(undefined, {})).body as Record<string, unknown>;
    const moved = await update('warehouse', { ...pick(whole), status: 'Отправлено' });
    expect(moved.statusCode).toBe(200);
    expect(moved.body.status).toBe('Отправлено');

    const priced = await update('warehouse', { ...pick(whole), pricePerUnit: '99.00' });
    expect(priced.statusCode).toBe(403);
    expect(priced.body.message).toMatch(/^Недостаточно прав для этого действия.*pricePerUnit/);
    const after = (await update(undefined, {})).body as Record<string, unknown>;
    expect(after.pricePerUnit).toBe(whole.pricePerUnit);
  });

  it('lets the accountant change the payment status but not the status', async () => {
    expect((await update('accountant', { paymentStatus: 'paid' })).statusCode).toBe(200);
    expect((await update('accountant', { status: 'Доставлено' })).statusCode).toBe(403);
  });

  it('lets the manager change anything, and a call without a role (not made for an admin) too', async () => {
    expect((await update('manager', { pricePerUnit: '12.00' })).statusCode).toBe(200);
    expect((await update(undefined, { pricePerUnit: '13.00' })).statusCode).toBe(200);
  });
});

/** The item as an edit form sends it back: every editable field. */
function pick(item: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, orderId: _orderId, truckNumber: _truck, stockStatus: _stock, ...fields } = item;
  return fields;
}

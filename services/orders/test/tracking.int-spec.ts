import { trackingMessages } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';

describe('orders service: tracking for the client portal', () => {
  let service: TestService<OrdersConfig>;

  beforeAll(async () => {
    service = await startTestService(ordersService);
  });
  afterAll(() => service?.close());

  it('shows the portal view of an order by its code, amounts from its items, no internal ids', async () => {
    const { body: counterparty } = await service.call('POST', '/api/admin/counterparties', {
      body: { name: 'Азиз Каримов', company: 'Душанбе Импорт' },
    });
    const { body: order } = await service.call('POST', '/api/admin/orders', {
      body: {
        name: 'Станки',
        code: 'SW-7788',
        counterpartyId: counterparty.id,
        destination: 'Таджикистан/Душанбе',
        expectedDelivery: '2026-12-01',
      },
    });
    await service.call('POST', `/api/admin/orders/${order.id}/items`, {
      body: {
        code: 'M-1',
        name: 'Токарный станок',
        quantity: 1,
        pricePerUnit: 1000,
        weight: 850,
        transportPrice: '0.5',
        paymentStatus: 'paid',
        warehouseName: 'Иу',
      },
    });
    const { body: item } = await service.call('POST', `/api/admin/orders/${order.id}/items`, {
      body: {
        code: 'M-2',
        name: 'Фреза',
        quantity: 2,
        pricePerUnit: 150,
        volumeType: 'm³',
        volume: '0.4',
        transportPrice: 200,
      },
    });
    await service.call('PATCH', `/api/admin/order-items/${item.id}/status`, {
      body: { status: 'Отправлено' },
    });

    const tracked = await service.call('GET', '/api/search/orders/sw-7788');
    expect(tracked.statusCode).toBe(200);
    // paid: 1000 + 850 × 0.5 = 1425; unpaid: 2 × 0.4 × 150 + 0.4 × 200 = 200
    expect(tracked.body).toEqual({
      code: 'SW-7788',
      name: 'Станки',
      status: 'active',
      customer: 'Душанбе Импорт',
      destination: 'Таджикистан/Душанбе',
      expectedDelivery: '2026-12-01',
      createdAt: order.createdAt,
      history: [
        { date: expect.any(String), status: 'Отправлено', description: 'M-2 — Фреза' },
        { date: expect.any(String), status: 'На складе', description: 'M-1 — Токарный станок' },
        { date: order.createdAt, status: 'created', description: 'Станки' },
      ],
      totalAmount: 1625,
      paidAmount: 1425,
      outstandingAmount: 200,
      items: [
        {
          code: 'M-1',
          name: 'Токарный станок',
          quantity: 1,
          status: 'На складе',
          warehouse: 'Иу',
          weight: 850,
          volume: 0,
        },
        {
          code: 'M-2',
          name: 'Фреза',
          quantity: 2,
          status: 'Отправлено',
          warehouse: null,
          weight: 0,
          volume: 0.4,
        },
      ],
    });
  });

  it('answers 404 with docs/product.md message for an unknown code', async () => {
    const missing = await service.call('GET', '/api/search/orders/NO-SUCH-CODE');
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe(trackingMessages.notFound);
  });
});

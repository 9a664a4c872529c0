import { notificationMessages } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';

type OutboxRow = { type: string; consumer: string; payload: Record<string, unknown> };

describe('orders service: events for the notifications service', () => {
  let service: TestService<OrdersConfig>;
  let orderId: number;
  let counterpartyId: number;

  beforeAll(async () => {
    service = await startTestService(ordersService);
    // The order's client travels with its status events: its account follows all its orders.
    counterpartyId = (
      await service.call('POST', '/api/admin/counterparties', { body: { name: 'Памир Трейд' } })
    ).body.id;
    orderId = (
      await service.call('POST', '/api/admin/orders', {
        body: { name: 'Плитка', code: 'SW-77', counterpartyId },
      })
    ).body.id;
  }, 30_000);
  afterAll(() => service?.close());

  const eventsOf = (type: string): Promise<OutboxRow[]> =>
    service.query(
      `SELECT type, consumer, payload FROM orders.outbox WHERE type = $1 ORDER BY occurred_at`,
      [type],
    );

  it('writes order.status-changed when the status moves (PATCH or PUT), not when it stays', async () => {
    await service.call('PATCH', `/api/admin/orders/${orderId}/status`, {
      body: { status: 'completed' },
    });
    await service.call('PATCH', `/api/admin/orders/${orderId}/status`, {
      body: { status: 'completed' },
    });
    await service.call('PUT', `/api/admin/orders/${orderId}`, {
      body: { name: 'Плитка', status: 'active' },
    });
    await service.call('PUT', `/api/admin/orders/${orderId}`, {
      body: { name: 'Плитка керамическая' },
    });
    const statusChanged = (fromStatus: string, toStatus: string) => ({
      type: 'order.status-changed',
      consumer: 'notifications',
      payload: { orderId, counterpartyId, code: 'SW-77', name: 'Плитка', fromStatus, toStatus },
    });
    expect(await eventsOf('order.status-changed')).toEqual([
      statusChanged('active', 'completed'),
      statusChanged('completed', 'active'),
    ]);
  });

  it('writes order-item.status-changed when an item status moves', async () => {
    const { body: item } = await service.call('POST', `/api/admin/orders/${orderId}/items`, {
      body: { code: 'T-1', name: 'Плитка 60×60' },
    });
    await service.call('PATCH', `/api/admin/order-items/${item.id}/status`, {
      body: { status: 'Отправлено' },
    });
    await service.call('PUT', `/api/admin/order-items/${item.id}`, {
      body: { name: 'Плитка 60×60 матовая' },
    });
    await service.call('PUT', `/api/admin/order-items/${item.id}`, {
      body: { status: 'Доставлено' },
    });
    const statusChanged = (itemName: string, fromStatus: string, toStatus: string) => ({
      orderId,
      counterpartyId,
      orderCode: 'SW-77',
      itemId: item.id,
      itemCode: 'T-1',
      itemName,
      fromStatus,
      toStatus,
    });
    expect((await eventsOf('order-item.status-changed')).map((event) => event.payload)).toEqual([
      statusChanged('Плитка 60×60', 'На складе', 'Отправлено'),
      statusChanged('Плитка 60×60 матовая', 'Отправлено', 'Доставлено'),
    ]);
  });

  describe('POST /api/track/{code}/subscriptions', () => {
    it('answers 202 for a real code and asks the notifications service to confirm the address', async () => {
      const answer = await service.call('POST', '/api/track/sw-77/subscriptions', {
        body: { email: ' client@example.com ', language: 'tj' },
      });
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toEqual({ accepted: true });
      expect(
        (await eventsOf('order.follow-requested')).map((event) => [event.consumer, event.payload]),
      ).toEqual([
        ['notifications', { orderId, code: 'SW-77', email: 'client@example.com', language: 'tj' }],
      ]);
    });

    it('answers an unknown code exactly alike and writes nothing', async () => {
      const answer = await service.call('POST', '/api/track/NOPE-1/subscriptions', {
        body: { email: 'client@example.com', language: 'en' },
      });
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toEqual({ accepted: true });
      expect(await eventsOf('order.follow-requested')).toHaveLength(1);
    });

    it.each([
      [{ email: 'not-an-address', language: 'ru' }, 'email', notificationMessages.email],
      [{ language: 'ru' }, 'email', notificationMessages.email],
      [{ email: 'a@b.tj', language: 'fr' }, 'language', notificationMessages.language],
    ])('refuses %j with 400 naming the field', async (body, field, message) => {
      const answer = await service.call('POST', '/api/track/SW-77/subscriptions', { body });
      expect(answer.statusCode).toBe(400);
      expect(answer.body.fieldErrors).toEqual({ [field]: [message] });
      expect(await eventsOf('order.follow-requested')).toHaveLength(1);
    });
  });
});

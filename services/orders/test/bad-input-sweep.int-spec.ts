import {
  blogListQuery,
  contactMessage,
  counterpartyCreateBody,
  counterpartyUpdateBody,
  idParam,
  itemCreateBody,
  itemPhotosPatchBody,
  itemStatusPatchBody,
  itemUpdateBody,
  orderCreateBody,
  orderItemCreateBody,
  orderListQuery,
  ordersSearchQuery,
  orderStatusPatchBody,
  orderUpdateBody,
  quoteRequest,
  trackingCodeParam,
} from '@silkway/contracts';
import {
  startTestService,
  itSweepsEachCall,
  type SweepCall,
  type TestService,
} from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';

// A fresh database: the records the calls name (counterparty, order, item) all get id 1.
const id = { schema: idParam, valid: '1' };
const CALLS: SweepCall[] = [
  {
    method: 'POST',
    path: '/api/quote-requests',
    body: {
      schema: quoteRequest,
      valid: {
        name: 'Али',
        phone: '+992 90',
        serviceType: 'oem',
        description: 'Нужна партия кабеля',
      },
    },
  },
  {
    method: 'POST',
    path: '/api/contact',
    body: {
      schema: contactMessage,
      valid: {
        name: 'Ali',
        email: 'a@example.com',
        subject: 'Hi',
        message: 'About delivery times',
      },
    },
  },
  { method: 'GET', path: '/api/blog', query: { schema: blogListQuery, valid: { lang: 'ru' } } },
  {
    method: 'GET',
    path: '/api/search/orders/:code',
    params: { code: { schema: trackingCodeParam, valid: 'SW-1' } },
  },
  {
    method: 'GET',
    path: '/internal/search',
    query: { schema: ordersSearchQuery, valid: { q: 'кабель' } },
  },
  {
    method: 'GET',
    path: '/api/admin/orders',
    query: { schema: orderListQuery, valid: { status: 'all' } },
  },
  {
    method: 'POST',
    path: '/api/admin/orders',
    body: { schema: orderCreateBody, valid: { name: 'Заказ' } },
  },
  { method: 'GET', path: '/api/admin/orders/:id', params: { id } },
  {
    method: 'PUT',
    path: '/api/admin/orders/:id',
    params: { id },
    body: { schema: orderUpdateBody, valid: { name: 'Заказ' } },
  },
  {
    method: 'PATCH',
    path: '/api/admin/orders/:id/status',
    params: { id },
    body: { schema: orderStatusPatchBody, valid: { status: 'active' } },
  },
  {
    method: 'POST',
    path: '/api/admin/orders/:id/items',
    params: { id },
    body: { schema: itemCreateBody, valid: { code: 'A-2', name: 'Кабель' } },
  },
  {
    method: 'POST',
    path: '/api/admin/order-items',
    body: { schema: orderItemCreateBody, valid: { orderId: 1, code: 'A-3', name: 'Кабель' } },
  },
  {
    method: 'PUT',
    path: '/api/admin/order-items/:id',
    params: { id },
    body: { schema: itemUpdateBody, valid: { name: 'Кабель' } },
  },
  {
    method: 'PATCH',
    path: '/api/admin/order-items/:id/status',
    params: { id },
    body: { schema: itemStatusPatchBody, valid: { status: 'На складе' } },
  },
  {
    method: 'PATCH',
    path: '/api/admin/orders/items/:id/photos',
    params: { id },
    body: { schema: itemPhotosPatchBody, valid: { photos: [] } },
  },
  { method: 'GET', path: '/api/admin/change-history/item/:itemId', params: { itemId: id } },
  { method: 'GET', path: '/api/admin/counterparty/:id/orders', params: { id } },
  {
    method: 'POST',
    path: '/api/admin/counterparties',
    body: { schema: counterpartyCreateBody, valid: { name: 'ООО Шелк' } },
  },
  { method: 'GET', path: '/api/admin/counterparties/:id', params: { id } },
  {
    method: 'PUT',
    path: '/api/admin/counterparties/:id',
    params: { id },
    body: { schema: counterpartyUpdateBody, valid: { name: 'ООО Шелк' } },
  },
  // Deletions last: every bad id is refused, so the records above stay.
  {
    method: 'DELETE',
    path: '/api/admin/orders/:id/items/:itemId',
    params: { id, itemId: id },
  },
  { method: 'DELETE', path: '/api/admin/order-items/:id', params: { id } },
  { method: 'DELETE', path: '/api/admin/orders/:id', params: { id } },
  { method: 'DELETE', path: '/api/admin/counterparties/:id', params: { id } },
];

describe('orders service: generated bad inputs on every call', () => {
  let service: TestService<OrdersConfig>;

  beforeAll(async () => {
    // No files service: a photo that reached it would be a finding of its own (503, not stored).
    service = await startTestService(ordersService, { FILES_URL: 'http://127.0.0.1:9' });
    const counterparty = await service.call('POST', '/api/admin/counterparties', {
      body: { name: 'ООО Шелк' },
    });
    const order = await service.call('POST', '/api/admin/orders', {
      body: { name: 'Заказ', code: 'SW-1', counterpartyId: 1 },
    });
    const item = await service.call('POST', '/api/admin/orders/1/items', {
      body: { code: 'A-1', name: 'Кабель' },
    });
    expect([counterparty.body.id, order.body.id, item.body.id]).toEqual([1, 1, 1]);
  }, 60_000);
  afterAll(() => service?.close());

  // Item history is written by an event handler after an accepted edit has answered.
  itSweepsEachCall('orders', () => service, CALLS, { ignoredTables: ['change_history'] });
});

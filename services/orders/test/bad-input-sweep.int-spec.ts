import { api, ordersSearchQuery } from '@silkway/contracts';
import {
  describeBadInputSweep,
  startTestService,
  sweepOf,
  type SweepCall,
} from '@silkway/service-kit/testing';
import { ordersService } from '../src/service.js';

// A fresh database: the records the calls name (counterparty, order, item) all get id 1.
const first = { params: { id: '1' } };
const CALLS: SweepCall[] = [
  sweepOf(api.public.submitQuoteRequest, {
    body: {
      name: 'Али',
      phone: '+992 90 123 45 67',
      serviceType: 'oem',
      description: 'Нужна партия кабеля',
    },
  }),
  sweepOf(api.public.submitContactMessage, {
    body: {
      name: 'Ali',
      email: 'a@example.com',
      phone: '+86 138 0013 8000',
      subject: 'Hi',
      message: 'About delivery times',
    },
  }),
  sweepOf(api.public.listBlogArticles, { query: { lang: 'ru' } }),
  sweepOf(api.tracking.trackOrder, { params: { code: 'SW-1' } }),
  {
    method: 'GET',
    path: '/internal/search',
    query: { schema: ordersSearchQuery, valid: { q: 'кабель' } },
  },
  sweepOf(api.internal.portalClient, { params: { counterpartyId: '1' } }),
  sweepOf(api.orders.list, { query: { status: 'all' } }),
  sweepOf(api.orders.create, { body: { name: 'Заказ' } }),
  sweepOf(api.orders.get, first),
  sweepOf(api.orders.update, { ...first, body: { name: 'Заказ' } }),
  sweepOf(api.orders.changeStatus, { ...first, body: { status: 'active' } }),
  sweepOf(api.items.addToOrder, { ...first, body: { code: 'A-2', name: 'Кабель' } }),
  sweepOf(api.items.add, { body: { orderId: 1, code: 'A-3', name: 'Кабель' } }),
  sweepOf(api.items.update, { ...first, body: { name: 'Кабель' } }),
  sweepOf(api.items.changeStatus, { ...first, body: { status: 'На складе' } }),
  sweepOf(api.items.replacePhotos, { ...first, body: { photos: [] } }),
  sweepOf(api.items.history, { params: { itemId: '1' } }),
  sweepOf(api.orders.ofCounterparty, first),
  sweepOf(api.counterparties.create, { body: { name: 'ООО Шелк', phone: '+992 93 555 12 34' } }),
  sweepOf(api.counterparties.get, first),
  sweepOf(api.counterparties.update, {
    ...first,
    body: { name: 'ООО Шелк', phone: '+992 93 555 12 34' },
  }),
  sweepOf(api.payments.record, {
    body: {
      counterpartyId: 1,
      amount: '10',
      currency: 'USD',
      paidAt: '2026-01-05',
      method: 'cash',
    },
  }),
  sweepOf(api.payments.list, { query: { counterpartyId: '1' } }),
  sweepOf(api.payments.void, { ...first, body: { reason: 'ошибка' } }),
  sweepOf(api.payments.balance, first),
  sweepOf(api.payments.statement, { ...first, query: { from: '2026-01-01' } }),
  sweepOf(api.payments.statementDocument, { ...first, query: { lang: 'ru' } }),
  sweepOf(api.exchangeRates.get, { query: { date: '2026-01-05' } }),
  sweepOf(api.exchangeRates.set, { params: { date: '2026-01-05' }, body: { TJS: '10.95' } }),
  // Deletions last: every bad id is refused, so the records above stay.
  sweepOf(api.items.removeFromOrder, { params: { id: '1', itemId: '1' } }),
  sweepOf(api.items.remove, first),
  sweepOf(api.orders.delete, first),
  sweepOf(api.counterparties.delete, first),
];

describeBadInputSweep(
  'orders',
  CALLS,
  async () => {
    // No files service: a photo that reached it would be a finding of its own (503, not stored).
    const service = await startTestService(ordersService, { FILES_URL: 'http://127.0.0.1:9' });
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
    return service;
  },
  // Item history is written by an event handler after an accepted edit has answered.
  { ignoredTables: ['change_history'] },
);

import type { TrackedOrder } from './order-lookup.js';

/** An order as GET /api/search/orders/{code} answers it: one item in kg, one in m³. */
export const trackedOrderFixture: TrackedOrder = {
  code: 'SW-ZGZQ-ZZ7Z',
  name: 'Бытовая техника для магазина',
  status: 'active',
  customer: 'ООО «Сомон»',
  destination: 'Таджикистан/Душанбе',
  expectedDelivery: '2026-12-18',
  createdAt: '2026-10-14T08:30:00.000Z',
  history: [
    {
      date: '2026-11-02T10:00:00.000Z',
      status: 'Отправлено',
      description: 'HA-210 — Чайник электрический 1,8 л',
    },
    {
      date: '2026-10-14T08:30:00.000Z',
      status: 'created',
      description: 'Бытовая техника для магазина',
    },
  ],
  totalAmount: 1284.5,
  paidAmount: 684.5,
  outstandingAmount: 600,
  items: [
    {
      code: 'HA-210',
      name: 'Чайник электрический 1,8 л',
      quantity: 120,
      status: 'Отправлено',
      warehouse: 'Иу',
      weight: 0,
      volume: 2.4,
    },
    {
      code: 'HA-305',
      name: 'Фен для волос',
      quantity: 60,
      status: 'На складе',
      warehouse: null,
      weight: 95.5,
      volume: 0,
    },
  ],
};

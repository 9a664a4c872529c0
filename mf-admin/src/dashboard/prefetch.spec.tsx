import type { DashboardAnswer } from '@silkway/contracts';
import { sampleOrderAnswer } from '@silkway/contracts/testing';
import { apiGet } from '@silkway/web-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderTab } from '../testing/index.js';
import { registerAdminTranslations } from '../translations.js';
import { Dashboard } from './dashboard.js';

jest.mock('@silkway/web-client', () => jest.requireActual('../testing/web-client-mock'));

const summary: DashboardAnswer = {
  activeOrders: 1,
  itemsInTransit: 0,
  owedTotal: 0,
  topDebtors: [],
  overCreditLimit: [],
  newRequests: 0,
};
/** A row of the orders list, the one pointed at. */
const order = sampleOrderAnswer;

const orderList = /^\/api\/admin\/orders\?/;
const asked = (pattern: RegExp | string) =>
  jest
    .mocked(apiGet)
    .mock.calls.some(([url]) =>
      typeof pattern === 'string' ? url === pattern : pattern.test(String(url)),
    );

registerAdminTranslations();

beforeEach(() =>
  jest.mocked(apiGet).mockImplementation(async (url: string) => {
    if (url === '/api/admin/dashboard') return summary;
    if (orderList.test(url)) return [order];
    if (url.startsWith('/api/admin/exchange-rates')) return { date: '2026-11-02', rates: {} };
    return [];
  }),
);

describe('the back office asks before it is asked', () => {
  it('asks for the orders list and the warehouses while the summary shows, before their tabs open', async () => {
    renderTab(<Dashboard tab="summary" />, '/admin/summary');
    expect(await screen.findByText('Активные заказы')).toBeTruthy();
    await waitFor(() => expect(asked(orderList)).toBe(true));
    expect(asked('/api/admin/warehouses')).toBe(true);
  });

  it('asks for an order as its row is pointed at or focused, before it is opened', async () => {
    renderTab(<Dashboard tab="orders" />, '/admin/orders');
    const [name] = await screen.findAllByRole('button', { name: order.name });
    expect(asked(`/api/admin/orders/${order.id}`)).toBe(false);
    fireEvent.pointerOver(name!);
    await waitFor(() => expect(asked(`/api/admin/orders/${order.id}`)).toBe(true));

    jest.mocked(apiGet).mockClear();
    fireEvent.focusIn(name!);
    // Already in the cache: pointing and focusing ask once between them.
    expect(asked(`/api/admin/orders/${order.id}`)).toBe(false);
  });
});

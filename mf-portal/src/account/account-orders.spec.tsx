import type { PortalOrderAnswer } from '@silkway/contracts';
import { screen } from '@testing-library/react';
import { renderPortal } from '../testing/render-portal.js';
import { AccountOrders } from './account-orders.js';

const longName = 'Оборудование для кондитерской на улице Рудаки, вторая партия: печи и миксеры';
const order: PortalOrderAnswer = {
  id: 3,
  code: 'SW-2026-3',
  name: longName,
  status: 'active',
  destination: null,
  expectedDelivery: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  totalQuantity: 2,
  totalWeight: 10,
  totalVolume: 0,
  totalAmount: 1250.3,
  paidAmount: 0,
  remainingAmount: 1250.3,
  paymentState: 'unpaid',
};

beforeEach(() => {
  global.fetch = jest.fn(() =>
    Promise.resolve({
      ok: true,
      json: () => Promise.resolve([order]),
      headers: { get: () => '1' },
    }),
  ) as unknown as typeof fetch;
});

it('shows an order’s whole name, wrapping on a phone rather than cut, and its sum as money is written', async () => {
  await renderPortal(<AccountOrders />);
  const name = await screen.findByText(longName);
  // jsdom lays nothing out: the name must not be cut off at its line's end by an ellipsis.
  expect(name.className).not.toMatch(/\btruncate\b/);
  expect(name.className).toMatch(/\bbreak-words\b/);
  expect(screen.getByText(/1\s250,30\sUSD/)).toBeTruthy();
});

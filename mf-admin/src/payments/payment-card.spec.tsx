import type { PaymentAnswer } from '@silkway/contracts';
import { apiGet } from '@silkway/web-client';
import { screen } from '@testing-library/react';
import { renderTab } from '../testing/index.js';
import { PaymentCard } from './payment-card.js';

jest.mock('@silkway/web-client', () => jest.requireActual('../testing/web-client-mock'));

const payment: PaymentAnswer = {
  id: 12,
  version: 1,
  counterpartyId: 7,
  orderId: null,
  amount: 5000,
  currency: 'TJS',
  rate: 10.95,
  rateDate: '2026-11-28',
  amountUsd: 456.62,
  paidAt: '2026-11-28',
  method: 'cash',
  reference: null,
  note: null,
  createdBy: 'farhod',
  createdAt: '2026-11-28T09:00:00.000Z',
  voidedAt: '2026-11-28T10:00:00.000Z',
  voidReason: 'Ошибка суммы',
  voidedBy: 'farhod',
  allocations: [],
};

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

it('writes a payment in one style and names who voided it', async () => {
  jest
    .mocked(apiGet)
    .mockImplementation((url: string) =>
      Promise.resolve(
        url.startsWith('/api/admin/users')
          ? [{ username: 'farhod', fullName: 'Фарход Рахимов' }]
          : [],
      ),
    );
  renderTab(
    <ul>
      <PaymentCard payment={payment} />
    </ul>,
    '/admin/counterparties',
  );
  const voided = await screen.findByText(/^Отменил Фарход Рахимов/);
  expect(voided.textContent).toContain('Ошибка суммы');
  const amount = screen.getByText(/5 000,00/);
  expect(plain(amount.textContent)).toBe(
    '5 000,00 TJS (курс 10,95 за $1 на 28.11.2026) = 456,62 USD',
  );
  expect(screen.getByText(/^Записал/).textContent).toBe('Записал Фарход Рахимов');
});

it('names what a payment paid by the order’s and the item’s codes and the item’s name, not ids', async () => {
  jest.mocked(apiGet).mockResolvedValue([]);
  renderTab(
    <ul>
      <PaymentCard
        payment={{
          ...payment,
          voidedAt: null,
          voidReason: null,
          voidedBy: null,
          allocations: [
            {
              orderId: 8,
              itemId: 14,
              orderCode: 'SW-2026-0008',
              itemCode: 'AU-14',
              itemName: 'Плитка',
              amountUsd: 456.62,
            },
          ],
        }}
      />
    </ul>,
    '/admin/counterparties',
  );
  expect(await screen.findByText('Заказ SW-2026-0008 · товар AU-14 · Плитка')).toBeTruthy();
  expect(screen.queryByText(/Заказ №|товар №/)).toBeNull();
});

import type { OrderWithItemsAnswer } from '@silkway/contracts';
import { sampleOrderAnswer } from '@silkway/contracts/testing';
import { apiGet } from '@silkway/web-client';
import { screen, waitFor } from '@testing-library/react';
import { renderTab } from '../../testing/index.js';
import { registerOrdersTranslations } from '../orders-translations.js';
import { OrderOverlay } from './order-overlay.js';

jest.mock('@silkway/web-client', () => jest.requireActual('../../testing/web-client-mock'));

const order: OrderWithItemsAnswer = {
  ...sampleOrderAnswer,
  items: [],
  totalAmount: 120,
  remainingAmount: 20,
};

beforeEach(() =>
  jest
    .mocked(apiGet)
    .mockImplementation((url: string) =>
      Promise.resolve(url === '/api/admin/orders/7' ? order : { followers: 0, lastSentAt: null }),
    ),
);

it('shows the totals, moves the focus onto the overlay after its first paint, then its items', async () => {
  registerOrdersTranslations();
  renderTab(<OrderOverlay orderId={7} onClose={() => {}} />, '/admin');
  const total = await screen.findByText('Общая сумма');
  expect(total.nextElementSibling?.textContent).toBe('120,00\u00a0USD');
  const dialog = screen.getByRole('dialog', { name: 'Рейс на Душанбе' });
  await waitFor(() => expect(document.activeElement).toBe(dialog));
  expect(await screen.findByText('В заказе пока нет товаров')).toBeTruthy();
});

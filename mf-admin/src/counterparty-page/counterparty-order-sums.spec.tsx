import type { OrderAnswer } from '@silkway/contracts';
import { screen } from '@testing-library/react';
import { renderInRussian } from '../counterparties/testing/index.js';
import { CounterpartyOrderSums } from './counterparty-order-sums.js';

function order(id: number, totalAmount: number, remainingAmount: number): OrderAnswer {
  return {
    id,
    version: 1,
    name: `Заказ ${id}`,
    code: `SW-${id}`,
    comments: null,
    counterpartyId: 1,
    counterpartyName: 'Фарход Рахимов',
    counterpartyCompany: null,
    status: 'active',
    warehouse: null,
    destination: null,
    expectedDelivery: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    totalQuantity: 1,
    totalWeight: 0,
    totalVolume: 0,
    totalAmount,
    remainingAmount,
  };
}

const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('counterparty order sums', () => {
  it('sums the orders exactly: 0.1 + 0.2 makes 0.30', () => {
    renderInRussian(
      <CounterpartyOrderSums orders={[order(1, 1000.1, 0.1), order(2, 250.2, 0.2)]} />,
    );
    expect(figure('Заказов')).toBe('2');
    expect(figure('Сумма заказов')).toContain('1\u00a0250,30\u00a0USD');
    expect(figure('Остаток к оплате')).toContain('0,30\u00a0USD');
  });

  it('shows zeros without orders', () => {
    renderInRussian(<CounterpartyOrderSums orders={[]} />);
    expect(figure('Заказов')).toBe('0');
    expect(figure('Сумма заказов')).toContain('0,00\u00a0USD');
  });
});

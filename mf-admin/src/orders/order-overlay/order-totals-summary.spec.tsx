import { screen } from '@testing-library/react';
import { renderInRussian } from '../testing/render-in-russian.js';
import { OrderTotalsSummary } from './order-totals-summary.js';

describe('order totals in the overlay', () => {
  it('shows the total and the remaining amount in USD with two decimals', () => {
    renderInRussian(<OrderTotalsSummary totalAmount={1234.5} remainingAmount={0.1} />);
    const total = screen.getByText('Общая сумма').nextElementSibling;
    const remaining = screen.getByText('Остаток к оплате').nextElementSibling;
    expect(total?.textContent).toBe('1\u00a0234,50\u00a0USD');
    expect(remaining?.textContent).toBe('0,10\u00a0USD');
  });

  it('shows a paid-up order as nothing remaining', () => {
    renderInRussian(<OrderTotalsSummary totalAmount={80} remainingAmount={0} />);
    expect(screen.getByText('Остаток к оплате').nextElementSibling?.textContent).toBe(
      '0,00\u00a0USD',
    );
  });
});

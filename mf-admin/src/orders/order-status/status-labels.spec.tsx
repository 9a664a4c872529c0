import { screen } from '@testing-library/react';
import { renderInRussian } from '../testing/render-in-russian.js';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badges.js';
import { itemTakesPhotos } from './status-labels.js';

describe('order status badge (product.md §2.10)', () => {
  it.each([
    ['active', 'В пути'],
    ['completed', 'Завершён'],
    ['delivered', 'Доставлено'],
    ['cancelled', 'Доставлено'],
  ])('reads %s as "%s"', (status, text) => {
    renderInRussian(<OrderStatusBadge status={status} />);
    expect(screen.getByText(text)).toBeTruthy();
  });
});

describe('payment status badge (product.md §2.10; partial named as the forms name it)', () => {
  it.each([
    ['paid', 'Оплачено'],
    ['prepaid', 'Предоплата'],
    ['unpaid', 'Постоплата'],
    ['partial', 'Частично оплачено'],
  ] as const)('reads %s as "%s"', (paymentStatus, text) => {
    renderInRussian(<PaymentStatusBadge paymentStatus={paymentStatus} />);
    expect(screen.getByText(text)).toBeTruthy();
  });
});

describe('photos of an item', () => {
  it('become available once the item is sent or delivered (product.md §4)', () => {
    expect(itemTakesPhotos('На складе')).toBe(false);
    expect(itemTakesPhotos('Отправлено')).toBe(true);
    expect(itemTakesPhotos('Доставлено')).toBe(true);
  });
});

import { itemStatusBadge, orderStatusBadge } from './status-badges.js';

describe('orderStatusBadge', () => {
  it('reads active as in transit and every other status as completed (product.md §4)', () => {
    expect(orderStatusBadge('active')).toEqual({
      textKey: 'orderStatus.inTransit',
      tone: 'transit',
    });
    for (const status of [
      'completed',
      'processing',
      'shipped',
      'in_transit',
      'delivered',
      'cancelled',
      'lost',
    ]) {
      expect(orderStatusBadge(status).textKey).toBe('orderStatus.completed');
    }
  });

  it.each([
    ['processing', 'waiting'],
    ['shipped', 'transit'],
    ['in_transit', 'transit'],
    ['delivered', 'done'],
    ['completed', 'done'],
    ['cancelled', 'error'],
    ['something-new', 'unknown'],
  ])('colours %s with the fixed %s tone (docs/design.md)', (status, tone) => {
    expect(orderStatusBadge(status).tone).toBe(tone);
  });
});

describe('itemStatusBadge', () => {
  it.each([
    ['На складе', 'itemStatus.inStock', 'waiting'],
    ['Отправлено', 'itemStatus.sent', 'transit'],
    ['Доставлено', 'itemStatus.delivered', 'done'],
  ])('shows %s as %s in the %s tone', (status, textKey, tone) => {
    expect(itemStatusBadge(status)).toEqual({ textKey, tone });
  });

  it('shows an unknown item status as stored, in grey', () => {
    expect(itemStatusBadge('На таможне')).toEqual({ textKey: null, tone: 'unknown' });
  });
});

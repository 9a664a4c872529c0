import { itemCreateBody } from '@silkway/contracts';
import { OrderItem } from '../entities/order-item.entity.js';
import { changesBetween, snapshotOf } from './item-changes.js';

const { photos: _photos, ...fields } = itemCreateBody.parse({
  code: 'A-1',
  name: 'Кабель',
  quantity: 2,
  pricePerUnit: 3,
  comments: '',
});
const newItem = () => OrderItem.create(7, fields, ['a.jpg', 'b.jpg'], null);

describe('what an item’s history records', () => {
  it('records every field a new item has, as text, leaving out empty ones', () => {
    const changes = changesBetween(null, snapshotOf(newItem()));
    const recorded = Object.fromEntries(changes.map(({ field, newValue }) => [field, newValue]));
    expect(recorded).toMatchObject({
      code: 'A-1',
      quantity: '2',
      pricePerUnit: '3',
      totalAmount: '6',
      photos: 'a.jpg\nb.jpg',
      autoCalculate: 'true',
    });
    expect(changes.every(({ oldValue }) => oldValue === null)).toBe(true);
    expect(recorded).not.toHaveProperty('comments');
    expect(recorded).not.toHaveProperty('truckId');
  });

  it('records only what an edit changed, old and new, in the order the form shows the fields', () => {
    const item = newItem();
    const before = snapshotOf(item);
    item.change({ quantity: 3, comments: 'Хрупкое' });
    expect(changesBetween(before, snapshotOf(item))).toEqual([
      { field: 'quantity', oldValue: '2', newValue: '3' },
      { field: 'comments', oldValue: null, newValue: 'Хрупкое' },
      { field: 'totalPrice', oldValue: '6', newValue: '9' },
      { field: 'totalAmount', oldValue: '6', newValue: '9' },
      { field: 'remainingAmount', oldValue: '6', newValue: '9' },
    ]);
  });

  it('records nothing when nothing changed', () => {
    const item = newItem();
    const before = snapshotOf(item);
    item.change({ name: 'Кабель', comments: null });
    expect(changesBetween(before, snapshotOf(item))).toEqual([]);
  });
});

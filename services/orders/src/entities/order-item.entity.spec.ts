import { type ItemCreateInput, itemCreateBody } from '@silkway/contracts';
import { type EditableItemFields, OrderItem } from './order-item.entity.js';

const fieldsOf = (input: Partial<ItemCreateInput> = {}): EditableItemFields => {
  const { photos: _photos, ...fields } = itemCreateBody.parse({
    code: 'A-1',
    name: 'Кабель',
    quantity: 3,
    pricePerUnit: 2.5,
    weight: 10,
    transportPrice: 1.2,
    ...input,
  });
  return fields;
};

const newItem = (input: Partial<ItemCreateInput> = {}, photos = ['a.jpg']) =>
  OrderItem.create(7, fieldsOf(input), photos, null);

const totalsOf = ({ totalPrice, totalTransportCost, totalAmount, remainingAmount }: OrderItem) => ({
  totalPrice,
  totalTransportCost,
  totalAmount,
  remainingAmount,
});

describe('a new order item', () => {
  it('computes its totals from price, quantity, weight and rate, and owes all of them', () => {
    expect(totalsOf(newItem())).toEqual({
      totalPrice: 7.5,
      totalTransportCost: 12,
      totalAmount: 19.5,
      remainingAmount: 19.5,
    });
  });

  it('keeps typed totals when auto-calculation is off, and owes the total when no remainder is typed', () => {
    expect(totalsOf(newItem({ autoCalculate: false, totalPrice: 5, totalAmount: 40 }))).toEqual({
      totalPrice: 5,
      totalTransportCost: 12,
      totalAmount: 40,
      remainingAmount: 40,
    });
  });

  it('taken from stock: waits in the warehouse for the inventory’s answer, unpaid, without photos, costing goods only', () => {
    const item = newItem(
      { fromInventory: true, inventoryItemId: 4, status: 'Отправлено', paymentStatus: 'paid' },
      ['a.jpg'],
    );
    expect(item).toMatchObject({
      status: 'На складе',
      paymentStatus: 'unpaid',
      photos: [],
      stockStatus: 'pending',
      inventoryItemId: 4,
      totalTransportCost: 0,
      totalAmount: 7.5,
      remainingAmount: 7.5,
    });
  });

  it('names no stock line unless it is taken from stock', () => {
    expect(newItem({ fromInventory: false, inventoryItemId: 4 }).inventoryItemId).toBeNull();
  });
});

describe('changing an order item', () => {
  it('recomputes the totals while auto-calculation is on, keeping what is left to pay of a partly paid one', () => {
    const item = newItem();
    item.change({ quantity: 5 });
    expect(totalsOf(item)).toMatchObject({ totalAmount: 24.5, remainingAmount: 24.5 });
    item.change({ paymentStatus: 'partial', remainingAmount: 4 });
    item.change({ quantity: 6 });
    expect(totalsOf(item)).toMatchObject({ totalAmount: 27, remainingAmount: 4 });
  });

  it('keeps its stored totals once auto-calculation is off, whatever else changes', () => {
    const item = newItem({ autoCalculate: false, totalAmount: 40, remainingAmount: 15 });
    item.change({ quantity: 100 });
    expect(totalsOf(item)).toMatchObject({ totalAmount: 40, remainingAmount: 15 });
  });

  it('lets go of its stock line when unlinked from stock', () => {
    const item = newItem({ fromInventory: true, inventoryItemId: 4 });
    item.change({ fromInventory: false });
    expect(item.inventoryItemId).toBeNull();
  });

  it('lets any status follow any other (product.md §4), back to the warehouse too', () => {
    const item = newItem();
    for (const status of ['Доставлено', 'На складе', 'Отправлено', 'На складе'] as const) {
      item.changeStatus(status);
      expect(item.status).toBe(status);
    }
  });

  it('dates a status change, and only a change', () => {
    const item = newItem();
    const since = new Date(2020, 0, 1);
    item.statusChangedAt = since;
    item.changeStatus('На складе');
    item.change({ name: 'Кабель медный' });
    expect(item.statusChangedAt).toBe(since);
    item.changeStatus('Отправлено');
    expect(item.statusChangedAt.getTime()).toBeGreaterThan(since.getTime());
    item.statusChangedAt = since;
    item.change({ status: 'Доставлено' });
    expect(item).toMatchObject({ status: 'Доставлено' });
    expect(item.statusChangedAt).not.toBe(since);
  });
});

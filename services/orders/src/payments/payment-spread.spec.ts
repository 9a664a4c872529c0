import type { PaymentStatus } from '@silkway/contracts';
import { advanceRowsAfter, giveBack, type PayableItem, spendOn } from './payment-spread.js';

const item = (
  id: number,
  totalAmount: number,
  remainingAmount = totalAmount,
  paymentStatus: PaymentStatus = 'unpaid',
): PayableItem => ({ id, orderId: 100 + id, totalAmount, remainingAmount, paymentStatus });

const owes = (items: PayableItem[]) =>
  items.map(({ id, remainingAmount, paymentStatus }) => ({ id, remainingAmount, paymentStatus }));

describe('spreading payments over the items a client owes for', () => {
  it('pays the items in the order given, oldest first, and leaves the rest as the advance', () => {
    const items = [item(1, 10), item(2, 5.5)];
    expect(spendOn(items, [{ paymentId: 7, cents: 1200 }])).toEqual({
      allocations: [
        { paymentId: 7, orderId: 101, itemId: 1, amountUsd: 10 },
        { paymentId: 7, orderId: 102, itemId: 2, amountUsd: 2 },
      ],
      left: [{ paymentId: 7, cents: 0 }],
    });
    expect(owes(items)).toEqual([
      { id: 1, remainingAmount: 0, paymentStatus: 'paid' },
      { id: 2, remainingAmount: 3.5, paymentStatus: 'partial' },
    ]);
  });

  it('places payments one after the other: a later one pays only what the earlier ones left', () => {
    const items = [item(1, 10), item(2, 5.5)];
    const { allocations, left } = spendOn(items, [
      { paymentId: 1, cents: 300 },
      { paymentId: 2, cents: 2000 },
    ]);
    expect(
      allocations.map(({ paymentId, itemId, amountUsd }) => [paymentId, itemId, amountUsd]),
    ).toEqual([
      [1, 1, 3],
      [2, 1, 7],
      [2, 2, 5.5],
    ]);
    expect(left).toEqual([
      { paymentId: 1, cents: 0 },
      { paymentId: 2, cents: 750 },
    ]);
    expect(owes(items).every((paid) => paid.remainingAmount === 0)).toBe(true);
  });

  it('counts in whole cents: the parts and the advance add up to the payment, nothing owes a fraction', () => {
    const items = [item(1, 0.1), item(2, 0.2), item(3, 11.11), item(4, 19.99)];
    const { allocations, left } = spendOn(items, [{ paymentId: 1, cents: 3131 }]);
    const paidCents = allocations.reduce((sum, part) => sum + Math.round(part.amountUsd * 100), 0);
    expect(paidCents + left[0]!.cents).toBe(3131);
    expect(owes(items).map((paid) => paid.remainingAmount)).toEqual([0, 0, 0, 0.09]);
  });

  it('keeps a prepaid item prepaid while something is left, and pays it in full at zero', () => {
    const prepaid = item(1, 100, 60, 'prepaid');
    spendOn([prepaid], [{ paymentId: 1, cents: 1000 }]);
    expect(prepaid).toMatchObject({ remainingAmount: 50, paymentStatus: 'prepaid' });
    spendOn([prepaid], [{ paymentId: 2, cents: 5000 }]);
    expect(prepaid).toMatchObject({ remainingAmount: 0, paymentStatus: 'paid' });
  });

  it('pays nothing when nothing is owed: the whole payment is the advance', () => {
    expect(spendOn([], [{ paymentId: 3, cents: 999 }])).toEqual({
      allocations: [],
      left: [{ paymentId: 3, cents: 999 }],
    });
  });
});

describe('a void', () => {
  it('gives each item back what the payment took: unpaid when all of it, partial when some', () => {
    const items = [item(1, 10, 0, 'paid'), item(2, 5.5, 0, 'paid')];
    giveBack(items, [
      { itemId: 1, amountUsd: 10 },
      { itemId: 2, amountUsd: 2.25 },
      // The advance and an item deleted since take nothing back.
      { itemId: null, amountUsd: 4 },
      { itemId: 9, amountUsd: 1 },
    ]);
    expect(owes(items)).toEqual([
      { id: 1, remainingAmount: 10, paymentStatus: 'unpaid' },
      { id: 2, remainingAmount: 2.25, paymentStatus: 'partial' },
    ]);
  });

  it('undoes a spread exactly', () => {
    const items = [item(1, 12.34), item(2, 0.99, 0.5, 'partial')];
    const { allocations } = spendOn(items, [{ paymentId: 1, cents: 1300 }]);
    giveBack(items, allocations);
    expect(owes(items)).toEqual([
      { id: 1, remainingAmount: 12.34, paymentStatus: 'unpaid' },
      { id: 2, remainingAmount: 0.5, paymentStatus: 'partial' },
    ]);
  });
});

describe('the advance rows once spent', () => {
  it('removes a row spent whole, keeps the rest of one spent in part, leaves an untouched one alone', () => {
    const advances = [
      { id: 1, amountUsd: 5 },
      { id: 2, amountUsd: 3 },
      { id: 3, amountUsd: 8 },
    ];
    const left = [
      { paymentId: 10, cents: 0 },
      { paymentId: 11, cents: 150 },
      { paymentId: 12, cents: 800 },
    ];
    expect(advanceRowsAfter(advances, left)).toEqual({
      removed: [1],
      kept: [{ id: 2, amountUsd: 1.5 }],
    });
  });
});

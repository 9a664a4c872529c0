import { OrderItem } from '../../entities/order-item.entity.js';
import { markStockChange, type StockLink, stockLinkOf } from './stock-held-by-items.js';

const itemTaking = (link: StockLink): OrderItem =>
  Object.assign(new OrderItem(), link, { stockStatus: 'reduced', stockNote: 'SW-1' });

/** The item's stock mark once `change` was made to an item holding 3 units of line 4. */
function markAfter(change: Partial<StockLink>, before: StockLink = takingThree) {
  const item = itemTaking(before);
  const previous = stockLinkOf(item);
  Object.assign(item, change);
  markStockChange(item, previous);
  return { stockStatus: item.stockStatus, stockNote: item.stockNote };
}
const takingThree: StockLink = { fromInventory: true, inventoryItemId: 4, quantity: 3 };
const answered = { stockStatus: 'reduced', stockNote: 'SW-1' };

describe('what an edit of an item does to its stock mark', () => {
  it('waits for the inventory again when the quantity or the line of goods taken from stock changes', () => {
    expect(markAfter({ quantity: 5 })).toMatchObject({ stockStatus: 'pending' });
    expect(markAfter({ inventoryItemId: 9 })).toMatchObject({ stockStatus: 'pending' });
    expect(
      markAfter(
        { fromInventory: true, inventoryItemId: 4 },
        { ...takingThree, fromInventory: false },
      ),
    ).toMatchObject({ stockStatus: 'pending' });
  });

  it('carries no stock mark once unlinked from stock', () => {
    expect(markAfter({ fromInventory: false })).toEqual({ stockStatus: null, stockNote: null });
  });

  it('keeps the answer when nothing the stock depends on changed', () => {
    expect(markAfter({})).toEqual(answered);
    // Goods not from stock take no units, whatever their quantity.
    expect(markAfter({ quantity: 8 }, { ...takingThree, fromInventory: false })).toEqual(answered);
  });
});

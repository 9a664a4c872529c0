import { previewStockLineTotal, stockLineTotal } from './stock-line-total.js';
import { matchesStockSearch } from './stock-search.js';

describe('stock line total (product.md §9: price per unit × volume × quantity)', () => {
  it.each([
    [{ pricePerUnit: 12.5, volume: 0.25, quantity: 4 }, 12.5],
    [{ pricePerUnit: 3.33, volume: 1.5, quantity: 3 }, 14.99],
    [{ pricePerUnit: 10, volume: 0, quantity: 5 }, 0],
  ])('%o costs %d USD', (line, total) => {
    expect(stockLineTotal(line)).toBe(total);
  });

  it('previews the typed form and waits while a figure cannot be read', () => {
    expect(previewStockLineTotal({ pricePerUnit: '2.50', volume: '2', quantity: '3' })).toBe(15);
    expect(previewStockLineTotal({ pricePerUnit: '', volume: '', quantity: '1' })).toBe(0);
    expect(previewStockLineTotal({ pricePerUnit: 'abc', volume: '2', quantity: '3' })).toBeNull();
    expect(previewStockLineTotal({ pricePerUnit: '1', volume: '2', quantity: '1.5' })).toBeNull();
  });
});

describe('stock search (product.md §2.10: code, name or description)', () => {
  const line = { code: 'SH-42', name: 'Кроссовки', description: 'Белые, размер 42' };

  it.each(['sh-4', 'КРОСС', 'белые', '  размер ', ''])('finds the line by "%s"', (query) => {
    expect(matchesStockSearch(line, query)).toBe(true);
  });

  it('does not match other text, nor a missing description', () => {
    expect(matchesStockSearch(line, 'ткань')).toBe(false);
    expect(matchesStockSearch({ ...line, description: null }, 'белые')).toBe(false);
  });
});

import {
  allocatePayment,
  fromWarehouseItemCents,
  goodsTotalCents,
  inventoryItemTotalCents,
  itemGoodsCents,
  itemTotalCents,
  paymentStatusAfter,
  previewItemTotals,
  resolveItemTotals,
  sumOrderTotals,
  transportTotalCents,
  type ItemAmountsInUnits,
  type ItemTotalsValues,
} from './calculations.js';

// 3 pieces at $10.50, 12.5 kg in all, transport $2.00 per kg.
const byWeight: ItemAmountsInUnits = {
  quantity: 3,
  volumeType: 'kg',
  weightThousandths: 12_500,
  volumeThousandths: 999_000, // ignored for a 'kg' item
  pricePerUnitCents: 1050,
  transportPriceCents: 200,
};
// 4 pieces of 1.25 m³ at $100 per m³, transport $80 per m³.
const byVolume: ItemAmountsInUnits = {
  quantity: 4,
  volumeType: 'm³',
  weightThousandths: 999_000, // ignored for an 'm³' item
  volumeThousandths: 1250,
  pricePerUnitCents: 10_000,
  transportPriceCents: 8000,
};

describe('goods total = quantity × price per unit', () => {
  it('multiplies in cents', () => {
    expect(goodsTotalCents(3, 1050)).toBe(3150);
    expect(goodsTotalCents(3, 10)).toBe(30); // 3 × $0.10 = $0.30, not 0.30000000000000004
  });
});

describe('transport total = weight (kg) or volume (m³) × transport price', () => {
  it('uses the weight of a kg item', () => {
    expect(transportTotalCents(byWeight)).toBe(2500); // 12.5 × $2 = $25
  });

  it('uses the volume of an m³ item', () => {
    expect(transportTotalCents(byVolume)).toBe(10_000); // 1.25 × $80 = $100
  });

  it('rounds half a cent up', () => {
    expect(
      transportTotalCents({ ...byWeight, weightThousandths: 500, transportPriceCents: 1 }),
    ).toBe(1); // 0.5 × $0.01 = $0.005
    expect(
      transportTotalCents({ ...byWeight, weightThousandths: 499, transportPriceCents: 1 }),
    ).toBe(0);
  });
});

describe('item total price', () => {
  it('kg: quantity × price per unit + transport', () => {
    expect(itemGoodsCents(byWeight)).toBe(3150);
    expect(itemTotalCents(byWeight)).toBe(5650); // $31.50 + $25.00
  });

  it('m³: quantity × volume × price per unit + transport', () => {
    expect(itemGoodsCents(byVolume)).toBe(50_000); // 4 × 1.25 × $100 = $500
    expect(itemTotalCents(byVolume)).toBe(60_000); // $500 + $100
  });

  it('rounds the m³ goods product once, half-up', () => {
    // 1 × 0.333 m³ × $0.15 = $0.04995 → $0.05
    expect(
      itemGoodsCents({ ...byVolume, quantity: 1, volumeThousandths: 333, pricePerUnitCents: 15 }),
    ).toBe(5);
    // 1 × 1.005 m³ × $1 = $1.005 → $1.01 (floating point gives 1.00499… and would round down)
    expect(
      itemGoodsCents({ ...byVolume, quantity: 1, volumeThousandths: 1005, pricePerUnitCents: 100 }),
    ).toBe(101);
  });

  it('stays exact for large values', () => {
    // 999 × 99 999.999 m³ × $99.99 = $9 989 000 900.10999 → $9 989 000 900.11
    expect(
      itemGoodsCents({
        ...byVolume,
        quantity: 999,
        volumeThousandths: 99_999_999,
        pricePerUnitCents: 9999,
      }),
    ).toBe(998_900_090_011);
  });

  it('refuses a total too large to hold to the cent', () => {
    expect(() =>
      itemGoodsCents({
        ...byVolume,
        quantity: 100_000,
        volumeThousandths: 99_999_999_999,
        pricePerUnitCents: 99_999_999,
      }),
    ).toThrow(RangeError);
  });
});

describe('inventory and from-warehouse totals', () => {
  it('inventory item total = price per unit × volume × quantity', () => {
    expect(inventoryItemTotalCents(250, 400, 3)).toBe(300); // $2.50 × 0.4 m³ × 3 = $3.00
    expect(inventoryItemTotalCents(1, 500, 1)).toBe(1); // $0.01 × 0.5 = $0.005 → $0.01
  });

  it('from-warehouse item total = price × quantity, all of it remaining', () => {
    expect(fromWarehouseItemCents(1999, 3)).toEqual({
      totalAmountCents: 5997,
      remainingAmountCents: 5997,
    });
  });
});

describe('resolveItemTotals (the auto-calculation toggle)', () => {
  const form: ItemTotalsValues = {
    quantity: 3,
    volumeType: 'kg',
    weight: 12.5,
    volume: 0,
    pricePerUnit: 10.5,
    transportPrice: 2,
    paymentStatus: 'unpaid',
    autoCalculate: true,
  };

  it('computes every total when on; an unpaid item owes all of it', () => {
    expect(resolveItemTotals(form)).toEqual({
      totalPrice: 31.5,
      totalTransportCost: 25,
      totalAmount: 56.5,
      remainingAmount: 56.5,
    });
  });

  it('ignores typed totals when on', () => {
    expect(
      resolveItemTotals({ ...form, totalPrice: 1, totalTransportCost: 2, totalAmount: 3 })
        .totalAmount,
    ).toBe(56.5);
  });

  it('owes nothing once paid, and keeps a typed remainder of a prepaid or partial payment', () => {
    expect(resolveItemTotals({ ...form, paymentStatus: 'paid' }).remainingAmount).toBe(0);
    expect(
      resolveItemTotals({ ...form, paymentStatus: 'partial', remainingAmount: 20 }).remainingAmount,
    ).toBe(20);
    expect(
      resolveItemTotals({ ...form, paymentStatus: 'prepaid', remainingAmount: null })
        .remainingAmount,
    ).toBe(56.5);
    expect(
      resolveItemTotals({ ...form, paymentStatus: 'unpaid', remainingAmount: 20 }).remainingAmount,
    ).toBe(56.5);
  });

  it('computes an m³ item by its volume', () => {
    const totals = resolveItemTotals({
      ...form,
      volumeType: 'm³',
      quantity: 4,
      volume: 1.25,
      pricePerUnit: 100,
      transportPrice: 80,
    });
    expect(totals).toEqual({
      totalPrice: 500,
      totalTransportCost: 100,
      totalAmount: 600,
      remainingAmount: 600,
    });
  });

  it('keeps the typed totals when off', () => {
    const typed = { totalPrice: 30, totalTransportCost: 20, totalAmount: 50, remainingAmount: 10 };
    expect(resolveItemTotals({ ...form, autoCalculate: false, ...typed })).toEqual(typed);
  });

  it('fills a total left empty with its computed value when off; the remainder defaults to the total', () => {
    expect(resolveItemTotals({ ...form, autoCalculate: false, totalAmount: 100 })).toEqual({
      totalPrice: 31.5,
      totalTransportCost: 25,
      totalAmount: 100,
      remainingAmount: 100,
    });
  });

  it('is exact with floating traps', () => {
    expect(
      resolveItemTotals({ ...form, quantity: 3, pricePerUnit: 0.1, weight: 0, transportPrice: 0 })
        .totalAmount,
    ).toBe(0.3);
  });
});

describe('previewItemTotals', () => {
  it('reads raw form text', () => {
    const totals = previewItemTotals({
      quantity: '3',
      weight: '12,5',
      pricePerUnit: '10.50',
      transportPrice: '2',
      volume: '',
      totalPrice: '',
    });
    expect(totals).toEqual({
      totalPrice: 31.5,
      totalTransportCost: 25,
      totalAmount: 56.5,
      remainingAmount: 56.5,
    });
  });

  it('is null while the values are not numbers yet', () => {
    expect(previewItemTotals({ quantity: '3', pricePerUnit: 'abc' })).toBeNull();
  });
});

describe('sumOrderTotals', () => {
  it('sums quantity, weight, volume, total and remaining amount exactly', () => {
    const totals = sumOrderTotals([
      {
        quantity: 2,
        weight: '1.250',
        volume: '0.100',
        totalAmount: '10.10',
        remainingAmount: '5.05',
      }, // PostgreSQL numeric text
      { quantity: 3, weight: 0.75, volume: 0.2, totalAmount: 0.2, remainingAmount: 0 },
    ]);
    expect(totals).toEqual({
      totalQuantity: 5,
      totalWeight: 2,
      totalVolume: 0.3,
      totalAmount: 10.3,
      remainingAmount: 5.05,
    });
  });

  it('makes 0.1 + 0.2 exactly 0.3', () => {
    const item = { quantity: 1, weight: 0, volume: 0, remainingAmount: 0 };
    expect(
      sumOrderTotals([
        { ...item, totalAmount: 0.1 },
        { ...item, totalAmount: 0.2 },
      ]).totalAmount,
    ).toBe(0.3);
  });

  it('is all zeros for an order without items', () => {
    expect(sumOrderTotals([])).toEqual({
      totalQuantity: 0,
      totalWeight: 0,
      totalVolume: 0,
      totalAmount: 0,
      remainingAmount: 0,
    });
  });
});

describe('allocatePayment (oldest first, never below zero)', () => {
  const owed = [
    { id: 1, remainingCents: 500 },
    { id: 2, remainingCents: 0 },
    { id: 3, remainingCents: 1200 },
  ];

  it('pays the lines in order and keeps the rest as the advance', () => {
    expect(allocatePayment(2000, owed)).toEqual({
      parts: [
        { id: 1, cents: 500 },
        { id: 3, cents: 1200 },
      ],
      advanceCents: 300,
    });
  });

  it('stops where the money ends, leaving the last line partly paid', () => {
    expect(allocatePayment(700, owed)).toEqual({
      parts: [
        { id: 1, cents: 500 },
        { id: 3, cents: 200 },
      ],
      advanceCents: 0,
    });
  });

  it('keeps everything as an advance when nothing is owed', () => {
    expect(allocatePayment(999, [])).toEqual({ parts: [], advanceCents: 999 });
  });
});

describe('paymentStatusAfter', () => {
  it.each([
    [0, 1000, 'unpaid', 'paid'],
    [400, 1000, 'unpaid', 'partial'],
    [400, 1000, 'prepaid', 'prepaid'],
    [1000, 1000, 'partial', 'unpaid'],
  ] as const)('remaining %p of %p, was %p → %p', (remaining, total, previous, status) => {
    expect(paymentStatusAfter(remaining, total, previous)).toBe(status);
  });
});

import {
  divideRounded,
  fromCents,
  fromThousandths,
  toCents,
  toSafeNumber,
  toThousandths,
} from './exact-decimal.js';
import {
  itemTotalsInput,
  type ItemTotalsInput,
  type PaymentStatus,
  type VolumeType,
} from './items.js';

/**
 * product.md §9 calculations, shared by the admin forms' preview and the orders service. The integer
 * functions work in cents and thousandths (kg, m³) and round once, half-up, at the end of each
 * product; the USD functions convert on the way in and out.
 */

const THOUSAND = 1000n;

/** Goods total = quantity × price per unit. */
export function goodsTotalCents(quantity: number, pricePerUnitCents: number): number {
  return toSafeNumber(BigInt(quantity) * BigInt(pricePerUnitCents));
}

/** What an item's totals depend on, in exact units. */
export interface ItemAmountsInUnits {
  quantity: number;
  volumeType: VolumeType;
  weightThousandths: number;
  volumeThousandths: number;
  pricePerUnitCents: number;
  transportPriceCents: number;
}

/** The measure the item is priced by: its weight (kg) for 'kg', its volume (m³) for 'm³'. */
function pricedMeasureThousandths(item: ItemAmountsInUnits): number {
  return item.volumeType === 'kg' ? item.weightThousandths : item.volumeThousandths;
}

/** Transport total = weight (kg) or volume (m³) × transport price per unit. */
export function transportTotalCents(item: ItemAmountsInUnits): number {
  return toSafeNumber(
    divideRounded(
      BigInt(pricedMeasureThousandths(item)) * BigInt(item.transportPriceCents),
      THOUSAND,
    ),
  );
}

/** The goods part of the item total: kg → quantity × price; m³ → quantity × volume × price. */
export function itemGoodsCents(item: ItemAmountsInUnits): number {
  if (item.volumeType === 'kg') return goodsTotalCents(item.quantity, item.pricePerUnitCents);
  return toSafeNumber(
    divideRounded(
      BigInt(item.quantity) * BigInt(item.volumeThousandths) * BigInt(item.pricePerUnitCents),
      THOUSAND,
    ),
  );
}

/** Item total price = goods part + transport; each part is rounded on its own, so the shown parts add up. */
export function itemTotalCents(item: ItemAmountsInUnits): number {
  return itemGoodsCents(item) + transportTotalCents(item);
}

/** Inventory item total = price per unit × volume × quantity. */
export function inventoryItemTotalCents(
  pricePerUnitCents: number,
  volumeThousandths: number,
  quantity: number,
): number {
  return toSafeNumber(
    divideRounded(
      BigInt(pricePerUnitCents) * BigInt(volumeThousandths) * BigInt(quantity),
      THOUSAND,
    ),
  );
}

/** An item taken from warehouse stock: total = price × quantity, and nothing of it is paid yet. */
export function fromWarehouseItemCents(
  priceCents: number,
  quantity: number,
): { totalAmountCents: number; remainingAmountCents: number } {
  const totalAmountCents = goodsTotalCents(quantity, priceCents);
  return { totalAmountCents, remainingAmountCents: totalAmountCents };
}

/** An item's four money fields, in USD. */
export interface ItemTotals {
  /** The goods part. */
  totalPrice: number;
  totalTransportCost: number;
  /** Goods + transport: the item total price of product.md §9. */
  totalAmount: number;
  /** What is still to be paid. */
  remainingAmount: number;
}

type TypedTotals = Pick<
  ItemTotalsInput,
  'totalPrice' | 'totalTransportCost' | 'totalAmount' | 'remainingAmount'
>;
/** Item form values the totals depend on; typed totals may be absent. */
export type ItemTotalsValues = Omit<ItemTotalsInput, keyof TypedTotals> & Partial<TypedTotals>;

/**
 * The auto-calculation toggle. On: totals computed from product.md §9, and the remaining amount is the
 * total (0 once paid; a typed amount is kept for prepaid or partial payments). Off: the typed
 * totals are kept, and a total left empty falls back to its computed value.
 */
export function resolveItemTotals(values: ItemTotalsValues): ItemTotals {
  const item: ItemAmountsInUnits = {
    quantity: values.quantity,
    volumeType: values.volumeType,
    weightThousandths: toThousandths(values.weight),
    volumeThousandths: toThousandths(values.volume),
    pricePerUnitCents: toCents(values.pricePerUnit),
    transportPriceCents: toCents(values.transportPrice),
  };
  const goods = itemGoodsCents(item);
  const transport = transportTotalCents(item);
  const total = goods + transport;
  const typedRemaining = values.remainingAmount == null ? null : toCents(values.remainingAmount);
  if (values.autoCalculate) {
    const partlyPaid = values.paymentStatus === 'prepaid' || values.paymentStatus === 'partial';
    const remaining =
      values.paymentStatus === 'paid'
        ? 0
        : partlyPaid && typedRemaining !== null
          ? typedRemaining
          : total;
    return {
      totalPrice: fromCents(goods),
      totalTransportCost: fromCents(transport),
      totalAmount: fromCents(total),
      remainingAmount: fromCents(remaining),
    };
  }
  const totalAmount = values.totalAmount ?? fromCents(total);
  return {
    totalPrice: values.totalPrice ?? fromCents(goods),
    totalTransportCost: values.totalTransportCost ?? fromCents(transport),
    totalAmount,
    remainingAmount: values.remainingAmount ?? totalAmount,
  };
}

/** resolveItemTotals over raw form values, for a live preview: null while the values are not valid yet. */
export function previewItemTotals(formValues: unknown): ItemTotals | null {
  const parsed = itemTotalsInput.safeParse(formValues);
  return parsed.success ? resolveItemTotals(parsed.data) : null;
}

/** An order's sums over its items (product.md §3 Order totals, §9): quantity, kg, m³ and USD. */
export interface OrderTotals {
  totalQuantity: number;
  totalWeight: number;
  totalVolume: number;
  totalAmount: number;
  remainingAmount: number;
}

type Decimal = number | string;
type OrderTotalsItem = {
  quantity: number;
  weight: Decimal;
  volume: Decimal;
  totalAmount: Decimal;
  remainingAmount: Decimal;
};

/** Sums items exactly (in cents and thousandths), so 0.1 + 0.2 makes 0.3. Accepts numeric text as PostgreSQL returns it. */
export function sumOrderTotals(items: readonly OrderTotalsItem[]): OrderTotals {
  let quantity = 0;
  let weight = 0;
  let volume = 0;
  let amount = 0;
  let remaining = 0;
  for (const item of items) {
    quantity += item.quantity;
    weight += toThousandths(item.weight);
    volume += toThousandths(item.volume);
    amount += toCents(item.totalAmount);
    remaining += toCents(item.remainingAmount);
  }
  return {
    totalQuantity: quantity,
    totalWeight: fromThousandths(weight),
    totalVolume: fromThousandths(volume),
    totalAmount: fromCents(amount),
    remainingAmount: fromCents(remaining),
  };
}

/** Something still to be paid, in the order a payment settles it (oldest first). */
export interface OwedLine {
  id: number;
  remainingCents: number;
}

/**
 * A payment of `amountCents` split over `owed` in order: each line takes what it still owes, at
 * most what is left; the rest is the client's advance. Nothing goes below zero, and the parts and
 * the advance add up to the payment exactly.
 */
export function allocatePayment(
  amountCents: number,
  owed: readonly OwedLine[],
): { parts: Array<{ id: number; cents: number }>; advanceCents: number } {
  let left = amountCents;
  const parts: Array<{ id: number; cents: number }> = [];
  for (const line of owed) {
    if (left === 0) break;
    const cents = Math.min(left, Math.max(0, line.remainingCents));
    if (cents === 0) continue;
    parts.push({ id: line.id, cents });
    left -= cents;
  }
  return { parts, advanceCents: left };
}

/**
 * An item's payment status once a payment or a void moved its remaining amount: paid at zero, unpaid
 * when nothing of the total is paid, otherwise partial (a prepaid item stays prepaid).
 */
export function paymentStatusAfter(
  remainingCents: number,
  totalCents: number,
  previous: PaymentStatus,
): PaymentStatus {
  if (remainingCents <= 0) return 'paid';
  if (remainingCents >= totalCents) return 'unpaid';
  return previous === 'prepaid' ? 'prepaid' : 'partial';
}

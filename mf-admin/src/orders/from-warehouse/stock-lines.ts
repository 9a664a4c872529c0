import {
  fromCents,
  fromThousandths,
  fromWarehouseItemCents,
  toCents,
  toThousandths,
  type InventoryItemAnswer,
} from '@silkway/contracts';
import type { StockItemBody } from '../data/order-mutations.js';

/** product.md §2.10: the stock is searched by code, name or description, ignoring case. */
export function matchesStockSearch(line: InventoryItemAnswer, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [line.code, line.name, line.description ?? ''].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}

/** Why a typed quantity cannot be taken, or null when it can. */
export type StockQuantityProblem = 'whole' | 'min' | 'max';

/** Each problem's text in the `admin-orders` namespace, with `{{available}}`. */
export const stockQuantityProblemTextKey: Record<StockQuantityProblem, string> = {
  whole: 'fromWarehouse.quantityWhole',
  min: 'fromWarehouse.quantityMin',
  max: 'fromWarehouse.quantityMax',
};

/**
 * product.md §5 "Add from inventory": a whole quantity between 1 and what the line still holds.
 * An empty field is 'min': nothing to take yet.
 */
export function stockQuantityProblem(text: string, available: number): StockQuantityProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'min';
  if (!/^-?\d+$/.test(trimmed)) return 'whole';
  const quantity = Number(trimmed);
  if (quantity < 1) return 'min';
  if (quantity > available) return 'max';
  return null;
}

/** product.md §9: an item taken from stock costs price × quantity; nothing of it is paid yet. */
export function stockItemTotal(line: InventoryItemAnswer, quantity: number): number {
  return fromCents(fromWarehouseItemCents(toCents(line.pricePerUnit), quantity).totalAmountCents);
}

/**
 * The order item a stock line becomes. The line's measure is per unit (product.md §9 prices stock as
 * price × volume × quantity), so the item carries it times the quantity taken; the server sets
 * status, payment, photos and totals for goods from stock (product.md §4).
 */
export function stockItemBody(line: InventoryItemAnswer, quantity: number): StockItemBody {
  const measure = fromThousandths(toThousandths(line.volume) * quantity);
  return {
    fromInventory: true,
    inventoryItemId: line.id,
    quantity,
    code: line.code,
    name: line.name,
    description: line.description,
    characteristics: line.characteristics,
    pricePerUnit: line.pricePerUnit,
    volumeType: line.volumeType,
    weight: line.volumeType === 'kg' ? measure : 0,
    volume: line.volumeType === 'm³' ? measure : 0,
    transport: line.transport,
    deliveryPeriod: line.deliveryPeriod,
    warehouseId: line.warehouseId,
    warehouseName: line.warehouseName,
  };
}

import {
  fromCents,
  inventoryItemCreateBody,
  inventoryItemTotalCents,
  toCents,
  toThousandths,
  type InventoryItemAnswer,
} from '@silkway/contracts';

type TotalInputs = Pick<InventoryItemAnswer, 'pricePerUnit' | 'volume' | 'quantity'>;

/** product.md §9: inventory item total = price per unit × volume × quantity, in USD. */
export function stockLineTotal({ pricePerUnit, volume, quantity }: TotalInputs): number {
  return fromCents(inventoryItemTotalCents(toCents(pricePerUnit), toThousandths(volume), quantity));
}

const totalFields = inventoryItemCreateBody.pick({
  pricePerUnit: true,
  volume: true,
  quantity: true,
});

/** The total of what the form holds, or null while a figure cannot be read. */
export function previewStockLineTotal(formValues: unknown): number | null {
  const parsed = totalFields.safeParse(formValues);
  return parsed.success ? stockLineTotal(parsed.data) : null;
}

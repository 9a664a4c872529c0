import type { InventoryItemAnswer } from '@silkway/contracts';

/** product.md §2.10: the warehouse's list is searched by code, name or description, ignoring case. */
export function matchesStockSearch(
  line: Pick<InventoryItemAnswer, 'code' | 'name' | 'description'>,
  query: string,
): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [line.code, line.name, line.description ?? ''].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}

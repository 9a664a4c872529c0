import { ADMIN_QUERY_ROOT } from '../../auth/index.js';

/**
 * Query keys under the back office's root. `all` is the key the orders' from-warehouse dialog
 * uses for its warehouse choices, and `stock` holds every stock query (the dialog's available
 * lines included), so a write here refreshes what an order can take too.
 */
export const warehouseKeys = {
  all: [ADMIN_QUERY_ROOT, 'warehouses'] as const,
  list: () => [...warehouseKeys.all, 'list'] as const,
  detail: (warehouseId: number) => [...warehouseKeys.all, 'detail', warehouseId] as const,
  stock: [ADMIN_QUERY_ROOT, 'stock'] as const,
  inventoryCounts: () => [...warehouseKeys.stock, 'counts'] as const,
  warehouseStock: (warehouseId: number) =>
    [...warehouseKeys.stock, 'warehouse', warehouseId] as const,
};

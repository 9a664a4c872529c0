import { adminPaths } from '../admin-paths.js';

/** Where a search result leads (product.md §2.10): orders and items open the order's overlay on the Orders tab. */
export const resultPaths = {
  order: (orderId: number) => `${adminPaths.tab('orders')}?order=${orderId}`,
  counterparty: (counterpartyId: number) => adminPaths.counterparty(counterpartyId),
  warehouse: (warehouseId: number) => adminPaths.warehouse(warehouseId),
};

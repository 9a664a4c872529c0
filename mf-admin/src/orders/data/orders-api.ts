import { ADMIN_QUERY_ROOT } from '../../auth/index.js';
import type { OrderStatusFilter } from '@silkway/contracts';

export interface OrderListFilter {
  status: OrderStatusFilter;
  /** Trimmed search text; empty means no search. */
  q: string;
}

/** The list's filter when the Orders tab opens. */
export const ALL_ORDERS: OrderListFilter = { status: 'all', q: '' };

export interface OrderListPage extends OrderListFilter {
  limit: number;
  offset: number;
}

/**
 * Query keys, all under the back office's root so signing out drops them. Everything about orders
 * sits under `all`, so a write can refresh lists and the open order together.
 */
export const orderKeys = {
  all: [ADMIN_QUERY_ROOT, 'orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (filter: OrderListFilter) => [...orderKeys.lists(), filter] as const,
  detail: (orderId: number) => [...orderKeys.all, 'detail', orderId] as const,
  itemHistory: (itemId: number) => [...orderKeys.all, 'item-history', itemId] as const,
  counterparties: [ADMIN_QUERY_ROOT, 'counterparties'] as const,
  warehouses: [ADMIN_QUERY_ROOT, 'warehouses'] as const,
  availableStock: (warehouseId: number) =>
    [ADMIN_QUERY_ROOT, 'stock', 'available', warehouseId] as const,
};

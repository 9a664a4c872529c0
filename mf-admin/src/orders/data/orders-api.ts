import { ADMIN_QUERY_ROOT } from '../../auth/admin-session';
import type { OrderStatusFilter } from '@silkway/contracts';

/** The admin calls of SPEC §7 "Admin orders" the Orders tab makes, in one place. */
export const ordersApi = {
  list: ({ status, q, limit, offset }: OrderListPage) => {
    const query = new URLSearchParams({ status, limit: String(limit), offset: String(offset) });
    if (q) query.set('q', q);
    return `/api/admin/orders?${query}`;
  },
  orders: '/api/admin/orders',
  order: (orderId: number) => `/api/admin/orders/${orderId}`,
  orderStatus: (orderId: number) => `/api/admin/orders/${orderId}/status`,
  orderItems: (orderId: number) => `/api/admin/orders/${orderId}/items`,
  orderItem: (orderId: number, itemId: number) => `/api/admin/orders/${orderId}/items/${itemId}`,
  item: (itemId: number) => `/api/admin/order-items/${itemId}`,
  itemStatus: (itemId: number) => `/api/admin/order-items/${itemId}/status`,
  itemPhotos: (itemId: number) => `/api/admin/orders/items/${itemId}/photos`,
  itemHistory: (itemId: number) => `/api/admin/change-history/item/${itemId}`,
  counterparties: '/api/admin/counterparties',
  warehouses: '/api/admin/warehouses',
  /** Only the stock lines with goods left: what the from-warehouse dialog offers. */
  availableStock: (warehouseId: number) => `/api/admin/inventory/${warehouseId}`,
} as const;

export interface OrderListFilter {
  status: OrderStatusFilter;
  /** Trimmed search text; empty means no search. */
  q: string;
}

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

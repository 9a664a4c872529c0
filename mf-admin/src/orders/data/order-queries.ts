import {
  ORDER_LIST_DEFAULT_LIMIT,
  type ChangeHistoryEntryAnswer,
  type CounterpartyAnswer,
  type InventoryItemAnswer,
  type OrderAnswer,
  type OrderWithItemsAnswer,
  type WarehouseAnswer,
} from '@silkway/contracts';
import { apiGet } from '@silkway/web-client';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { orderKeys, ordersApi, type OrderListFilter } from './orders-api';

/**
 * The orders list, a page of 50 at a time (the list stays fast at 100,000 orders: only what was
 * scrolled to is loaded). A page shorter than the limit is the last one.
 */
export function useOrderList(filter: OrderListFilter) {
  return useInfiniteQuery({
    queryKey: orderKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      apiGet<OrderAnswer[]>(
        ordersApi.list({ ...filter, limit: ORDER_LIST_DEFAULT_LIMIT, offset: pageParam }),
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < ORDER_LIST_DEFAULT_LIMIT
        ? undefined
        : pages.length * ORDER_LIST_DEFAULT_LIMIT,
  });
}

/** How often the open order is asked again while the inventory has not yet answered a stock reduction. */
export const STOCK_ANSWER_POLL_MS = 1000;

const awaitsStockAnswer = (order: OrderWithItemsAnswer | undefined) =>
  order?.items.some((item) => item.stockStatus === 'pending') ?? false;

/**
 * One order with its items and totals; disabled until an order is chosen. While an item taken
 * from stock waits for the inventory (a queue answers), the order is asked again every second,
 * so a refused reduction shows up without a reload.
 */
export function useOrder(orderId: number | null) {
  return useQuery({
    queryKey: orderKeys.detail(orderId ?? 0),
    queryFn: ({ signal }) => apiGet<OrderWithItemsAnswer>(ordersApi.order(orderId!), { signal }),
    enabled: orderId !== null,
    refetchInterval: (query) =>
      awaitsStockAnswer(query.state.data) ? STOCK_ANSWER_POLL_MS : false,
  });
}

export function useItemHistory(itemId: number) {
  return useQuery({
    queryKey: orderKeys.itemHistory(itemId),
    queryFn: ({ signal }) =>
      apiGet<ChangeHistoryEntryAnswer[]>(ordersApi.itemHistory(itemId), { signal }),
    // The history grows with every edit: ask again each time the dialog opens.
    staleTime: 0,
  });
}

/** The counterparty choices of the create-order form. */
export function useCounterpartyOptions(enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.counterparties,
    queryFn: ({ signal }) => apiGet<CounterpartyAnswer[]>(ordersApi.counterparties, { signal }),
    enabled,
  });
}

/** The warehouses the from-warehouse dialog offers. */
export function useWarehouseOptions() {
  return useQuery({
    queryKey: orderKeys.warehouses,
    queryFn: ({ signal }) => apiGet<WarehouseAnswer[]>(ordersApi.warehouses, { signal }),
  });
}

/** A warehouse's stock lines with goods left; disabled until a warehouse is chosen. */
export function useAvailableStock(warehouseId: number | null) {
  return useQuery({
    queryKey: orderKeys.availableStock(warehouseId ?? 0),
    queryFn: ({ signal }) =>
      apiGet<InventoryItemAnswer[]>(ordersApi.availableStock(warehouseId!), { signal }),
    enabled: warehouseId !== null,
    // Other orders take from the same stock: ask again each time the dialog shows it.
    staleTime: 0,
  });
}

import { api, ORDER_LIST_DEFAULT_LIMIT, type OrderWithItemsAnswer } from '@silkway/contracts';
import { callApi } from '@silkway/web-client';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { orderKeys, type OrderListFilter } from './orders-api.js';

/**
 * The orders list, a page of 50 at a time (the list stays fast at 100,000 orders: only what was
 * scrolled to is loaded). A page shorter than the limit is the last one.
 */
export function useOrderList(filter: OrderListFilter) {
  return useInfiniteQuery({
    queryKey: orderKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        api.orders.list,
        { query: { ...filter, limit: ORDER_LIST_DEFAULT_LIMIT, offset: pageParam } },
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
    queryFn: ({ signal }) => callApi(api.orders.get, { params: { id: orderId! } }, { signal }),
    enabled: orderId !== null,
    refetchInterval: (query) =>
      awaitsStockAnswer(query.state.data) ? STOCK_ANSWER_POLL_MS : false,
  });
}

export function useItemHistory(itemId: number) {
  return useQuery({
    queryKey: orderKeys.itemHistory(itemId),
    queryFn: ({ signal }) => callApi(api.items.history, { params: { itemId } }, { signal }),
    // The history grows with every edit: ask again each time the dialog opens.
    staleTime: 0,
  });
}

/** The counterparty choices of the create-order form. */
export function useCounterpartyOptions(enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.counterparties,
    queryFn: ({ signal }) => callApi(api.counterparties.list, {}, { signal }),
    enabled,
  });
}

/** The warehouses the from-warehouse dialog offers. */
export function useWarehouseOptions() {
  return useQuery({
    queryKey: orderKeys.warehouses,
    queryFn: ({ signal }) => callApi(api.warehouses.list, {}, { signal }),
  });
}

/** A warehouse's stock lines with goods left; disabled until a warehouse is chosen. */
export function useAvailableStock(warehouseId: number | null) {
  return useQuery({
    queryKey: orderKeys.availableStock(warehouseId ?? 0),
    // Only the stock lines with goods left: what the from-warehouse dialog offers.
    queryFn: ({ signal }) =>
      callApi(api.stock.listAvailable, { params: { warehouseId: warehouseId! } }, { signal }),
    enabled: warehouseId !== null,
    // Other orders take from the same stock: ask again each time the dialog shows it.
    staleTime: 0,
  });
}

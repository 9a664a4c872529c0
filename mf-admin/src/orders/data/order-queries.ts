import { api, ORDER_LIST_DEFAULT_LIMIT, type OrderWithItemsAnswer } from '@silkway/contracts';
import { callApi } from '@silkway/web-client';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  type QueryClient,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { ALL_ORDERS, orderKeys, type OrderListFilter } from './orders-api.js';

/**
 * The orders list, a page of 50 at a time (the list stays fast at 100,000 orders: only what was
 * scrolled to is loaded). A page shorter than the limit is the last one.
 */
const orderListQuery = (filter: OrderListFilter) =>
  infiniteQueryOptions({
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

/** The list of `filter`; while another filter's list loads, the last one stays on screen. */
export function useOrderList(filter: OrderListFilter) {
  return useInfiniteQuery({ ...orderListQuery(filter), placeholderData: keepPreviousData });
}

/** The list as the Orders tab first shows it, asked before staff open the tab. */
export const prefetchOrderList = (client: QueryClient) =>
  client.prefetchInfiniteQuery(orderListQuery(ALL_ORDERS));

/** How often the open order is asked again while the inventory has not yet answered a stock reduction. */
export const STOCK_ANSWER_POLL_MS = 1000;

const awaitsStockAnswer = (order: OrderWithItemsAnswer | undefined) =>
  order?.items.some((item) => item.stockStatus === 'pending') ?? false;

const orderQuery = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => callApi(api.orders.get, { params: { id: orderId } }, { signal }),
  });

/**
 * One order with its items and totals; disabled until an order is chosen. While an item taken
 * from stock waits for the inventory (a queue answers), the order is asked again every second,
 * so a refused reduction shows up without a reload.
 */
export function useOrder(orderId: number | null) {
  return useQuery({
    ...orderQuery(orderId ?? 0),
    enabled: orderId !== null,
    refetchInterval: (query) =>
      awaitsStockAnswer(query.state.data) ? STOCK_ANSWER_POLL_MS : false,
  });
}

/** Asks for an order as its row is pointed at or focused, so it is there when the row is opened. */
export function usePrefetchOrder(): (orderId: number) => void {
  const client = useQueryClient();
  return useCallback((orderId) => void client.prefetchQuery(orderQuery(orderId)), [client]);
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

import {
  ORDER_LIST_DEFAULT_LIMIT,
  type ChangeHistoryEntryAnswer,
  type CounterpartyAnswer,
  type OrderAnswer,
  type OrderWithItemsAnswer,
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

/** One order with its items and totals; disabled until an order is chosen. */
export function useOrder(orderId: number | null) {
  return useQuery({
    queryKey: orderKeys.detail(orderId ?? 0),
    queryFn: ({ signal }) => apiGet<OrderWithItemsAnswer>(ordersApi.order(orderId!), { signal }),
    enabled: orderId !== null,
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

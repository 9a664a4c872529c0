import type { CounterpartyAnswer, OrderAnswer } from '@silkway/contracts';
import { apiGet } from '@silkway/web-client';
import { useQuery } from '@tanstack/react-query';
import { counterpartiesApi, counterpartyKeys } from './counterparties-api';

/** Every counterparty, newest first: the tab filters them in the browser as the administrator types. */
export function useCounterparties() {
  return useQuery({
    queryKey: counterpartyKeys.list(),
    queryFn: ({ signal }) =>
      apiGet<CounterpartyAnswer[]>(counterpartiesApi.counterparties, { signal }),
  });
}

export function useCounterparty(id: number) {
  return useQuery({
    queryKey: counterpartyKeys.detail(id),
    queryFn: ({ signal }) =>
      apiGet<CounterpartyAnswer>(counterpartiesApi.counterparty(id), { signal }),
  });
}

/** The counterparty's orders with their sums, newest first. */
export function useCounterpartyOrders(id: number) {
  return useQuery({
    queryKey: counterpartyKeys.orders(id),
    queryFn: ({ signal }) =>
      apiGet<OrderAnswer[]>(counterpartiesApi.counterpartyOrders(id), { signal }),
  });
}

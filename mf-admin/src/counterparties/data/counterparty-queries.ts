import { api } from '@silkway/contracts';
import { callApi } from '@silkway/web-client';
import { useQuery } from '@tanstack/react-query';
import { counterpartyKeys } from './counterparties-api.js';

/** Every counterparty, newest first: the tab filters them in the browser as the administrator types. */
export function useCounterparties() {
  return useQuery({
    queryKey: counterpartyKeys.list(),
    queryFn: ({ signal }) => callApi(api.counterparties.list, {}, { signal }),
  });
}

export function useCounterparty(id: number) {
  return useQuery({
    queryKey: counterpartyKeys.detail(id),
    queryFn: ({ signal }) => callApi(api.counterparties.get, { params: { id } }, { signal }),
  });
}

/** The counterparty's orders with their sums, newest first. */
export function useCounterpartyOrders(id: number) {
  return useQuery({
    queryKey: counterpartyKeys.orders(id),
    queryFn: ({ signal }) => callApi(api.orders.ofCounterparty, { params: { id } }, { signal }),
  });
}

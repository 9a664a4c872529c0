import { api } from '@silkway/contracts';
import { callApi } from '@silkway/web-client';
import { queryOptions, type QueryClient, useQuery } from '@tanstack/react-query';
import { warehouseKeys } from './warehouses-api.js';

const warehousesQuery = queryOptions({
  queryKey: warehouseKeys.list(),
  queryFn: ({ signal }) => callApi(api.warehouses.list, {}, { signal }),
});

/** Warehouse id → number of stock lines (product.md §3); refreshed after every stock write. */
const inventoryCountsQuery = queryOptions({
  queryKey: warehouseKeys.inventoryCounts(),
  queryFn: ({ signal }) => callApi(api.stock.counts, {}, { signal }),
});

export const useWarehouses = () => useQuery(warehousesQuery);

export const useInventoryCounts = () => useQuery(inventoryCountsQuery);

/** What the Warehouses tab shows, asked while its tab is in view and before it is opened. */
export const prefetchWarehouses = (client: QueryClient) =>
  Promise.all([client.prefetchQuery(warehousesQuery), client.prefetchQuery(inventoryCountsQuery)]);

export function useWarehouse(warehouseId: number) {
  return useQuery({
    queryKey: warehouseKeys.detail(warehouseId),
    queryFn: ({ signal }) =>
      callApi(api.warehouses.get, { params: { id: warehouseId } }, { signal }),
  });
}

export function useWarehouseStock(warehouseId: number, enabled: boolean) {
  return useQuery({
    queryKey: warehouseKeys.warehouseStock(warehouseId),
    // Every stock line of the warehouse, those with nothing left included.
    queryFn: ({ signal }) =>
      callApi(api.stock.listAll, { params: { id: warehouseId } }, { signal }),
    enabled,
  });
}

import { api } from '@silkway/contracts';
import { callApi } from '@silkway/web-client';
import { useQuery } from '@tanstack/react-query';
import { warehouseKeys } from './warehouses-api.js';

export function useWarehouses() {
  return useQuery({
    queryKey: warehouseKeys.list(),
    queryFn: ({ signal }) => callApi(api.warehouses.list, {}, { signal }),
  });
}

/** Warehouse id → number of stock lines (product.md §3); refreshed after every stock write. */
export function useInventoryCounts() {
  return useQuery({
    queryKey: warehouseKeys.inventoryCounts(),
    queryFn: ({ signal }) => callApi(api.stock.counts, {}, { signal }),
  });
}

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

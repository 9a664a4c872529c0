import type {
  InventoryCountsAnswer,
  InventoryItemAnswer,
  WarehouseAnswer,
} from '@silkway/contracts';
import { apiGet } from '@silkway/web-client';
import { useQuery } from '@tanstack/react-query';
import { warehouseKeys, warehousesApi } from './warehouses-api';

export function useWarehouses() {
  return useQuery({
    queryKey: warehouseKeys.list(),
    queryFn: ({ signal }) => apiGet<WarehouseAnswer[]>(warehousesApi.warehouses, { signal }),
  });
}

/** Warehouse id → number of stock lines (SPEC §3); refreshed after every stock write. */
export function useInventoryCounts() {
  return useQuery({
    queryKey: warehouseKeys.inventoryCounts(),
    queryFn: ({ signal }) =>
      apiGet<InventoryCountsAnswer>(warehousesApi.inventoryCounts, { signal }),
  });
}

export function useWarehouse(warehouseId: number) {
  return useQuery({
    queryKey: warehouseKeys.detail(warehouseId),
    queryFn: ({ signal }) =>
      apiGet<WarehouseAnswer>(warehousesApi.warehouse(warehouseId), { signal }),
  });
}

export function useWarehouseStock(warehouseId: number, enabled: boolean) {
  return useQuery({
    queryKey: warehouseKeys.warehouseStock(warehouseId),
    queryFn: ({ signal }) =>
      apiGet<InventoryItemAnswer[]>(warehousesApi.warehouseStock(warehouseId), { signal }),
    enabled,
  });
}

import {
  api,
  type InventoryItemCreateBody,
  type InventoryItemUpdateBody,
  type WarehouseCreateBody,
  type WarehouseUpdateBody,
} from '@silkway/contracts';
import { callApi, ifMatchOptions, type VersionedSave } from '@silkway/web-client';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from '@silkway/i18n/react';
import { serverMessageOf, successToast, useAdminWrite } from '../../admin-writes/index.js';
import { warehouseKeys } from './warehouses-api.js';

type ToastKey =
  | 'warehouseCreated'
  | 'warehouseCreateError'
  | 'warehouseUpdated'
  | 'warehouseUpdateError'
  | 'warehouseDeleted'
  | 'warehouseDeleteError'
  | 'itemAdded'
  | 'itemAddError'
  | 'itemUpdated'
  | 'itemUpdateError'
  | 'itemDeleted'
  | 'itemDeleteError';

interface WarehouseWrite<Variables, Answer> {
  send: (variables: Variables) => Promise<Answer>;
  success: ToastKey;
  failure: ToastKey;
  /** What the write changes: refreshed once it settles. */
  refreshes: readonly QueryKey[];
}

/**
 * Every write of the tab and the page: a success toast, or product.md §8's failure toast, which shows
 * the server's message when it sent one and the fixed text otherwise; then what changed is asked again.
 */
function useWarehouseWrite<Variables, Answer = unknown>({
  send,
  success,
  failure,
  refreshes,
}: WarehouseWrite<Variables, Answer>) {
  const { t } = useTranslation('admin-warehouses');
  return useAdminWrite({
    send,
    succeeded: successToast(t(`toasts.${success}`)),
    failed: (error) => ({
      title: serverMessageOf(error) ?? t(`toasts.${failure}`),
      variant: 'destructive',
    }),
    refreshes,
  });
}

/** A warehouse's stock goes with it, so its deletion refreshes the stock queries as well. */
const warehouseQueries = [warehouseKeys.all, warehouseKeys.stock] as const;
/** Stock writes change the lines, the counts per warehouse and what orders can take from stock. */
const stockQueries = [warehouseKeys.stock] as const;

export function useCreateWarehouse() {
  return useWarehouseWrite({
    send: (body: WarehouseCreateBody) => callApi(api.warehouses.create, { body }),
    success: 'warehouseCreated',
    failure: 'warehouseCreateError',
    refreshes: warehouseQueries,
  });
}

export function useUpdateWarehouse(warehouseId: number) {
  return useWarehouseWrite({
    send: ({ body, version }: VersionedSave<WarehouseUpdateBody>) =>
      callApi(
        api.warehouses.update,
        { params: { id: warehouseId }, body },
        ifMatchOptions('warehouse', warehouseId, version),
      ),
    success: 'warehouseUpdated',
    failure: 'warehouseUpdateError',
    refreshes: warehouseQueries,
  });
}

export function useDeleteWarehouse(warehouseId: number, version: number) {
  return useWarehouseWrite({
    send: () =>
      callApi(
        api.warehouses.delete,
        { params: { id: warehouseId } },
        ifMatchOptions('warehouse', warehouseId, version),
      ),
    success: 'warehouseDeleted',
    failure: 'warehouseDeleteError',
    refreshes: warehouseQueries,
  });
}

export function useAddStockLine() {
  return useWarehouseWrite({
    send: (body: InventoryItemCreateBody) => callApi(api.stock.add, { body }),
    success: 'itemAdded',
    failure: 'itemAddError',
    refreshes: stockQueries,
  });
}

export function useUpdateStockLine(stockLineId: number) {
  return useWarehouseWrite({
    send: ({ body, version }: VersionedSave<InventoryItemUpdateBody>) =>
      callApi(
        api.stock.update,
        { params: { id: stockLineId }, body },
        ifMatchOptions('stock', stockLineId, version),
      ),
    success: 'itemUpdated',
    failure: 'itemUpdateError',
    refreshes: stockQueries,
  });
}

export function useDeleteStockLine(stockLineId: number, version: number) {
  return useWarehouseWrite({
    send: () =>
      callApi(
        api.stock.remove,
        { params: { id: stockLineId } },
        ifMatchOptions('stock', stockLineId, version),
      ),
    success: 'itemDeleted',
    failure: 'itemDeleteError',
    refreshes: stockQueries,
  });
}

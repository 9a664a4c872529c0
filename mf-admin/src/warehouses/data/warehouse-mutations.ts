import type {
  InventoryItemAnswer,
  InventoryItemCreateBody,
  InventoryItemUpdateBody,
  WarehouseAnswer,
  WarehouseCreateBody,
  WarehouseUpdateBody,
} from '@silkway/contracts';
import { apiSend } from '@silkway/web-client';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../../admin-writes/server-message';
import { successToast, useAdminWrite } from '../../admin-writes/use-admin-write';
import { warehouseKeys, warehousesApi } from './warehouses-api';

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
 * Every write of the tab and the page: a success toast, or SPEC §8's failure toast, which shows
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
    send: (body: WarehouseCreateBody) =>
      apiSend<WarehouseAnswer>('POST', warehousesApi.warehouses, body),
    success: 'warehouseCreated',
    failure: 'warehouseCreateError',
    refreshes: warehouseQueries,
  });
}

export function useUpdateWarehouse(warehouseId: number) {
  return useWarehouseWrite({
    send: (body: WarehouseUpdateBody) =>
      apiSend<WarehouseAnswer>('PUT', warehousesApi.warehouse(warehouseId), body),
    success: 'warehouseUpdated',
    failure: 'warehouseUpdateError',
    refreshes: warehouseQueries,
  });
}

export function useDeleteWarehouse(warehouseId: number) {
  return useWarehouseWrite({
    send: () => apiSend('DELETE', warehousesApi.warehouse(warehouseId)),
    success: 'warehouseDeleted',
    failure: 'warehouseDeleteError',
    refreshes: warehouseQueries,
  });
}

export function useAddStockLine() {
  return useWarehouseWrite({
    send: (body: InventoryItemCreateBody) =>
      apiSend<InventoryItemAnswer>('POST', warehousesApi.stockLines, body),
    success: 'itemAdded',
    failure: 'itemAddError',
    refreshes: stockQueries,
  });
}

export function useUpdateStockLine(stockLineId: number) {
  return useWarehouseWrite({
    send: (body: InventoryItemUpdateBody) =>
      apiSend<InventoryItemAnswer>('PUT', warehousesApi.stockLine(stockLineId), body),
    success: 'itemUpdated',
    failure: 'itemUpdateError',
    refreshes: stockQueries,
  });
}

export function useDeleteStockLine(stockLineId: number) {
  return useWarehouseWrite({
    send: () => apiSend('DELETE', warehousesApi.stockLine(stockLineId)),
    success: 'itemDeleted',
    failure: 'itemDeleteError',
    refreshes: stockQueries,
  });
}

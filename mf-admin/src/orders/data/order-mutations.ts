import {
  api,
  type ItemCreateBody,
  type ItemCreateInput,
  type ItemStatus,
  type ItemsBulkPatchInput,
  type OrderCreateInput,
  type OrderStatus,
  type OrderUpdateBody,
} from '@silkway/contracts';
import { callApi, ifMatchOptions, type VersionedSave } from '@silkway/web-client';
import { createContext, useContext } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { failureWithServerText, successToast, useAdminWrite } from '../../admin-writes/index.js';
import { orderKeys } from './orders-api.js';

/** What the item forms send: every field of the form; the order comes from the path. */
export type ItemFormBody = Omit<
  ItemCreateBody,
  'fromInventory' | 'inventoryItemId' | 'warehouseId' | 'warehouseName' | 'rawText' | 'status'
>;

type ToastKey =
  | 'orderCreated'
  | 'orderCreateError'
  | 'orderUpdated'
  | 'orderUpdateError'
  | 'orderDeleted'
  | 'orderDeleteError'
  | 'itemAdded'
  | 'itemSaveError'
  | 'itemUpdated'
  | 'itemUpdateError'
  | 'itemDeleted'
  | 'itemDeleteError'
  | 'itemStatusChanged'
  | 'itemStatusChangeError'
  | 'itemsChanged'
  | 'itemsChangeError';

/**
 * Failure titles a screen that reuses the order dialogs shows instead of the Orders tab's: product.md §8
 * gives the counterparty page its own texts for adding and for updating an item.
 */
export interface ItemFailureTitles {
  add: string;
  update: string;
}

const ItemFailureTitlesContext = createContext<ItemFailureTitles | null>(null);
export const ItemFailureTitlesProvider = ItemFailureTitlesContext.Provider;

interface OrderWrite<Variables, Answer> {
  send: (variables: Variables) => Promise<Answer>;
  success: ToastKey;
  /** Values the success text names, e.g. `count`. */
  successValues?: Record<string, string | number>;
  failure: ToastKey;
  /** Which of a surrounding ItemFailureTitlesProvider's titles replaces `failure`. */
  itemFailure?: keyof ItemFailureTitles;
}

/**
 * Every write of the tab: product.md §8's toast on success or failure (the failure with the server's
 * text), then everything under the orders key is refreshed: the open order, its totals in the
 * list and the item histories all change together.
 */
function useOrderWrite<Variables, Answer = unknown>({
  send,
  success,
  successValues,
  failure,
  itemFailure,
}: OrderWrite<Variables, Answer>) {
  const { t } = useTranslation('admin-orders');
  const itemFailureTitles = useContext(ItemFailureTitlesContext);
  return useAdminWrite({
    send,
    succeeded: successToast(t(`toasts.${success}`, successValues ?? {})),
    failed: failureWithServerText(
      itemFailure && itemFailureTitles ? itemFailureTitles[itemFailure] : t(`toasts.${failure}`),
    ),
    refreshes: [orderKeys.all],
  });
}

export function useCreateOrder() {
  return useOrderWrite({
    send: (body: OrderCreateInput) => callApi(api.orders.create, { body }),
    success: 'orderCreated',
    failure: 'orderCreateError',
  });
}

export function useUpdateOrder(orderId: number) {
  return useOrderWrite({
    send: ({ body, version }: VersionedSave<OrderUpdateBody>) =>
      callApi(
        api.orders.update,
        { params: { id: orderId }, body },
        ifMatchOptions('order', orderId, version),
      ),
    success: 'orderUpdated',
    failure: 'orderUpdateError',
  });
}

/** `version`: the order's as the screen shows it, sent as If-Match (here and in the writes below). */
export function useChangeOrderStatus(orderId: number, version: number) {
  return useOrderWrite({
    send: (status: OrderStatus) =>
      callApi(
        api.orders.changeStatus,
        { params: { id: orderId }, body: { status } },
        ifMatchOptions('order', orderId, version),
      ),
    success: 'orderUpdated',
    failure: 'orderUpdateError',
  });
}

export function useDeleteOrder(orderId: number, version: number) {
  return useOrderWrite({
    send: () =>
      callApi(
        api.orders.delete,
        { params: { id: orderId } },
        ifMatchOptions('order', orderId, version),
      ),
    success: 'orderDeleted',
    failure: 'orderDeleteError',
  });
}

export function useAddItem(orderId: number) {
  return useOrderWrite({
    send: (body: ItemFormBody) => callApi(api.items.addToOrder, { params: { id: orderId }, body }),
    success: 'itemAdded',
    failure: 'itemSaveError',
    itemFailure: 'add',
  });
}

/** An item taken from warehouse stock: the server prices it and asks the inventory to reduce the stock. */
export type StockItemBody = ItemCreateInput & { fromInventory: true; inventoryItemId: number };

export function useAddItemFromStock(orderId: number) {
  return useOrderWrite({
    send: (body: StockItemBody) => callApi(api.items.addToOrder, { params: { id: orderId }, body }),
    success: 'itemAdded',
    failure: 'itemSaveError',
    itemFailure: 'add',
  });
}

export function useUpdateItem(itemId: number) {
  return useOrderWrite({
    send: ({ body, version }: VersionedSave<ItemFormBody>) =>
      callApi(
        api.items.update,
        { params: { id: itemId }, body },
        ifMatchOptions('item', itemId, version),
      ),
    success: 'itemUpdated',
    failure: 'itemSaveError',
    itemFailure: 'update',
  });
}

/** A status picked on an item's card: its own notice, so the change does not pass unseen. */
export function useChangeItemStatus(itemId: number, version: number) {
  return useOrderWrite({
    send: (status: ItemStatus) =>
      callApi(
        api.items.changeStatus,
        { params: { id: itemId }, body: { status } },
        ifMatchOptions('item', itemId, version),
      ),
    success: 'itemStatusChanged',
    failure: 'itemStatusChangeError',
    itemFailure: 'update',
  });
}

/**
 * Several items of the order at once: one status and/or one truck (null: out of any), all or none
 * (the server refuses the whole change if one item cannot take it, or changed since the versions
 * sent in `itemVersions`). `count` names them in the notice.
 */
export function useChangeItemsInBulk(orderId: number, count: number) {
  return useOrderWrite({
    send: (body: Omit<ItemsBulkPatchInput, 'itemIds'> & { itemIds: number[] }) =>
      callApi(api.items.changeMany, { params: { id: orderId }, body }),
    success: 'itemsChanged',
    successValues: { count },
    failure: 'itemsChangeError',
  });
}

export function useSaveItemPhotos(itemId: number) {
  return useOrderWrite({
    send: (photos: string[]) =>
      callApi(api.items.replacePhotos, { params: { id: itemId }, body: { photos } }),
    success: 'itemUpdated',
    failure: 'itemUpdateError',
    itemFailure: 'update',
  });
}

export function useDeleteItem(orderId: number, itemId: number, version: number) {
  return useOrderWrite({
    send: () =>
      callApi(
        api.items.removeFromOrder,
        { params: { id: orderId, itemId } },
        ifMatchOptions('item', itemId, version),
      ),
    success: 'itemDeleted',
    failure: 'itemDeleteError',
  });
}

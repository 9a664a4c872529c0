import {
  api,
  type ItemCreateBody,
  type ItemCreateInput,
  type ItemStatus,
  type OrderCreateInput,
  type OrderStatus,
  type OrderUpdateBody,
} from '@silkway/contracts';
import { callApi } from '@silkway/web-client';
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
  | 'itemDeleteError';

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
  failure,
  itemFailure,
}: OrderWrite<Variables, Answer>) {
  const { t } = useTranslation('admin-orders');
  const itemFailureTitles = useContext(ItemFailureTitlesContext);
  return useAdminWrite({
    send,
    succeeded: successToast(t(`toasts.${success}`)),
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
    send: (body: OrderUpdateBody) => callApi(api.orders.update, { params: { id: orderId }, body }),
    success: 'orderUpdated',
    failure: 'orderUpdateError',
  });
}

export function useChangeOrderStatus(orderId: number) {
  return useOrderWrite({
    send: (status: OrderStatus) =>
      callApi(api.orders.changeStatus, { params: { id: orderId }, body: { status } }),
    success: 'orderUpdated',
    failure: 'orderUpdateError',
  });
}

export function useDeleteOrder(orderId: number) {
  return useOrderWrite({
    send: () => callApi(api.orders.delete, { params: { id: orderId } }),
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
    send: (body: ItemFormBody) => callApi(api.items.update, { params: { id: itemId }, body }),
    success: 'itemUpdated',
    failure: 'itemSaveError',
    itemFailure: 'update',
  });
}

export function useChangeItemStatus(itemId: number) {
  return useOrderWrite({
    send: (status: ItemStatus) =>
      callApi(api.items.changeStatus, { params: { id: itemId }, body: { status } }),
    success: 'itemUpdated',
    failure: 'itemUpdateError',
    itemFailure: 'update',
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

export function useDeleteItem(orderId: number, itemId: number) {
  return useOrderWrite({
    send: () => callApi(api.items.removeFromOrder, { params: { id: orderId, itemId } }),
    success: 'itemDeleted',
    failure: 'itemDeleteError',
  });
}

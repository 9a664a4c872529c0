import {
  api,
  type InventoryItemAnswer,
  type ItemAnswer,
  type ItemStatus,
} from '@silkway/contracts';
import { callUrl } from '@silkway/web-client';
import { stockItemBody } from '../orders/index.js';
import type { NewAction } from './action-queue/use-action-queue.js';

type Item = Pick<ItemAnswer, 'id' | 'code' | 'orderId'>;

/** The order a scan named last: goods taken from stock go into it. */
export interface TargetOrder {
  id: number;
  code: string;
}

/** The one-tap changes of the scan screen, as the calls of the catalogue they make. */
export const scannedActions = {
  status: (item: Item, status: ItemStatus, statusText: string): NewAction => ({
    method: 'PATCH',
    url: callUrl(api.items.changeStatus, { params: { id: item.id } }),
    body: { status },
    label: { key: 'action.status', values: { code: item.code, status: statusText } },
  }),
  truck: (item: Item, truck: { id: number; number: string } | null): NewAction => ({
    method: 'PATCH',
    url: callUrl(api.items.changeMany, { params: { id: item.orderId } }),
    body: { itemIds: [item.id], truckId: truck?.id ?? null },
    label: truck
      ? { key: 'action.load', values: { code: item.code, truck: truck.number } }
      : { key: 'action.unload', values: { code: item.code } },
  }),
  photos: (item: Item, photos: string[]): NewAction => ({
    method: 'PATCH',
    url: callUrl(api.items.replacePhotos, { params: { id: item.id } }),
    body: { photos },
    label: { key: 'action.photo', values: { code: item.code } },
  }),
  /** A quantity of a stock line becomes an item of the order (the server reduces the stock). */
  takeFromStock: (order: TargetOrder, line: InventoryItemAnswer, quantity: number): NewAction => ({
    method: 'POST',
    url: callUrl(api.items.addToOrder, { params: { id: order.id } }),
    body: stockItemBody(line, quantity),
    label: { key: 'action.take', values: { count: quantity, code: line.code, order: order.code } },
  }),
  /** One status and/or truck for items of one order: the bulk item call, all or none. */
  bulk: (
    order: { id: number; code: string },
    itemIds: number[],
    change: { status?: ItemStatus; truckId?: number | null },
    changeText: string,
  ): NewAction => ({
    method: 'PATCH',
    url: callUrl(api.items.changeMany, { params: { id: order.id } }),
    body: { itemIds, ...change },
    label: {
      key: 'action.bulk',
      values: { count: itemIds.length, order: order.code, change: changeText },
    },
  }),
};

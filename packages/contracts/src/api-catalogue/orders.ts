import { z } from 'zod';
import { idParam } from '../common.js';
import {
  changeHistoryEntryAnswer,
  itemAnswer,
  itemCreateBody,
  itemPhotosPatchBody,
  itemStatusPatchBody,
  itemUpdateBody,
  orderItemCreateBody,
} from '../items.js';
import {
  orderAnswer,
  orderCreateBody,
  orderListQuery,
  orderStatusPatchBody,
  orderUpdateBody,
  orderWithItemsAnswer,
} from '../orders.js';
import { defineCall, json, jsonBody, noContent } from './define-call.js';
import { idParams } from './params.js';

/** Orders of the back office (product.md §7). */
export const orderCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/orders',
    owner: 'orders',
    summary: 'Orders, newest first, filtered and paged',
    query: orderListQuery,
    answer: json(z.array(orderAnswer)),
    paged: true,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/admin/orders',
    owner: 'orders',
    summary: 'Create an order',
    body: jsonBody(orderCreateBody),
    answer: json(orderAnswer, 201),
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/admin/orders/{id}',
    owner: 'orders',
    summary: 'An order with its items',
    params: idParams,
    answer: json(orderWithItemsAnswer),
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/admin/orders/{id}',
    owner: 'orders',
    summary: 'Change an order',
    params: idParams,
    body: jsonBody(orderUpdateBody),
    answer: json(orderAnswer),
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/api/admin/orders/{id}',
    owner: 'orders',
    summary: 'Delete an order with its items',
    params: idParams,
    answer: noContent(),
  }),
  changeStatus: defineCall({
    method: 'PATCH',
    path: '/api/admin/orders/{id}/status',
    owner: 'orders',
    summary: 'Mark an order active or completed',
    params: idParams,
    body: jsonBody(orderStatusPatchBody),
    answer: json(orderAnswer),
  }),
  ofCounterparty: defineCall({
    method: 'GET',
    path: '/api/admin/counterparty/{id}/orders',
    owner: 'orders',
    summary: 'Orders of one counterparty',
    params: idParams,
    answer: json(z.array(orderAnswer)),
  }),
};

/** Items of an order, their photos and their change history. */
export const itemCalls = {
  addToOrder: defineCall({
    method: 'POST',
    path: '/api/admin/orders/{id}/items',
    owner: 'orders',
    summary: 'Add an item to an order',
    params: idParams,
    body: jsonBody(itemCreateBody),
    answer: json(itemAnswer, 201),
  }),
  add: defineCall({
    method: 'POST',
    path: '/api/admin/order-items',
    owner: 'orders',
    summary: 'Add an item to the order named in the body',
    body: jsonBody(orderItemCreateBody),
    answer: json(itemAnswer, 201),
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/admin/order-items/{id}',
    owner: 'orders',
    summary: 'Change an item',
    params: idParams,
    body: jsonBody(itemUpdateBody),
    answer: json(itemAnswer),
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/admin/order-items/{id}',
    owner: 'orders',
    summary: 'Remove an item',
    params: idParams,
    answer: noContent(),
  }),
  removeFromOrder: defineCall({
    method: 'DELETE',
    path: '/api/admin/orders/{id}/items/{itemId}',
    owner: 'orders',
    summary: 'Remove an item of the given order',
    params: z.object({ id: idParam, itemId: idParam }),
    answer: noContent(),
  }),
  changeStatus: defineCall({
    method: 'PATCH',
    path: '/api/admin/order-items/{id}/status',
    owner: 'orders',
    summary: 'Move an item to another status (with photos when it needs them)',
    params: idParams,
    body: jsonBody(itemStatusPatchBody),
    answer: json(itemAnswer),
  }),
  replacePhotos: defineCall({
    method: 'PATCH',
    path: '/api/admin/orders/items/{id}/photos',
    owner: 'orders',
    summary: "Replace an item's photos",
    params: idParams,
    body: jsonBody(itemPhotosPatchBody),
    answer: json(itemAnswer),
  }),
  history: defineCall({
    method: 'GET',
    path: '/api/admin/change-history/item/{itemId}',
    owner: 'orders',
    summary: 'Changes made to an item',
    params: z.object({ itemId: idParam }),
    answer: json(z.array(changeHistoryEntryAnswer)),
  }),
};

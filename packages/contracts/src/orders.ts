import { z } from 'zod';
import {
  optionalDateField,
  optionalIdField,
  optionalLongTextField,
  optionalTextField,
  pagingFields,
  pagingMessages,
  plainTextField,
  recordBodies,
  requiredTextField,
} from './form-fields.js';
import { itemAnswer } from './items.js';
import { recordVersion } from './versions.js';

/** Orders: product.md §3 "Order", §5 order rules, §7 "Admin orders". */

export const ORDER_STATUSES = ['active', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The list filter of the orders tab: every order or one status. */
export const ORDER_STATUS_FILTERS = ['all', ...ORDER_STATUSES] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

/** Longest search text of the admin search and the orders list filter. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const searchMessages = { query: 'Введите запрос' } as const;

export const ORDER_LIST_DEFAULT_LIMIT = 50;
export const ORDER_LIST_MAX_LIMIT = 500;

export const orderMessages = {
  nameRequired: 'Введите название заказа',
  status: 'Выберите статус заказа: active или completed',
  statusFilter: 'Фильтр статуса: all, active или completed',
  ...pagingMessages(ORDER_LIST_MAX_LIMIT),
  notFound: 'Заказ не найден',
  codeTaken: 'Заказ с таким кодом уже существует',
} as const;

export const orderStatusField = z.enum(ORDER_STATUSES, { error: orderMessages.status });

/** Every editable order field, without defaults (see itemFields for why). */
const orderFields = {
  name: requiredTextField(orderMessages.nameRequired),
  code: optionalTextField,
  comments: optionalLongTextField,
  /** 'none' or blank: no counterparty. */
  counterpartyId: optionalIdField,
  status: orderStatusField,
  destination: optionalTextField,
  expectedDelivery: optionalDateField,
};

const orderBodies = recordBodies(orderFields, ['name'], { status: 'active' });

/** POST /api/admin/orders (also the counterparty page's create-order dialog). */
export const orderCreateBody = orderBodies.createBody;
export type OrderCreateBody = z.output<typeof orderCreateBody>;
export type OrderCreateInput = z.input<typeof orderCreateBody>;

/** PUT /api/admin/orders/{id}: name required; absent fields stay as they are. */
export const orderUpdateBody = orderBodies.updateBody;
export type OrderUpdateBody = z.output<typeof orderUpdateBody>;

/** PATCH /api/admin/orders/{id}/status. */
export const orderStatusPatchBody = z.object({ status: orderStatusField });
export type OrderStatusPatchBody = z.output<typeof orderStatusPatchBody>;

/** The search box of a list: text PostgreSQL can store, trimmed; blank means no search. */
export const optionalSearchText = plainTextField(SEARCH_QUERY_MAX_LENGTH, searchMessages.query)
  .optional()
  .transform((text) => text?.trim() || undefined);

/** GET /api/admin/orders query; the total count travels in the X-Total-Count header. */
export const orderListQuery = z.object({
  status: z.enum(ORDER_STATUS_FILTERS, { error: orderMessages.statusFilter }).default('all'),
  /** Free text matched against the order's name, code and counterparty. */
  q: optionalSearchText,
  ...pagingFields(orderMessages, ORDER_LIST_DEFAULT_LIMIT, ORDER_LIST_MAX_LIMIT),
});
export type OrderListQuery = z.output<typeof orderListQuery>;
export type OrderListQueryInput = z.input<typeof orderListQuery>;

/**
 * An order in lists (GET /api/admin/orders, GET /api/admin/counterparty/{id}/orders): product.md §3
 * fields with the sums of its items (product.md §9, see sumOrderTotals): quantity, kg, m³, USD.
 */
export const orderAnswer = z.object({
  id: z.number().int(),
  version: recordVersion,
  name: z.string(),
  code: z.string(),
  comments: z.string().nullable(),
  counterpartyId: z.number().int().nullable(),
  counterpartyName: z.string().nullable(),
  counterpartyCompany: z.string().nullable(),
  status: orderStatusField,
  /** Name of the warehouse the order's goods are in, when known. */
  warehouse: z.string().nullable(),
  destination: z.string().nullable(),
  expectedDelivery: z.string().nullable(),
  createdAt: z.string(),
  totalQuantity: z.number().int(),
  totalWeight: z.number(),
  totalVolume: z.number(),
  totalAmount: z.number(),
  remainingAmount: z.number(),
});
export type OrderAnswer = z.infer<typeof orderAnswer>;

/** GET /api/admin/orders/{id}: the order with its items. */
export const orderWithItemsAnswer = orderAnswer.extend({ items: z.array(itemAnswer) });
export type OrderWithItemsAnswer = z.infer<typeof orderWithItemsAnswer>;

export const orderListAnswer = z.array(orderAnswer);
export type OrderListAnswer = z.infer<typeof orderListAnswer>;

export const trackingMessages = { notFound: 'Данного заказа не существует' } as const;

/** The order code of GET /api/search/orders/{code}: a code that cannot exist reads as not found. */
export const trackingCodeParam = requiredTextField(trackingMessages.notFound);

/**
 * GET /api/search/orders/{code}: the client portal's view of an order (product.md §3 "Portal order
 * view"). Only what the portal shows: no ids, no prices per item, no internal notes.
 */
export const trackingOrderAnswer = z.object({
  code: z.string(),
  name: z.string(),
  status: orderStatusField,
  customer: z.string().nullable(),
  destination: z.string().nullable(),
  expectedDelivery: z.string().nullable(),
  createdAt: z.string(),
  /** Newest first: when the order was created and each item's latest status change. */
  history: z.array(z.object({ date: z.string(), status: z.string(), description: z.string() })),
  totalAmount: z.number(),
  paidAmount: z.number(),
  outstandingAmount: z.number(),
  items: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      status: z.string(),
      warehouse: z.string().nullable(),
      weight: z.number(),
      volume: z.number(),
    }),
  ),
});
export type TrackingOrderAnswer = z.infer<typeof trackingOrderAnswer>;

/** GET /internal/search?q= (the orders service's part of the admin search): at most 20 per group. */
export const ordersSearchAnswer = z.object({
  orders: z.array(orderAnswer),
  items: z.array(itemAnswer.extend({ orderName: z.string(), orderCode: z.string().nullable() })),
  counterparties: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      company: z.string().nullable(),
      type: z.string(),
    }),
  ),
});
export type OrdersSearchAnswer = z.infer<typeof ordersSearchAnswer>;
export const ORDERS_SEARCH_GROUP_LIMIT = 20;
export const ordersSearchQuery = z.object({
  q: requiredTextField(searchMessages.query, 1, SEARCH_QUERY_MAX_LENGTH),
});

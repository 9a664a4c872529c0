import { z } from 'zod';
import { measureField, requiredTextField } from './form-fields.js';
import { recordVersion } from './versions.js';

/** Trucks: product.md §3 "Truck", §4 truck status, §5 "Truck", §7 "Admin trucks". */

export const TRUCK_STATUSES = ['Свободен', 'В пути'] as const;
export type TruckStatus = (typeof TRUCK_STATUSES)[number];

export const truckMessages = {
  numberRequired: 'Введите номер трака',
  status: 'Выберите статус: Свободен или В пути',
  notFound: 'Трак не найден',
  hasGoods: 'Нельзя удалить трак: в нём есть товары',
  ownerUnavailable: 'Склад не ответил, и трак не удалось проверить: повторите попытку',
} as const;

const truckFields = {
  number: requiredTextField(truckMessages.numberRequired),
  /** m³, step 0.001. */
  capacity: measureField,
  status: z.enum(TRUCK_STATUSES, { error: truckMessages.status }),
};

/** POST /api/admin/trucks. */
export const truckCreateBody = z.object({
  ...truckFields,
  capacity: truckFields.capacity.default(0),
  status: truckFields.status.default('Свободен'),
});
export type TruckCreateBody = z.output<typeof truckCreateBody>;
export type TruckCreateInput = z.input<typeof truckCreateBody>;

/** PUT /api/admin/trucks/{id}: absent fields stay as they are. */
export const truckUpdateBody = z.object(truckFields).partial();
export type TruckUpdateBody = z.output<typeof truckUpdateBody>;

export const truckAnswer = z.object({
  id: z.number().int(),
  version: recordVersion,
  number: z.string(),
  capacity: z.number(),
  status: z.enum(TRUCK_STATUSES),
  /** kg and m³ of the goods loaded (the truck-load projection). */
  currentWeight: z.number(),
  currentVolume: z.number(),
  createdAt: z.string(),
});
export type TruckAnswer = z.infer<typeof truckAnswer>;

/** What the truck-load projection keeps of an order item (the `order-item.upserted` event carries it). */
export const truckLoadItemFields = {
  code: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /** kg and m³ of the item as entered. */
  weight: z.number(),
  volume: z.number(),
  status: z.string(),
  counterpartyName: z.string().nullable(),
  /** YYYY-MM-DD or null. */
  expectedDeliveryDate: z.string().nullable(),
};

/** GET /api/admin/trucks/{id}/items: one order item loaded in the truck (the truck-load projection). */
export const truckLoadAnswer = z.object({
  itemId: z.number().int(),
  orderId: z.number().int(),
  ...truckLoadItemFields,
});
export type TruckLoadAnswer = z.infer<typeof truckLoadAnswer>;

/**
 * A truck as the inventory answers a hold of it (PUT /internal/truck-holds/{itemId}): the orders
 * service keeps it as the truck's event would, `stateAt` ordering it among the truck's events.
 */
export const truckStateAnswer = z.object({
  id: z.number().int(),
  number: z.string(),
  stateAt: z.iso.datetime(),
});
export type TruckStateAnswer = z.infer<typeof truckStateAnswer>;

/**
 * Internal PUT /internal/truck-holds/{itemId} of the inventory: before an item may name a truck, the
 * orders service has the owner of the trucks hold it for the item (docs/events.md "Trucks held by
 * items"). `heldAt` is the orders service's clock, before the item's own events. The answer is the
 * truck's state (its number for the item); 404 when there is no such truck.
 */
export const truckHoldBody = z.object({
  truckId: z.number().int().positive(),
  orderCode: z.string(),
  heldAt: z.iso.datetime(),
});
export type TruckHoldBody = z.infer<typeof truckHoldBody>;

/** Internal DELETE /internal/truck-holds/{itemId}: releases the hold one write made, when that write failed. */
export const truckHoldReleaseQuery = z.object({
  truckId: z.coerce.number().int().positive(),
  heldAt: z.iso.datetime(),
});
export type TruckHoldReleaseQuery = z.infer<typeof truckHoldReleaseQuery>;

import { z } from 'zod';
import { auditRecordedPayload } from './audit.js';
import { truckLoadItemFields } from './trucks.js';

/** inventory → files: remove the truck's folders, documents and stored objects. */
export const truckDeletedPayload = z.object({ truckId: z.number().int().positive() });

/**
 * inventory → orders (its list of trucks items may be put into): a truck was created or changed.
 * The envelope's `occurredAt` orders the states of one truck.
 */
export const truckUpsertedPayload = z.object({
  truckId: z.number().int().positive(),
  number: z.string(),
});
/** inventory → orders: the truck was deleted (`truck.deleted` tells the files service; one consumer per event type). */
export const truckRemovedPayload = truckDeletedPayload;

/** One changed field of an order item, as text (null = empty). */
export const itemFieldChange = z.object({
  field: z.string().min(1),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
});
export type ItemFieldChange = z.infer<typeof itemFieldChange>;

/** orders → its history worker: an item was created or edited by `username`. */
export const orderItemChangedPayload = z.object({
  itemId: z.number().int().positive(),
  orderId: z.number().int().positive(),
  username: z.string().min(1),
  changes: z.array(itemFieldChange).min(1),
});

/**
 * orders → inventory: the order item should hold `target` units of the stock line now; the inventory
 * takes or gives back the difference from what it holds (docs/events.md "Stock taken and given back").
 * The envelope's `occurredAt`, written while the producer holds the item's row, orders the requests
 * of one item: an older one arriving late changes nothing. Requests written before targets carry
 * `quantity` instead: the units to add to what the item holds.
 */
export const stockReduceRequestedPayload = z.object({
  orderItemId: z.number().int().positive(),
  inventoryItemId: z.number().int().positive(),
  target: z.number().int().nonnegative().optional(),
  quantity: z.number().int().positive().optional(),
  /** The item's order, which a refused delete of the line names; absent in older requests. */
  orderCode: z.string().min(1).optional(),
});
/** inventory → orders: the item holds what its request asked for. */
export const stockReducedPayload = stockReduceRequestedPayload;
/**
 * inventory → orders: the request was refused (not enough left, the item deleted, or the line
 * gone, `lineGone`: the item lets go of it); the item holds what it held before.
 */
export const stockReduceRejectedPayload = stockReduceRequestedPayload.extend({
  reason: z.string().min(1),
  lineGone: z.boolean().optional(),
});

/**
 * orders → inventory: an item taken from stock no longer takes from this line: deleted (`whole`:
 * it will hold nothing more, whatever arrives later) or unlinked from stock, `target` 0: it gives
 * back all it holds. Requests written before targets carry `quantity`: the units to give back
 * (at most what the item holds).
 */
export const stockReturnRequestedPayload = stockReduceRequestedPayload.extend({
  whole: z.boolean(),
});

/** inventory → orders: the stock line was deleted (it held no item's units); items naming it let go of it. */
export const stockLineRemovedPayload = z.object({
  inventoryItemId: z.number().int().positive(),
});

/**
 * inventory → orders: the warehouse was deleted (it had no stock lines); items naming it let go of
 * it, keeping its name, and orders refuses it from then on.
 */
export const warehouseRemovedPayload = z.object({ warehouseId: z.number().int().positive() });

/** orders → files: remove the order's folders, documents and stored objects. */
export const orderDeletedPayload = z.object({ orderId: z.number().int().positive() });

/**
 * orders → files: stored item photos no item shows any more (replaced or removed, or their item or
 * order deleted); ids of the files service's stored files.
 */
export const itemPhotosDiscardedPayload = z.object({
  photoIds: z.array(z.number().int().positive()).min(1),
});

/**
 * orders → inventory (the truck-load projection): an item was created or changed. The whole state
 * the projection keeps; `truckId` null = in no truck. The envelope's `occurredAt` orders the states
 * of one item: the producer writes it while holding the item's row, and an older state never
 * replaces a newer one.
 */
export const orderItemUpsertedPayload = z.object({
  itemId: z.number().int().positive(),
  orderId: z.number().int().positive(),
  truckId: z.number().int().positive().nullable(),
  ...truckLoadItemFields,
});

/** orders → inventory: the item is gone (removed, or its order deleted). */
export const orderItemDeletedPayload = z.object({
  itemId: z.number().int().positive(),
  orderId: z.number().int().positive(),
});

/** orders → notifications: a visitor sent a quote request (staff alerts). */
export const quoteRequestReceivedPayload = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  serviceType: z.string(),
  sourceCountry: z.string().nullable(),
  destinationCountry: z.string().nullable(),
  description: z.string(),
});

/** orders → notifications: a visitor sent a contact message (staff alerts). */
export const contactMessageReceivedPayload = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
});

/** Whose order changed: its followers hear of it. */
const followedOrderFields = {
  orderId: z.number().int().positive(),
  /** The client whose order it is (its account follows all its orders); absent in events written before it was added. */
  counterpartyId: z.number().int().positive().nullable().optional(),
};

const statusChangeFields = { fromStatus: z.string(), toStatus: z.string() };

/** orders → notifications: an order's status changed (followers hear of it). */
export const orderStatusChangedPayload = z.object({
  ...followedOrderFields,
  code: z.string().nullable(),
  name: z.string(),
  ...statusChangeFields,
});

/** orders → notifications: an item's status changed (followers of its order hear of it). */
export const orderItemStatusChangedPayload = z.object({
  ...followedOrderFields,
  orderCode: z.string().nullable(),
  itemId: z.number().int().positive(),
  itemCode: z.string(),
  itemName: z.string(),
  ...statusChangeFields,
});

/**
 * orders → notifications: someone asked to follow the order with this tracking code (sent only
 * for a code that exists; the caller is answered alike either way).
 */
export const orderFollowRequestedPayload = z.object({
  orderId: z.number().int().positive(),
  code: z.string(),
  email: z.email(),
  language: z.enum(['ru', 'tj', 'en', 'zh']),
});

/**
 * orders → orders: someone asked for a sign-in link. Whether the address is a client's is looked up
 * here, after the answer, so asking takes the same time for any address (docs/portal-accounts.md).
 */
export const portalSignInRequestedPayload = z.object({
  email: z.string(),
  language: z.enum(['ru', 'tj', 'en', 'zh']),
});

/**
 * orders → notifications: e-mail this client its sign-in link. The token is the raw one (only its
 * hash is kept); it lives 15 minutes and works once.
 */
export const portalSignInLinkIssuedPayload = z.object({
  counterpartyId: z.number().int().positive(),
  email: z.email(),
  name: z.string(),
  language: z.enum(['ru', 'tj', 'en', 'zh']),
  token: z.string().min(1),
  reason: z.enum(['invite', 'sign-in']),
});

/**
 * orders → notifications: a client's account was given (or its e-mail or language changed) or taken
 * back. The notifications service keeps who follows all its orders by e-mail from it.
 */
export const portalClientChangedPayload = z.object({
  counterpartyId: z.number().int().positive(),
  email: z.email().nullable(),
  language: z.enum(['ru', 'tj', 'en', 'zh']),
  access: z.boolean(),
  /** The Telegram chat that hears of its orders instead of its e-mail; absent in events written before it. */
  telegramChatId: z.string().nullable().optional(),
});

/**
 * orders → notifications: the bot's answer to a chat's command, in the client's language; `orders`
 * for `/orders` (its active orders), `unlinked` when the chat was linked to no client.
 */
export const telegramAnswerPayload = z.object({
  chatId: z.string().min(1),
  language: z.enum(['ru', 'tj', 'en', 'zh']),
  answer: z.enum(['linked', 'refused', 'orders', 'stopped', 'unlinked', 'help']),
  orders: z
    .array(
      z.object({
        id: z.number().int(),
        code: z.string(),
        name: z.string(),
        items: z.array(z.object({ status: z.string(), count: z.number().int() })),
      }),
    )
    .optional(),
});

/** notifications → notifications: a message was recorded in the sent-log and waits to be sent. */
export const notificationDuePayload = z.object({ deliveryId: z.uuid() });

/** notifications → notifications: webhook deliveries were recorded and wait to be sent. */
export const webhookDuePayload = z.object({ deliveryIds: z.array(z.uuid()).min(1) });

/**
 * Every cross-service event: the service that consumes it (also the name of the BullMQ queue it
 * travels on) and the schema of its payload. docs/architecture.md "Events".
 */
export const eventCatalog = {
  'truck.deleted': { consumer: 'files', payload: truckDeletedPayload },
  'truck.upserted': { consumer: 'orders', payload: truckUpsertedPayload },
  'truck.removed': { consumer: 'orders', payload: truckRemovedPayload },
  'order.deleted': { consumer: 'files', payload: orderDeletedPayload },
  'item-photos.discarded': { consumer: 'files', payload: itemPhotosDiscardedPayload },
  'order-item.changed': { consumer: 'orders', payload: orderItemChangedPayload },
  'stock.reduce-requested': { consumer: 'inventory', payload: stockReduceRequestedPayload },
  'stock.return-requested': { consumer: 'inventory', payload: stockReturnRequestedPayload },
  'order-item.upserted': { consumer: 'inventory', payload: orderItemUpsertedPayload },
  'order-item.deleted': { consumer: 'inventory', payload: orderItemDeletedPayload },
  'stock.reduced': { consumer: 'orders', payload: stockReducedPayload },
  'stock.reduce-rejected': { consumer: 'orders', payload: stockReduceRejectedPayload },
  'stock-line.removed': { consumer: 'orders', payload: stockLineRemovedPayload },
  'warehouse.removed': { consumer: 'orders', payload: warehouseRemovedPayload },
  'quote-request.received': { consumer: 'notifications', payload: quoteRequestReceivedPayload },
  'contact-message.received': { consumer: 'notifications', payload: contactMessageReceivedPayload },
  'order.status-changed': { consumer: 'notifications', payload: orderStatusChangedPayload },
  'order-item.status-changed': {
    consumer: 'notifications',
    payload: orderItemStatusChangedPayload,
  },
  'order.follow-requested': { consumer: 'notifications', payload: orderFollowRequestedPayload },
  'notification.due': { consumer: 'notifications', payload: notificationDuePayload },
  'webhook.due': { consumer: 'notifications', payload: webhookDuePayload },
  'portal.sign-in-requested': { consumer: 'orders', payload: portalSignInRequestedPayload },
  'portal.sign-in-link-issued': {
    consumer: 'notifications',
    payload: portalSignInLinkIssuedPayload,
  },
  'portal.client-changed': { consumer: 'notifications', payload: portalClientChangedPayload },
  'portal.telegram-answer': { consumer: 'notifications', payload: telegramAnswerPayload },
  /** Every service and the gateway → the audit log (docs/audit-log.md). */
  'audit.recorded': { consumer: 'notifications', payload: auditRecordedPayload },
} as const satisfies Record<string, { consumer: string; payload: z.ZodType }>;

export type EventType = keyof typeof eventCatalog;
export type EventPayload<T extends EventType> = z.infer<(typeof eventCatalog)[T]['payload']>;

/** What a producer hands to the outbox. */
export type EventInput = { [T in EventType]: { type: T; payload: EventPayload<T> } }[EventType];

/** One event on the queue: the outbox row's id is the event id. */
export const eventEnvelope = z.object({
  id: z.uuid(),
  type: z.string(),
  occurredAt: z.iso.datetime({ offset: true }),
  payload: z.unknown(),
  /** The producing service, where the consumer acknowledges the event once applied (docs/events.md). */
  producer: z.string().min(1).optional(),
});
/**
 * A job on a consumer's queue: the events one relay publication had for that consumer, in the order
 * they occurred (docs/events.md "Delivery"). A job published before events travelled together is
 * one envelope, with its producer.
 */
export const eventJob = z.object({
  producer: z.string().min(1).optional(),
  events: z.array(z.unknown()).min(1),
});
export type DomainEvent<T extends EventType = EventType> = {
  id: string;
  type: T;
  occurredAt: string;
  payload: EventPayload<T>;
};

import { z } from 'zod';
import type { AuditEntity, AuditRecordedPayload } from './audit.js';
import { idParam } from './common.js';
import { optionalText, plainTextField } from './form-fields.js';

/**
 * Outgoing webhooks after the Standard Webhooks specification (issue 35 §2, docs/integrations.md):
 * an owner subscribes a URL to events; each change reaches it as a signed POST of
 * `{ type, timestamp, data }`, retried for a day, in order for one record.
 */

/** The events a webhook may subscribe to: every one comes from the audit entry of a change. */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.updated',
  'order.deleted',
  'order-item.created',
  'order-item.updated',
  'order-item.status-changed',
  'order-item.deleted',
  'counterparty.created',
  'counterparty.updated',
  'quote-request.created',
  'contact-message.created',
  'stock.changed',
  'truck.updated',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What each event tells, and what its `data` holds, for the API reference's `webhooks` section. */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEvent | 'webhook.test', string> = {
  'order.created': 'An order was created; `data` is the order',
  'order.updated':
    'An order was changed (its fields, its status, or its items in bulk); `data` is the order',
  'order.deleted': 'An order was deleted; `data` is the order as it was',
  'order-item.created': 'An item was added to an order; `data` is the item',
  'order-item.updated': 'An item was changed; `data` is the item',
  'order-item.status-changed':
    'An item changed status (sent besides `order-item.updated`); `data` is the item',
  'order-item.deleted': 'An item was deleted; `data` is the item as it was',
  'counterparty.created': 'A client or supplier was created; `data` is the counterparty',
  'counterparty.updated': 'A client or supplier was changed; `data` is the counterparty',
  'quote-request.created': 'A visitor asked for a quote on the public site; `data` is the request',
  'contact-message.created': 'A visitor sent a message on the public site; `data` is the message',
  'stock.changed':
    'A stock line was added, changed, taken from or deleted; `data` is the stock line',
  'truck.updated': 'A truck was changed; `data` is the truck',
  'webhook.test': "Sent on demand by the webhook's test button or call; `data` is `{ webhookId }`",
};

/** What `POST /api/admin/webhooks/{id}/test` sends: no record changed. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookMessageType = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

export const WEBHOOK_URL_MAX_LENGTH = 2000;

// The URL's rules (https, no private address) and the events' names are checked by the service,
// which answers them in the caller's language with the field named.
const webhookFields = {
  url: plainTextField(WEBHOOK_URL_MAX_LENGTH).trim(),
  events: z.array(plainTextField(100)).max(WEBHOOK_EVENTS.length),
  description: optionalText(200),
};

/** POST /api/admin/webhooks. */
export const webhookCreateBody = z.object({
  url: webhookFields.url,
  events: webhookFields.events,
  description: webhookFields.description.default(null),
});
export type WebhookCreateBody = z.output<typeof webhookCreateBody>;
export type WebhookCreateInput = z.input<typeof webhookCreateBody>;

/** PATCH /api/admin/webhooks/{id}: absent fields stay; `enabled: false` pauses deliveries. */
export const webhookUpdateBody = z.object({
  url: webhookFields.url.optional(),
  events: webhookFields.events.optional(),
  description: webhookFields.description.optional(),
  enabled: z.boolean().optional(),
});
export type WebhookUpdateBody = z.output<typeof webhookUpdateBody>;
export type WebhookUpdateInput = z.input<typeof webhookUpdateBody>;

/** A webhook as listed: never its secret. */
export const webhookAnswer = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string().nullable(),
  enabled: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type WebhookAnswer = z.infer<typeof webhookAnswer>;

/** The 201 of its creation: the signing secret (`whsec_…`), shown this once. */
export const webhookCreatedAnswer = webhookAnswer.extend({
  secret: z.string().regex(/^whsec_[A-Za-z0-9+/]+=*$/),
});
export type WebhookCreatedAnswer = z.infer<typeof webhookCreatedAnswer>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One message to one webhook; its id is the `webhook-id` header of every attempt. */
export const webhookDeliveryAnswer = z.object({
  id: z.uuid(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDeliveryAnswer = z.infer<typeof webhookDeliveryAnswer>;

export const webhookDeliveryParams = z.object({
  id: idParam,
  deliveryId: z.uuid(),
});

/** The body of every delivery (the `webhooks` section of the OpenAPI document describes each type). */
export const webhookMessage = z.object({
  type: z.string(),
  timestamp: z.string(),
  data: z.unknown(),
});
export type WebhookMessageBody = z.infer<typeof webhookMessage>;

/** The `data` of a deleted record, and of a record that was gone before its delivery was sent. */
export const webhookRemovedRecord = z.object({
  id: z.string(),
  summary: z.string(),
  deleted: z.literal(true),
});

/** The kinds of record whose changes webhooks tell of; their audit entries carry the record. */
export const WEBHOOK_RECORD_ENTITIES: ReadonlySet<AuditEntity> = new Set<AuditEntity>([
  'order',
  'item',
  'counterparty',
  'stock',
  'truck',
]);

const EVENTS_OF_ENTRY: Partial<
  Record<AuditEntity, Partial<Record<AuditRecordedPayload['action'], WebhookEvent>>>
> = {
  order: { create: 'order.created', update: 'order.updated', delete: 'order.deleted' },
  item: {
    create: 'order-item.created',
    update: 'order-item.updated',
    delete: 'order-item.deleted',
  },
  counterparty: { create: 'counterparty.created', update: 'counterparty.updated' },
  stock: {
    create: 'stock.changed',
    update: 'stock.changed',
    delete: 'stock.changed',
    import: 'stock.changed',
  },
  truck: { update: 'truck.updated' },
};

/**
 * The webhook events an audit entry makes: its kind and action, and for an item whose status
 * changed `order-item.status-changed` too. Requests from the public site have no audit entry:
 * their own events (`quote-request.received`, `contact-message.received`) make theirs.
 */
export function webhookEventsOf(entry: AuditRecordedPayload): WebhookEvent[] {
  const event = EVENTS_OF_ENTRY[entry.entity]?.[entry.action];
  if (!event) return [];
  const statusChanged =
    event === 'order-item.updated' && entry.changes.some(({ field }) => field === 'status');
  return statusChanged ? [event, 'order-item.status-changed'] : [event];
}

import { z } from 'zod';
import {
  webhookAnswer,
  webhookCreateBody,
  webhookCreatedAnswer,
  webhookDeliveryAnswer,
  webhookDeliveryParams,
  webhookUpdateBody,
} from '../webhooks.js';
import { defineCall, json, jsonBody, noContent } from './define-call.js';
import { idParams } from './params.js';

/** Signed webhooks other systems hear every change by (issue 35 §2, docs/integrations.md). */
export const webhookCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/webhooks',
    owner: 'notifications',
    permission: 'integrations.manage',
    summary: 'Every webhook, never its secret',
    answer: json(z.array(webhookAnswer)),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/admin/webhooks',
    owner: 'notifications',
    permission: 'integrations.manage',
    summary:
      'Subscribe a URL to events; the signing secret (`whsec_…`) is answered this once. A URL must be https and not point into a private network',
    body: jsonBody(webhookCreateBody),
    answer: json(webhookCreatedAnswer, 201),
  }),
  one: defineCall({
    method: 'GET',
    path: '/api/admin/webhooks/{id}',
    owner: 'notifications',
    permission: 'integrations.manage',
    summary: 'One webhook, never its secret',
    params: idParams,
    answer: json(webhookAnswer),
  }),
  update: defineCall({
    method: 'PATCH',
    path: '/api/admin/webhooks/{id}',
    owner: 'notifications',
    permission: 'integrations.manage',
    summary: 'Change its URL, events or description, or pause it (`enabled: false`)',
    params: idParams,
    body: jsonBody(webhookUpdateBody),
    answer: json(webhookAnswer),
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/admin/webhooks/{id}',
    owner: 'notifications',
    permission: 'integrations.manage',
    summary: 'Delete a webhook: nothing more is sent to it',
    params: idParams,
    answer: noContent(),
  }),
  test: defineCall({
    method: 'POST',
    path: '/api/admin/webhooks/{id}/test',
    owner: 'notifications',
    permission: 'integrations.manage',
    summary: 'Send it a `webhook.test` event; the delivery is answered and listed like any other',
    params: idParams,
    answer: json(webhookDeliveryAnswer, 202),
  }),
  deliveries: defineCall({
    method: 'GET',
    path: '/api/admin/webhooks/{id}/deliveries',
    owner: 'notifications',
    permission: 'integrations.manage',
    summary: 'Its latest deliveries (at most 100), newest first',
    params: idParams,
    answer: json(z.array(webhookDeliveryAnswer)),
  }),
  redeliver: defineCall({
    method: 'POST',
    path: '/api/admin/webhooks/{id}/deliveries/{deliveryId}/redeliver',
    owner: 'notifications',
    permission: 'integrations.manage',
    summary:
      'Send a delivery again at once, under the same `webhook-id`; a failed one is retried for another day',
    params: webhookDeliveryParams,
    answer: json(webhookDeliveryAnswer, 202),
  }),
};

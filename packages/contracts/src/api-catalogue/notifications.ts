import { liveChange } from '../live-changes.js';
import { orderFollowersAnswer, subscriptionLinkQuery } from '../notifications.js';
import { defineCall, eventStream, html, json } from './define-call.js';
import { idParams } from './params.js';

/** Following an order by e-mail (docs/notifications.md). */
export const notificationCalls = {
  confirm: defineCall({
    method: 'GET',
    path: '/api/notifications/confirm',
    owner: 'notifications',
    summary: 'The confirmation link of a follow-up e-mail: a page saying what happened',
    query: subscriptionLinkQuery,
    answer: html(),
  }),
  unsubscribe: defineCall({
    method: 'GET',
    path: '/api/notifications/unsubscribe',
    owner: 'notifications',
    summary: 'The unsubscribe link of every update e-mail: a page saying what happened',
    query: subscriptionLinkQuery,
    answer: html(),
  }),
  orderFollowers: defineCall({
    method: 'GET',
    path: '/api/admin/orders/{id}/followers',
    owner: 'notifications',
    permission: 'orders.read',
    summary: 'How many confirmed followers an order has, and when the last update e-mail went',
    params: idParams,
    answer: json(orderFollowersAnswer),
  }),
};

/**
 * Changes as they happen (issue 33 §1), held open by each signed-in tab; docs/live-changes.md. The
 * portal's is a portal call like the client's following: the gateway checks the client's session.
 */
export const liveCalls = {
  adminChanges: defineCall({
    method: 'GET',
    path: '/api/admin/events',
    owner: 'notifications',
    permission: 'profile',
    summary: 'Every change of the records the role may read, as it happens (Server-Sent Events)',
    answer: eventStream(liveChange),
  }),
  portalChanges: defineCall({
    method: 'GET',
    path: '/api/portal/events',
    owner: 'notifications',
    summary:
      "Every change of the client's own orders, items and payments (its documents change with them), as it happens (Server-Sent Events)",
    answer: eventStream(liveChange),
  }),
};

import { orderFollowersAnswer, subscriptionLinkQuery } from '../notifications.js';
import { defineCall, html, json } from './define-call.js';
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

import {
  portalAcceptedAnswer,
  portalBalanceAnswer,
  portalClientAnswer,
  portalInviteBody,
  portalOrderAnswer,
  portalOrderListQuery,
  portalOrderWithItemsAnswer,
  portalFollowingAnswer,
  portalFollowingBody,
  portalPhotoParams,
  portalSessionAnswer,
  portalSessionBody,
  portalSignInBody,
  portalTelegramLinkAnswer,
  telegramUpdate,
} from '../portal.js';
import { documentQuery } from '../spreadsheets.js';
import { z } from 'zod';
import { defineCall, file, json, jsonBody, noContent } from './define-call.js';
import { idParams } from './params.js';

/** Staff give a client its account, or take it back (docs/portal-accounts.md). */
export const portalAccessCalls = {
  invite: defineCall({
    method: 'POST',
    path: '/api/admin/counterparties/{id}/portal-invite',
    owner: 'orders',
    permission: 'portal.manage',
    summary: 'Give the client an account and e-mail it a sign-in link',
    params: idParams,
    body: jsonBody(portalInviteBody),
    answer: json(portalAcceptedAnswer, 202),
  }),
  revoke: defineCall({
    method: 'DELETE',
    path: '/api/admin/counterparties/{id}/portal-access',
    owner: 'orders',
    permission: 'portal.manage',
    summary: "Take the client's account back and end its sessions",
    params: idParams,
    answer: noContent(),
  }),
};

/** A client's own account: signing in by e-mailed link, its orders, documents and balance. */
export const portalCalls = {
  // Alike for any address: nothing tells whether it belongs to a client (docs/portal-accounts.md).
  requestSignIn: defineCall({
    method: 'POST',
    path: '/api/portal/sign-in',
    owner: 'orders',
    access: 'public',
    rateLimit: 'portal-sign-ins',
    summary: 'E-mail a sign-in link to a client with an account',
    body: jsonBody(portalSignInBody),
    answer: json(portalAcceptedAnswer, 202),
  }),
  startSession: defineCall({
    method: 'POST',
    path: '/api/portal/session',
    owner: 'identity',
    access: 'public',
    summary: "Exchange a sign-in link's token for the client's session cookie",
    body: jsonBody(portalSessionBody),
    answer: json(portalSessionAnswer),
  }),
  signOut: defineCall({
    method: 'POST',
    path: '/api/portal/sign-out',
    owner: 'identity',
    access: 'public',
    summary: "End the client's session",
    answer: json(z.object({ signedOut: z.literal(true) })),
  }),
  me: defineCall({
    method: 'GET',
    path: '/api/portal/me',
    owner: 'orders',
    summary: 'The signed-in client',
    answer: json(portalClientAnswer),
  }),
  orders: defineCall({
    method: 'GET',
    path: '/api/portal/orders',
    owner: 'orders',
    summary: "The client's orders, newest first",
    query: portalOrderListQuery,
    answer: json(z.array(portalOrderAnswer)),
    paged: true,
  }),
  order: defineCall({
    method: 'GET',
    path: '/api/portal/orders/{id}',
    owner: 'orders',
    summary: "One of the client's orders with its items",
    params: idParams,
    answer: json(portalOrderWithItemsAnswer),
  }),
  invoice: defineCall({
    method: 'GET',
    path: '/api/portal/orders/{id}/invoice.pdf',
    owner: 'orders',
    summary: "The invoice of one of the client's orders",
    params: idParams,
    query: documentQuery,
    answer: file('application/pdf'),
  }),
  packingList: defineCall({
    method: 'GET',
    path: '/api/portal/orders/{id}/packing-list.pdf',
    owner: 'orders',
    summary: "The packing list of one of the client's orders",
    params: idParams,
    query: documentQuery,
    answer: file('application/pdf'),
  }),
  // Through the orders service, which checks the photo is of the client's order (docs/portal-accounts.md).
  orderPhoto: defineCall({
    method: 'GET',
    path: '/api/portal/orders/{id}/photos/{fileId}',
    owner: 'orders',
    summary: "A stored photo of an item of one of the client's orders",
    params: portalPhotoParams,
    answer: file('image/jpeg', 'image/png', 'image/gif'),
  }),
  following: defineCall({
    method: 'GET',
    path: '/api/portal/following',
    owner: 'notifications',
    summary: 'Whether the client hears of every change of its orders by e-mail',
    answer: json(portalFollowingAnswer),
  }),
  setFollowing: defineCall({
    method: 'PUT',
    path: '/api/portal/following',
    owner: 'notifications',
    summary: 'Turn e-mails about every change of its orders on or off',
    body: jsonBody(portalFollowingBody),
    answer: json(portalFollowingAnswer),
  }),
  telegramLink: defineCall({
    method: 'POST',
    path: '/api/portal/telegram-link',
    owner: 'orders',
    summary: "A one-time link that opens the bot and links the client's Telegram chat (15 minutes)",
    answer: json(portalTelegramLinkAnswer, 201),
  }),
  telegramUnlink: defineCall({
    method: 'DELETE',
    path: '/api/portal/telegram-link',
    owner: 'orders',
    summary: "Unlink the client's Telegram chat: its messages stop at once",
    answer: noContent(),
  }),
  // Telegram calls it; the X-Telegram-Bot-Api-Secret-Token header is the check (docs/portal-accounts.md).
  telegramWebhook: defineCall({
    method: 'POST',
    path: '/api/telegram/webhook',
    owner: 'orders',
    access: 'public',
    summary: "The bot's updates from Telegram: /start <token>, /orders, /stop",
    body: jsonBody(telegramUpdate),
    answer: json(z.object({ ok: z.literal(true) })),
  }),
  balance: defineCall({
    method: 'GET',
    path: '/api/portal/balance',
    owner: 'orders',
    summary: "The client's credit, debt and what its orders come to",
    answer: json(portalBalanceAnswer),
  }),
};

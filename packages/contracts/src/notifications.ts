import { z } from 'zod';
import { blogLanguages } from './blog.js';

/** Notifications: clients following an order by e-mail (docs/notifications.md). */

export const notificationMessages = {
  email: 'Введите корректный email',
  language: 'Язык: ru, tj, en или zh',
} as const;

/** The four languages e-mails and pages are written in (the site's languages). */
export const notificationLanguages = blogLanguages;
export type NotificationLanguage = (typeof notificationLanguages)[number];

/**
 * POST /api/track/{code}/subscriptions: answered 202 whether or not the code exists; a real code
 * gets a confirmation e-mail (double opt-in).
 */
export const followOrderBody = z.object({
  email: z
    .string({ error: notificationMessages.email })
    .trim()
    .max(254, { error: notificationMessages.email })
    .pipe(z.email({ error: notificationMessages.email })),
  language: z.enum(notificationLanguages, { error: notificationMessages.language }).default('ru'),
});
export type FollowOrderBody = z.output<typeof followOrderBody>;
export type FollowOrderInput = z.input<typeof followOrderBody>;
export const followOrderAnswer = z.object({ accepted: z.literal(true) });

/** GET /api/notifications/confirm|unsubscribe query; the page's language when the token is unknown. */
export const subscriptionLinkQuery = z.object({
  token: z.string().max(200).optional().catch(undefined),
  lang: z.enum(notificationLanguages).optional().catch(undefined),
});
export type SubscriptionLinkQuery = z.output<typeof subscriptionLinkQuery>;

/** GET /api/admin/orders/{id}/followers: confirmed followers and when the last update e-mail went. */
export const orderFollowersAnswer = z.object({
  followers: z.number().int(),
  lastSentAt: z.string().nullable(),
});
export type OrderFollowersAnswer = z.infer<typeof orderFollowersAnswer>;

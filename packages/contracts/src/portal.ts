import { z } from 'zod';
import { idParam } from './common.js';
import { itemAnswer } from './items.js';
import { followOrderBody, notificationLanguages, notificationMessages } from './notifications.js';
import { orderAnswer, orderListQuery } from './orders.js';

/** Client accounts: a client signs in with a link by e-mail and sees its own business (docs/portal-accounts.md). */

/** The client's session cookie: a second kind of session, apart from the staff one (SESSION_COOKIE). */
export const PORTAL_SESSION_COOKIE = 'silkway_portal_session';
/** Set by the gateway on portal calls from the client's session (a client-sent copy is dropped). */
export const PORTAL_COUNTERPARTY_HEADER = 'x-portal-counterparty-id';
/**
 * Set by the gateway on a call carrying a client's cookie: the listed id of its session (the digest
 * of the cookie, which signs nobody in), so identity can end it on sign-out.
 */
export const PORTAL_SESSION_HEADER = 'x-portal-session';
/** A sign-in link works once, within this time. */
export const PORTAL_SIGN_IN_TOKEN_MINUTES = 15;

export const portalMessages = {
  email: notificationMessages.email,
  language: notificationMessages.language,
  token: 'Ссылка для входа недействительна: она уже использована, устарела или неверна',
  noEmail: 'У контрагента нет email: укажите его, чтобы пригласить в кабинет',
  signInRequired: 'Требуется вход в кабинет клиента',
  tooManySignIns: (seconds: number) =>
    `Слишком много запросов ссылки для входа. Попробуйте снова через ${seconds} сек.`,
} as const;

const portalLanguage = z.enum(notificationLanguages, { error: portalMessages.language });

/** POST /api/admin/counterparties/{id}/portal-invite: the e-mail's language, else the one kept for the client. */
export const portalInviteBody = z.object({ language: portalLanguage.optional() });
export type PortalInviteBody = z.output<typeof portalInviteBody>;

/**
 * POST /api/portal/sign-in: the same fields as following an order by e-mail. Answered 202 alike
 * whether or not the address belongs to a client with access.
 */
export const portalSignInBody = followOrderBody;
export type PortalSignInBody = z.output<typeof portalSignInBody>;
export type PortalSignInInput = z.input<typeof portalSignInBody>;
export const portalAcceptedAnswer = z.object({ accepted: z.literal(true) });

/** POST /api/portal/session: the token of the e-mailed link. */
export const portalSessionBody = z.object({
  token: z.string({ error: portalMessages.token }).trim().min(1, portalMessages.token).max(200),
});
export type PortalSessionBody = z.output<typeof portalSessionBody>;

/** GET /api/portal/me: the signed-in client. */
export const portalClientAnswer = z.object({
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  language: z.enum(notificationLanguages),
  /** A Telegram chat hears of its orders instead of its e-mail (docs/portal-accounts.md "Telegram"). */
  telegramLinked: z.boolean(),
});
export type PortalClientAnswer = z.infer<typeof portalClientAnswer>;

/** Whose sign-in link identity issues (api.internal.issuePortalSignInToken), for orders' e-mail. */
export const portalSignInTokenRequest = z.object({ counterpartyId: idParam });
export type PortalSignInTokenRequest = z.output<typeof portalSignInTokenRequest>;
/** The raw token of a new link: it travels once, into the e-mail; identity keeps only its SHA-256. */
export const issuedPortalSignInToken = z.object({ token: z.string() });
export type IssuedPortalSignInToken = z.infer<typeof issuedPortalSignInToken>;

/** Identity's answer to the token exchange: the client (its session travels as the cookie). */
export const portalSessionAnswer = z.object({ client: portalClientAnswer });
export type PortalSessionAnswer = z.infer<typeof portalSessionAnswer>;

/** GET /api/portal/orders query: the back office's list filters, scoped to the client. */
export const portalOrderListQuery = orderListQuery;
export type PortalOrderListQueryInput = z.input<typeof portalOrderListQuery>;

/** How much of an order is paid, from its items' amounts (product.md §9). */
export const PORTAL_PAYMENT_STATES = ['unpaid', 'partial', 'paid'] as const;
export type PortalPaymentState = (typeof PORTAL_PAYMENT_STATES)[number];

/** An order as its client sees it: no comments, no internal fields. */
export const portalOrderAnswer = orderAnswer
  .pick({
    id: true,
    code: true,
    name: true,
    status: true,
    destination: true,
    expectedDelivery: true,
    createdAt: true,
    totalQuantity: true,
    totalWeight: true,
    totalVolume: true,
    totalAmount: true,
    remainingAmount: true,
  })
  .extend({ paidAmount: z.number(), paymentState: z.enum(PORTAL_PAYMENT_STATES) });
export type PortalOrderAnswer = z.infer<typeof portalOrderAnswer>;

export const portalItemAnswer = itemAnswer
  .pick({
    code: true,
    name: true,
    quantity: true,
    status: true,
    paymentStatus: true,
    deliveryPeriod: true,
    expectedDeliveryDate: true,
    totalAmount: true,
    remainingAmount: true,
  })
  .extend({
    /**
     * Addresses the signed-in client opens: `/api/portal/orders/{id}/photos/{fileId}` for a stored
     * photo (checked against its session on every call), a link staff entered as it is.
     */
    photos: z.array(z.string()),
    truckNumber: z.string().nullable(),
  });
export type PortalItemAnswer = z.infer<typeof portalItemAnswer>;

export const portalOrderWithItemsAnswer = portalOrderAnswer.extend({
  items: z.array(portalItemAnswer),
});
export type PortalOrderWithItemsAnswer = z.infer<typeof portalOrderWithItemsAnswer>;

/** GET /api/portal/balance: the counterparty's figures and the sums of its orders, USD. */
export const portalBalanceAnswer = z.object({
  credit: z.number(),
  debt: z.number(),
  ordersTotal: z.number(),
  paid: z.number(),
});
export type PortalBalanceAnswer = z.infer<typeof portalBalanceAnswer>;

export function portalPaymentState(totalCents: number, remainingCents: number): PortalPaymentState {
  if (remainingCents <= 0) return 'paid';
  return remainingCents < totalCents ? 'partial' : 'unpaid';
}

/** GET /api/portal/orders/{id}/photos/{fileId}: a stored photo of one of the client's orders. */
export const portalPhotoParams = z.object({ id: idParam, fileId: idParam });
export type PortalPhotoParams = z.output<typeof portalPhotoParams>;

/** GET and PUT /api/portal/following: whether the client hears of every change of its orders by e-mail. */
export const portalFollowingBody = z.object({
  following: z.boolean({ error: 'Укажите, присылать ли письма: true или false' }),
});
export type PortalFollowingBody = z.output<typeof portalFollowingBody>;
export const portalFollowingAnswer = portalFollowingBody;
export type PortalFollowingAnswer = z.infer<typeof portalFollowingAnswer>;

/** A link to the bot (POST /api/portal/telegram-link) works once, within this time. */
export const PORTAL_TELEGRAM_TOKEN_MINUTES = 15;
/** The header Telegram sends each webhook call with: the secret given to setWebhook. */
export const TELEGRAM_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** POST /api/portal/telegram-link: `https://t.me/<bot>?start=<one-time token>`, valid until expiresAt. */
export const portalTelegramLinkAnswer = z.object({ url: z.url(), expiresAt: z.iso.datetime() });
export type PortalTelegramLinkAnswer = z.infer<typeof portalTelegramLinkAnswer>;

/**
 * POST /api/telegram/webhook: the part of a Telegram Update the bot reads (a chat's text message);
 * any other update is taken and ignored.
 */
export const telegramUpdate = z.looseObject({
  update_id: z.number().int(),
  message: z
    .looseObject({
      chat: z.looseObject({ id: z.number().int() }),
      text: z.string().max(4096).optional(),
      from: z.looseObject({ language_code: z.string().max(35).optional() }).optional(),
    })
    .optional(),
});
export type TelegramUpdate = z.output<typeof telegramUpdate>;

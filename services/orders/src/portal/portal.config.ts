import { z } from 'zod';

/** How often one e-mail address may ask for a sign-in link (whether or not it is a client's). */
export const portalSettings = {
  PORTAL_SIGN_INS_PER_EMAIL: z.coerce.number().int().positive().default(5),
  PORTAL_SIGN_IN_EMAIL_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** The bot clients link their Telegram with (t.me/<username>); unset, linking answers 503. */
  TELEGRAM_BOT_USERNAME: z
    .string()
    .regex(/^[A-Za-z]\w{3,31}$/, "TELEGRAM_BOT_USERNAME: the bot's username, without @")
    .optional(),
  /** Given to setWebhook; a webhook call without it in X-Telegram-Bot-Api-Secret-Token is 401 (unset: every call). */
  TELEGRAM_WEBHOOK_SECRET: z.string().min(16).optional(),
};

import { baseServiceConfig, portSetting } from '@silkway/service-kit';
import { z } from 'zod';

const addressList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: 'STAFF_NOTIFY_EMAILS: comma-separated e-mail addresses' })));

export const notificationsConfig = baseServiceConfig
  .extend({
    NOTIFICATIONS_PORT: portSetting(3004),
    /** Empty: the local catcher `npm start` runs on MAIL_CATCHER_PORT. */
    SMTP_URL: z.url().optional(),
    MAIL_CATCHER_PORT: portSetting(2525),
    MAIL_FROM: z.string().min(3).default('Silkway <no-reply@silkway.local>'),
    /** Where links in messages point: the product as visitors reach it. */
    PUBLIC_BASE_URL: z.url().default('http://127.0.0.1:8080'),
    STAFF_NOTIFY_EMAILS: addressList,
    TELEGRAM_BOT_TOKEN: z.string().min(1).optional(),
    TELEGRAM_CHAT_ID: z.string().min(1).optional(),
    TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
    /** Status changes of one order within this window go out as one e-mail. */
    DIGEST_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  })
  .transform((config) => ({
    ...config,
    SMTP_URL: config.SMTP_URL ?? `smtp://127.0.0.1:${config.MAIL_CATCHER_PORT}`,
    PUBLIC_BASE_URL: config.PUBLIC_BASE_URL.replace(/\/+$/, ''),
  }));
export type NotificationsConfig = z.output<typeof notificationsConfig>;

import { baseServiceConfig, portSetting } from '@silkway/service-kit';
import { SERVICE_PORTS } from '@silkway/service-kit/internal-calls';
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
    NOTIFICATIONS_PORT: portSetting(SERVICE_PORTS.notifications),
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
    /** Webhooks may go to http:// and to loopback or private addresses: development and tests only. */
    WEBHOOKS_ALLOW_PRIVATE_URLS: z
      .enum(['true', 'false'], { error: 'WEBHOOKS_ALLOW_PRIVATE_URLS: true or false' })
      .default('false')
      .transform((value) => value === 'true'),
    /** How long a receiver may take to answer one delivery. */
    WEBHOOKS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** Deliveries sent at once by each replica: what slow receivers can hold at most. */
    WEBHOOKS_CONCURRENCY: z.coerce.number().int().positive().max(100).default(8),
    /** The retry backoff (doubling from the first wait up to the longest) and when a delivery fails for good. */
    WEBHOOKS_RETRY_FIRST_MS: z.coerce.number().int().positive().default(5_000),
    WEBHOOKS_RETRY_LONGEST_MS: z.coerce.number().int().positive().default(3_600_000),
    WEBHOOKS_GIVE_UP_AFTER_MS: z.coerce.number().int().positive().default(86_400_000),
    /** Pending deliveries overdue by this much (a lost job, a killed sender) are queued again. */
    WEBHOOKS_SWEEP_MS: z.coerce.number().int().positive().default(30_000),
    /** How often an open event stream gets a comment line, which keeps proxies from closing a quiet one. */
    LIVE_HEARTBEAT_MS: z.coerce.number().int().positive().default(20_000),
  })
  .transform((config) => ({
    ...config,
    SMTP_URL: config.SMTP_URL ?? `smtp://127.0.0.1:${config.MAIL_CATCHER_PORT}`,
    PUBLIC_BASE_URL: config.PUBLIC_BASE_URL.replace(/\/+$/, ''),
  }));
export type NotificationsConfig = z.output<typeof notificationsConfig>;

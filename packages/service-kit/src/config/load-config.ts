import { z } from 'zod';

/** Settings every service reads; defaults work on a dev machine (docs/CONVENTIONS.md). */
export const baseServiceConfig = z.object({
  DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/silkway'),
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  QUEUE_PREFIX: z.string().min(1).default('silkway'),
  // Same default as the gateway's, so a dev machine works without configuration.
  INTERNAL_TOKEN: z
    .string()
    .min(16, 'INTERNAL_TOKEN must be at least 16 characters')
    .default('silkway-dev-internal-token'),
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(2000),
  // Delivery and health of events: docs/events.md.
  OUTBOX_REDELIVER_MS: z.coerce.number().int().positive().default(30_000),
  OUTBOX_STUCK_MS: z.coerce.number().int().positive().default(60_000),
  /** Event jobs a service takes from its queue at once, applied together in a few transactions. */
  EVENT_CONCURRENCY: z.coerce.number().int().positive().default(200),
  /** Connections one process keeps to PostgreSQL; event work holds up to three of them, the relay one. */
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
  /** Largest request body, as the gateway's BODY_LIMIT_MB: data-URL uploads arrive whole. */
  BODY_LIMIT_MB: z.coerce.number().positive().default(25),
});
export type BaseServiceConfig = z.infer<typeof baseServiceConfig>;

/** A port setting with its default, read from the variable of that name. */
export const portSetting = (defaultPort: number) =>
  z.coerce.number().int().min(0).max(65535).default(defaultPort);

/** A comma-separated setting as its entries, blanks left out; `fallback` when unset. */
export const commaListSetting = (fallback = '') =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry.length > 0),
    );

export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

/**
 * Parses the environment with the service's schema; at start, so a bad variable stops the
 * process with a message naming every offending variable instead of failing later.
 */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<S> {
  // Empty strings count as unset, so `FOO=` in a .env file falls back to the default.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new ConfigurationError(`Invalid configuration:\n${problems.join('\n')}`);
}

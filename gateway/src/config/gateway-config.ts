import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0),
  );

/** Every setting of the gateway, read from the environment; the defaults work on a dev machine. */
export const gatewayConfigSchema = z.object({
  GATEWAY_HOST: z.string().default('127.0.0.1'),
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  ORDERS_URL: z.url().default('http://127.0.0.1:3001'),
  INVENTORY_URL: z.url().default('http://127.0.0.1:3002'),
  FILES_URL: z.url().default('http://127.0.0.1:3003'),
  INTERNAL_TOKEN: z.string().min(16, 'INTERNAL_TOKEN must be at least 16 characters').default('silkway-dev-internal-token'),
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/silkway'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** Prefix of every Redis key the gateway writes (sessions, login counters); tests use a unique one. */
  REDIS_KEY_PREFIX: z.string().default('silkway:gateway:'),
  /** Largest accepted request body; data-URL uploads of the spec need room. */
  BODY_LIMIT_MB: z.coerce.number().positive().default(25),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(60),
  SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
  LOGIN_FAILURES_PER_USERNAME: z.coerce.number().int().positive().default(5),
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  /** Client-portal order lookups (GET /api/search/orders/{code}) allowed per client address and minute. */
  TRACKING_LOOKUPS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Trust X-Forwarded-* (client address, https) from a reverse proxy in front of the gateway. */
  TRUST_PROXY: flag,
  /** Origins besides the gateway's own that may send mutating calls (e.g. dev servers). */
  ALLOWED_ORIGINS: commaList,
  /** Folder holding shell/dist and the dist folders of mf-public, mf-portal, mf-admin. */
  FRONTEND_ROOT: z.string().default(repositoryRoot),
  MF_PUBLIC_URL: z.string().default('/mf/public/mf-manifest.json'),
  MF_PORTAL_URL: z.string().default('/mf/portal/mf-manifest.json'),
  MF_ADMIN_URL: z.string().default('/mf/admin/mf-manifest.json'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

/** Reads and validates the environment; lists every bad variable at once instead of failing later. */
export function loadGatewayConfig(environment: NodeJS.ProcessEnv = process.env): GatewayConfig {
  // Empty values count as unset (`FOO=` in .env), as in the services' configuration.
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = gatewayConfigSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid gateway configuration:\n${problems}`);
  }
  return parsed.data;
}

import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serviceOriginsSetting } from '@silkway/service-kit/internal-calls';
import { staffSessionSettings } from '@silkway/service-kit/staff-sessions';
import { z } from 'zod';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

const isAddressOrRange = (entry: string) => {
  const [address = '', prefixLength, ...rest] = entry.split('/');
  return (
    isIP(address) !== 0 &&
    rest.length === 0 &&
    (prefixLength === undefined || /^\d{1,3}$/.test(prefixLength))
  );
};

/** Fastify's trustProxy: trust none, the peers a function accepts (address, hop from the gateway), or listed ones. */
export type TrustedProxies = false | ((address: string, hop: number) => boolean) | string[];

/**
 * Which peers may tell the client's address and protocol (X-Forwarded-For/-Proto): `false` none; a
 * hop count (`true` = 1, the one proxy in front, so entries the client wrote further left are
 * ignored); or the proxies' addresses and CIDR ranges. Fastify 5.12 refuses a bare hop count (it
 * cannot tell a direct client from a proxy), so the count becomes a function here: set one only when
 * the gateway is reachable through its proxies alone.
 */
const trustedProxies = z
  .string()
  .default('false')
  .transform((value, context): TrustedProxies => {
    if (value === 'false' || value === '0') return false;
    const hops = value === 'true' ? 1 : /^\d+$/.test(value) ? Number(value) : undefined;
    if (hops !== undefined) return (_address, hop) => hop < hops;
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0);
    const invalid = entries.filter((entry) => !isAddressOrRange(entry));
    if (invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `expected true, false, a hop count or proxy addresses/CIDR ranges; not ${invalid.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

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
  /** Each service's replicas, comma separated; calls are spread over them and step around one that is down. */
  ORDERS_URL: serviceOriginsSetting('http://127.0.0.1:3001'),
  INVENTORY_URL: serviceOriginsSetting('http://127.0.0.1:3002'),
  FILES_URL: serviceOriginsSetting('http://127.0.0.1:3003'),
  NOTIFICATIONS_URL: serviceOriginsSetting('http://127.0.0.1:3004'),
  IDENTITY_URL: serviceOriginsSetting('http://127.0.0.1:3005'),
  INTERNAL_TOKEN: z
    .string()
    .min(16, 'INTERNAL_TOKEN must be at least 16 characters')
    .default('silkway-dev-internal-token'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** The services' queue prefix: it names the live changes stream the gateway follows (docs/live-changes.md). */
  QUEUE_PREFIX: z.string().min(1).default('silkway'),
  /** How often an open event stream gets a heartbeat line and its session is checked. */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().positive().default(20_000),
  ...staffSessionSettings.shape,
  /** Largest accepted request body; data-URL uploads of the spec need room. */
  BODY_LIMIT_MB: z.coerce.number().positive().default(25),
  /** Client-portal order lookups (GET /api/search/orders/{code}) allowed per client address and minute. */
  TRACKING_LOOKUPS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** "Notify me" requests (POST /api/track/{code}/subscriptions) allowed per client address and minute. */
  TRACKING_SUBSCRIPTIONS_PER_MINUTE: z.coerce.number().int().positive().default(5),
  /** Sign-in link requests (POST /api/portal/sign-in) per client address and minute before 429. */
  PORTAL_SIGN_INS_PER_MINUTE: z.coerce.number().int().positive().default(5),
  /** Calls one API token may make per minute before 429 (docs/integrations.md). */
  API_TOKEN_CALLS_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** A client's session lasts this long after its last call (sliding). */
  PORTAL_SESSION_DAYS: z.coerce.number().positive().default(30),
  /** Quote requests and contact messages (POST /api/quote-requests, /api/contact) allowed per client address and minute. */
  PUBLIC_SUBMISSIONS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Reverse proxies in front of the gateway whose X-Forwarded-For/-Proto count: false, a hop count (true = 1) or addresses. */
  TRUST_PROXY: trustedProxies,
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
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = gatewayConfigSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid gateway configuration:\n${problems}`);
  }
  return parsed.data;
}

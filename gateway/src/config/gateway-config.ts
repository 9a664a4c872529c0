import { fileURLToPath } from 'node:url';
import {
  baseServiceConfig,
  commaListSetting,
  loadConfig,
  portSetting,
} from '@silkway/service-kit/config';
import { serviceUrlSettings } from '@silkway/service-kit/internal-calls';
import { staffSessionSettings } from '@silkway/service-kit/staff-sessions';
import { z } from 'zod';

/** Every service: the gateway routes to each. */
export const GATEWAY_ROUTES_TO = [
  'orders',
  'inventory',
  'files',
  'notifications',
  'identity',
] as const;

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Which peers may tell the client's address and protocol (X-Forwarded-For/-Proto): `false` none; a
 * hop count (`true` = 1, the one proxy in front, so entries the client wrote further left are
 * ignored); or the proxies' addresses and CIDR ranges, comma separated, which Fastify compiles (and
 * refuses at start when one is no address). Fastify 5.12 refuses a bare hop count (it cannot tell a
 * direct client from a proxy), so the count becomes a function here: set one only when the gateway
 * is reachable through its proxies alone.
 */
const trustedProxies = z
  .string()
  .default('false')
  .transform((value): false | string | ((address: string, hop: number) => boolean) => {
    if (value === 'false' || value === '0') return false;
    const hops = value === 'true' ? 1 : /^\d+$/.test(value) ? Number(value) : undefined;
    return hops === undefined ? value : (_address, hop) => hop < hops;
  });

/**
 * Every setting of the gateway, read from the environment; the defaults work on a dev machine. The ones
 * it shares with the services are theirs.
 */
const sharedWithServices = { INTERNAL_TOKEN: true, REDIS_URL: true } as const;
export const gatewayConfigSchema = baseServiceConfig
  .pick({ ...sharedWithServices, LOG_LEVEL: true, BODY_LIMIT_MB: true })
  .extend({
    GATEWAY_HOST: z.string().default('127.0.0.1'),
    GATEWAY_PORT: portSetting(8080),
    /** Each service's replicas, comma separated; calls are spread over them and step around one that is down. */
    ...serviceUrlSettings(...GATEWAY_ROUTES_TO),
    /** How often the session or API token behind each open event stream is checked. */
    LIVE_STREAM_CHECK_MS: z.coerce.number().int().positive().default(20_000),
    ...staffSessionSettings.shape,
    /** Client-portal order lookups (GET /api/search/orders/{code}) allowed per client address and minute. */
    TRACKING_LOOKUPS_PER_MINUTE: z.coerce.number().int().positive().default(30),
    /** "Notify me" requests (POST /api/track/{code}/subscriptions) allowed per client address and minute. */
    TRACKING_SUBSCRIPTIONS_PER_MINUTE: z.coerce.number().int().positive().default(5),
    /** Sign-in link requests (POST /api/portal/sign-in) per client address and minute before 429. */
    PORTAL_SIGN_INS_PER_MINUTE: z.coerce.number().int().positive().default(5),
    /** Calls one API token may make per minute before 429 (docs/integrations.md). */
    API_TOKEN_CALLS_PER_MINUTE: z.coerce.number().int().positive().default(600),
    /** Quote requests and contact messages (POST /api/quote-requests, /api/contact) allowed per client address and minute. */
    PUBLIC_SUBMISSIONS_PER_MINUTE: z.coerce.number().int().positive().default(10),
    /** Reverse proxies in front of the gateway whose X-Forwarded-For/-Proto count: false, a hop count (true = 1) or addresses. */
    TRUST_PROXY: trustedProxies,
    /** Origins besides the gateway's own that may send mutating calls (e.g. dev servers). */
    ALLOWED_ORIGINS: commaListSetting(),
    /** Folder holding shell/dist and the dist folders of mf-public, mf-portal, mf-admin. */
    FRONTEND_ROOT: z.string().default(repositoryRoot),
    MF_PUBLIC_URL: z.string().default('/mf/public/mf-manifest.json'),
    MF_PORTAL_URL: z.string().default('/mf/portal/mf-manifest.json'),
    MF_ADMIN_URL: z.string().default('/mf/admin/mf-manifest.json'),
  });

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

/** Reads and validates the environment; lists every bad variable at once instead of failing later. */
export const loadGatewayConfig = (environment: NodeJS.ProcessEnv = process.env): GatewayConfig =>
  loadConfig(gatewayConfigSchema, environment);

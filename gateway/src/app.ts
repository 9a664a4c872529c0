import type { Writable } from 'node:stream';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { API_PREFIX, PORTAL_SESSION_COOKIE, SESSION_COOKIE } from '@silkway/contracts';
import fastifyCookie from '@fastify/cookie';
import { Redis } from 'ioredis';
import {
  errorMessages,
  isConnectionFailure,
  REDIS_RETRIES_PER_CALL,
} from '@silkway/service-kit/failures';
import {
  InternalCallError,
  InternalClient,
  requestIdOf,
  serviceAddressesOf,
} from '@silkway/service-kit/internal-calls';
import {
  ApiTokenStore,
  PortalSessionStore,
  portalSessionLifetimeOf,
  SessionStore,
  sessionLimitsOf,
} from '@silkway/service-kit/staff-sessions';
import { bearerTokenOf, installAdminAuth } from './admin-auth/admin-auth.routes.js';
import { installApiReference } from './api-reference/api-reference.routes.js';
import { GATEWAY_ROUTES_TO, type GatewayConfig } from './config/gateway-config.js';
import { installCompression } from './http/compression.js';
import { installFrontEnds } from './front-ends/front-ends.routes.js';
import { loadSite } from './front-ends/site-render.js';
import { installHealthRoutes } from './health/health.routes.js';
import { answerClientError } from './http/client-error.js';
import { refuseUnreadBody, sendError } from './http/error-answer.js';
import { isForeignMutation } from './http/origin-check.js';
import { SessionCookies } from './http/session-cookie.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { openStreams } from './proxy/open-streams.js';
import { serviceProxy } from './proxy/service-proxy.js';
import { installPortalAuth } from './portal-auth/portal-auth.routes.js';

const DEPENDENCY_RETRY_AFTER_SECONDS = 5;

export interface Gateway {
  app: FastifyInstance;
  /** Closes the HTTP server, then Redis. */
  close: () => Promise<void>;
}

export interface GatewayOptions {
  /** Where log lines go (stdout when absent); tests read them. */
  logStream?: Writable;
}

/** Builds the gateway with its Redis connection (sessions, limits). */
export async function buildGateway(
  config: GatewayConfig,
  options: GatewayOptions = {},
): Promise<Gateway> {
  const redis = new Redis(config.REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: REDIS_RETRIES_PER_CALL,
  });
  await redis.connect();
  const app = await createApp(config, redis, options).catch((error: unknown) => {
    redis.disconnect();
    throw error;
  });
  // Redis away: the calls that need it fail on their own, and ioredis reconnects by itself.
  redis.on('error', (error) => app.log.warn({ err: error }, 'Redis connection error'));
  return {
    app,
    close: async () => {
      await app.close();
      await redis.quit();
    },
  };
}

async function createApp(
  config: GatewayConfig,
  redis: Redis,
  options: GatewayOptions,
): Promise<FastifyInstance> {
  const bodyLimitBytes = Math.round(config.BODY_LIMIT_MB * 1024 * 1024);
  const services = serviceAddressesOf(config, ...GATEWAY_ROUTES_TO);
  const internal = new InternalClient({ token: config.INTERNAL_TOKEN, services });

  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Defence in depth: no handler logs these, and none may start to by accident.
      redact: {
        paths: ['password', '*.password', 'req.headers.cookie', 'req.headers["x-internal-token"]'],
        censor: '[redacted]',
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: requestIdOf,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: bodyLimitBytes,
    clientErrorHandler: answerClientError,
  });

  const sessionLimits = sessionLimitsOf(config);
  const sessions = new SessionStore(redis, config.REDIS_KEY_PREFIX, sessionLimits);
  const apiTokens = new ApiTokenStore(redis, config.REDIS_KEY_PREFIX);
  const portalSessionMs = portalSessionLifetimeOf(config);
  const portalSessions = new PortalSessionStore(redis, config.REDIS_KEY_PREFIX, portalSessionMs);
  const sessionCookies = new SessionCookies({
    [SESSION_COOKIE]: sessionLimits.absoluteMs,
    [PORTAL_SESSION_COOKIE]: portalSessionMs,
  });

  const site = loadSite(config.FRONTEND_ROOT);
  installSecurityHeaders(app, {
    remoteManifestUrls: [config.MF_PUBLIC_URL, config.MF_PORTAL_URL, config.MF_ADMIN_URL],
    inlineScriptHashes: site?.settings.scriptHashes ?? [],
  });
  await app.register(fastifyCookie);
  await installCompression(app);

  // Callback style (not async): a hook run by every call should not cost a promise per call.
  const apiPrefix = `${API_PREFIX}/`;
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // A call carrying a token is no browser's cookie riding along: another site cannot forge it.
    if (
      request.url.startsWith(apiPrefix) &&
      bearerTokenOf(request.headers.authorization) === undefined &&
      isForeignMutation(request, config.ALLOWED_ORIGINS)
    ) {
      sendError(reply, 403, 'Запрос с другого сайта отклонен');
      return;
    }
    done();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Redis (sessions, limits) or a service the gateway asks out of reach: it may work in a moment.
    if (isConnectionFailure(error) || error instanceof InternalCallError) {
      request.log.warn({ err: error }, 'Redis or a service unreachable');
      reply.header('retry-after', DEPENDENCY_RETRY_AFTER_SECONDS);
      return sendError(reply, 503, errorMessages.dependencyUnavailable);
    }
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (statusCode === 413)
      return refuseUnreadBody(reply, errorMessages.bodyTooLarge(config.BODY_LIMIT_MB));
    return sendError(reply, statusCode, statusCode >= 500 ? errorMessages.internal : error.message);
  });

  installAdminAuth(app, {
    sessions,
    apiTokens,
    apiTokenCallsPerMinute: config.API_TOKEN_CALLS_PER_MINUTE,
  });
  installPortalAuth(app, { sessions: portalSessions, sessionCookies });
  installApiReference(app);
  installHealthRoutes(app, services, redis);
  // Encapsulated: the proxy's pass-through body parser must not replace JSON parsing of the routes above.
  const proxying = {
    services,
    internalToken: config.INTERNAL_TOKEN,
    bodyLimitBytes,
    sessionCookies,
    rateLimits: {
      redis,
      keyPrefix: config.REDIS_KEY_PREFIX,
      perMinute: {
        'tracking-lookups': config.TRACKING_LOOKUPS_PER_MINUTE,
        'public-submissions': config.PUBLIC_SUBMISSIONS_PER_MINUTE,
        'tracking-subscriptions': config.TRACKING_SUBSCRIPTIONS_PER_MINUTE,
        'portal-sign-ins': config.PORTAL_SIGN_INS_PER_MINUTE,
      },
    },
  };
  await app.register(serviceProxy, proxying);
  // The event streams: a scope of their own (their own pool, no compression), each holder checked.
  const stores = { sessions, apiTokens, portalSessions };
  const holdStream = openStreams(app, stores, config.LIVE_STREAM_CHECK_MS);
  await app.register(serviceProxy, { ...proxying, holdStream });
  await installFrontEnds(app, {
    frontendRoot: config.FRONTEND_ROOT,
    site,
    remoteManifestUrls: {
      mf_public: config.MF_PUBLIC_URL,
      mf_portal: config.MF_PORTAL_URL,
      mf_admin: config.MF_ADMIN_URL,
    },
    internal,
  });
  return app;
}

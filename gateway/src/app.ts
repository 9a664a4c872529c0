import type { Writable } from 'node:stream';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { API_PREFIX } from '@silkway/contracts';
import fastifyCookie from '@fastify/cookie';
import { Redis } from 'ioredis';
import { isConnectionFailure } from '@silkway/service-kit/failures';
import { InternalClient, ServiceAddresses } from '@silkway/service-kit/internal-calls';
import type pg from 'pg';
import { installAccountRoutes } from './account/account.routes.js';
import { OwnAccount } from './account/own-account.js';
import { installAdminAuth } from './admin-auth/admin-auth.routes.js';
import { GatewayAuditLog, installGatewayAudit } from './audit/gateway-audit.js';
import { AdminSignIn } from './admin-auth/admin-sign-in.js';
import { LoginRateLimiter } from './admin-auth/login-rate-limiter.js';
import { SessionStore } from './admin-auth/session-store.js';
import { installAdminSearch } from './admin-search/admin-search.routes.js';
import { installApiReference } from './api-reference/api-reference.routes.js';
import type { GatewayConfig } from './config/gateway-config.js';
import { installCompression } from './http/compression.js';
import { installFrontEnds } from './front-ends/front-ends.routes.js';
import { inlineScriptHashes, shellDistIn } from './front-ends/site-render.js';
import { installHealthRoutes } from './health/health.routes.js';
import { answerClientError } from './http/client-error.js';
import { refuseUnreadBody, sendError } from './http/error-answer.js';
import { isForeignMutation } from './http/origin-check.js';
import { requestIdOf } from './http/request-id.js';
import { securityHeadersPlugin } from './http/security-headers.js';
import { AdminUsersRepository } from './identity/admin-users.repository.js';
import { IdentityError } from './identity/identity-error.js';
import { createIdentityPool, migrateIdentitySchema } from './identity/identity-database.js';
import { serviceProxy } from './proxy/service-proxy.js';
import { installPortalAuth } from './portal-auth/portal-auth.routes.js';
import { PortalSessionStore } from './portal-auth/portal-session-store.js';
import { StaffAccounts } from './staff/staff-accounts.js';
import { installStaffRoutes } from './staff/staff.routes.js';
import { SecretBox } from './two-factor/secret-box.js';

const DEPENDENCY_UNAVAILABLE_MESSAGE =
  'Сервис временно недоступен: нет связи с базой данных или Redis. Попробуйте через несколько секунд';
const DEPENDENCY_RETRY_AFTER_SECONDS = 5;

export interface Gateway {
  app: FastifyInstance;
  /** Closes the HTTP server, then PostgreSQL and Redis. */
  close: () => Promise<void>;
}

export interface GatewayOptions {
  /** Where log lines go (stdout when absent); tests read them. */
  logStream?: Writable;
}

/** Builds the gateway with its PostgreSQL pool and Redis connection; runs the identity migrations. */
export async function buildGateway(
  config: GatewayConfig,
  options: GatewayOptions = {},
): Promise<Gateway> {
  const pool = createIdentityPool(config.DATABASE_URL);
  const redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
  try {
    await redis.connect();
    await migrateIdentitySchema(pool);
  } catch (error) {
    redis.disconnect();
    await pool.end();
    throw error;
  }
  const app = await createApp(config, pool, redis, options);
  return {
    app,
    close: async () => {
      await app.close();
      await pool.end();
      await redis.quit();
    },
  };
}

async function createApp(
  config: GatewayConfig,
  pool: pg.Pool,
  redis: Redis,
  options: GatewayOptions,
): Promise<FastifyInstance> {
  const bodyLimitBytes = Math.round(config.BODY_LIMIT_MB * 1024 * 1024);
  const services = {
    orders: new ServiceAddresses('orders', config.ORDERS_URL),
    inventory: new ServiceAddresses('inventory', config.INVENTORY_URL),
    files: new ServiceAddresses('files', config.FILES_URL),
    notifications: new ServiceAddresses('notifications', config.NOTIFICATIONS_URL),
  };
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

  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
  const absoluteMs = config.SESSION_MAX_HOURS * 3_600_000;
  const sessions = new SessionStore(redis, config.REDIS_KEY_PREFIX, { idleMs, absoluteMs });
  const rateLimiter = new LoginRateLimiter(redis, config.REDIS_KEY_PREFIX, {
    failuresPerUsername: config.LOGIN_FAILURES_PER_USERNAME,
    failuresPerAddress: config.LOGIN_FAILURES_PER_ADDRESS,
    windowMs: config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
  });

  await app.register(securityHeadersPlugin, {
    remoteManifestUrls: [config.MF_PUBLIC_URL, config.MF_PORTAL_URL, config.MF_ADMIN_URL],
    inlineScriptHashes: inlineScriptHashes(shellDistIn(config.FRONTEND_ROOT)),
  });
  await app.register(fastifyCookie);
  await installCompression(app);

  // Callback style (not async): a hook run by every call should not cost a promise per call.
  const apiPrefix = `${API_PREFIX}/`;
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith(apiPrefix) && isForeignMutation(request, config.ALLOWED_ORIGINS)) {
      sendError(reply, 403, 'Запрос с другого сайта отклонен');
      return;
    }
    done();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof IdentityError)
      return sendError(reply, error.statusCode, error.message, error.fieldErrors);
    // Redis (sessions, limits) or the identity database out of reach: the call may work in a moment.
    if (isConnectionFailure(error)) {
      request.log.warn({ err: error }, 'Redis or PostgreSQL unreachable');
      reply.header('retry-after', DEPENDENCY_RETRY_AFTER_SECONDS);
      return sendError(reply, 503, DEPENDENCY_UNAVAILABLE_MESSAGE);
    }
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (statusCode === 413)
      return refuseUnreadBody(reply, `Слишком большой запрос: не более ${config.BODY_LIMIT_MB} МБ`);
    return sendError(
      reply,
      statusCode,
      statusCode >= 500 ? 'Внутренняя ошибка сервера' : error.message,
    );
  });

  const users = new AdminUsersRepository(pool);
  installGatewayAudit(app, {
    log: new GatewayAuditLog({
      pool,
      internal,
      resendMs: config.AUDIT_RESEND_MS,
      logger: app.log,
    }),
    users,
  });
  const secrets = new SecretBox(config.TOTP_ENCRYPTION_KEY);
  installAdminAuth(app, {
    signIn: new AdminSignIn(users, sessions, rateLimiter, secrets),
    sessions,
    absoluteSessionMs: absoluteMs,
  });
  installAccountRoutes(app, new OwnAccount(users, sessions, secrets));
  installStaffRoutes(app, new StaffAccounts(users, sessions));
  installAdminSearch(app, internal);
  const portalSessionMs = config.PORTAL_SESSION_DAYS * 86_400_000;
  installPortalAuth(app, {
    sessions: new PortalSessionStore(redis, config.REDIS_KEY_PREFIX, portalSessionMs),
    internal,
    sessionLifetimeMs: portalSessionMs,
  });
  installApiReference(app);
  installHealthRoutes(app, {
    services,
    checkOwnDependencies: async () => {
      await Promise.all([pool.query('SELECT 1'), redis.ping()]);
    },
  });
  // Encapsulated: the proxy's pass-through body parser must not replace JSON parsing of the routes above.
  await app.register(serviceProxy, {
    services,
    internalToken: config.INTERNAL_TOKEN,
    bodyLimitBytes,
    idempotency: { redis, keyPrefix: config.REDIS_KEY_PREFIX },
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
  });
  await installFrontEnds(app, {
    frontendRoot: config.FRONTEND_ROOT,
    remoteManifestUrls: {
      mf_public: config.MF_PUBLIC_URL,
      mf_portal: config.MF_PORTAL_URL,
      mf_admin: config.MF_ADMIN_URL,
    },
    internal,
  });
  return app;
}

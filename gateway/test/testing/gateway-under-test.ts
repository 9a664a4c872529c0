import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import type { ErrorBody } from '@silkway/contracts';
import {
  PortalSessionStore,
  portalSessionLifetimeOf,
  SessionStore,
  sessionLimitsOf,
} from '@silkway/service-kit/staff-sessions';
import { buildGateway, type Gateway } from '../../src/app.js';
import { gatewayConfigSchema, type GatewayConfig } from '../../src/config/gateway-config.js';
import { startFakeService, type FakeService } from './fake-service.js';
import { standInIdentity, type StandInClient } from './stand-in-identity.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export const TEST_ADMIN = {
  username: 'olga',
  password: 'correct horse battery staple',
  fullName: 'Ольга Каримова',
};

export interface GatewayUnderTest {
  url: string;
  gateway: Gateway;
  config: GatewayConfig;
  services: {
    orders: FakeService;
    inventory: FakeService;
    files: FakeService;
    notifications: FakeService;
    /** Answers sign-ins and adds staff (standInIdentity), echoes the rest. */
    identity: FakeService;
  };
  /** Clients the stand-in identity signs in, by the token of their link. */
  clientsByToken: Map<string, StandInClient>;
  /** Every log line the gateway wrote, raw. */
  logLines: string[];
  stop: () => Promise<void>;
}

/**
 * A real gateway on a free port, with its own Redis key prefix and fake services that record what
 * reaches them. One admin (TEST_ADMIN, an owner) can sign in.
 */
export async function startGatewayUnderTest(
  overrides: Record<string, string> = {},
): Promise<GatewayUnderTest> {
  const runId = randomBytes(6).toString('hex');
  const services = {
    orders: await startFakeService('orders'),
    inventory: await startFakeService('inventory'),
    files: await startFakeService('files'),
    notifications: await startFakeService('notifications'),
    identity: await startFakeService('identity'),
  };
  const config = gatewayConfigSchema.parse({
    GATEWAY_PORT: '0',
    REDIS_URL,
    REDIS_KEY_PREFIX: `silkway-test:${runId}:`,
    INTERNAL_TOKEN: `test-internal-token-${runId}`,
    ORDERS_URL: services.orders.url,
    INVENTORY_URL: services.inventory.url,
    FILES_URL: services.files.url,
    NOTIFICATIONS_URL: services.notifications.url,
    IDENTITY_URL: services.identity.url,
    FRONTEND_ROOT: '/nonexistent',
    ...overrides,
  });

  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logLines.push(chunk.toString('utf8'));
      callback();
    },
  });
  const closeServices = () =>
    Promise.all(Object.values(services).map((service) => service.close()));
  const gateway = await buildGateway(config, { logStream }).catch(async (error: unknown) => {
    await closeServices();
    throw error;
  });
  const identityRedis = new Redis(REDIS_URL);
  const clientsByToken = new Map<string, StandInClient>();
  services.identity.answerWith(
    standInIdentity(
      new SessionStore(identityRedis, config.REDIS_KEY_PREFIX, sessionLimitsOf(config)),
      new Map([[TEST_ADMIN.username, { ...TEST_ADMIN, role: 'owner' }]]),
      new PortalSessionStore(
        identityRedis,
        config.REDIS_KEY_PREFIX,
        portalSessionLifetimeOf(config),
      ),
      clientsByToken,
    ),
  );
  const url = await gateway.app.listen({ host: '127.0.0.1', port: 0 });

  return {
    url,
    gateway,
    config,
    services,
    clientsByToken,
    logLines,
    stop: async () => {
      await gateway.close();
      await closeServices();
      await identityRedis.quit();
      await deleteRedisKeys(REDIS_URL, config.REDIS_KEY_PREFIX);
    },
  };
}

/** Runs `test` against a gateway of its own, started with `overrides` and stopped after, whatever the outcome. */
export async function withGatewayUnderTest(
  overrides: Record<string, string>,
  test: (under: GatewayUnderTest) => Promise<void>,
): Promise<void> {
  const under = await startGatewayUnderTest(overrides);
  try {
    await test(under);
  } finally {
    await under.stop();
  }
}

/** Signs TEST_ADMIN in and returns the Cookie header value to send with later calls. */
export async function signIn(url: string, credentials = TEST_ADMIN): Promise<string> {
  const response = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: credentials.username, password: credentials.password }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const setCookie = response.headers.get('set-cookie') ?? '';
  return setCookie.split(';')[0] ?? '';
}

/** The error body of a refused call. */
export async function errorOf(response: Response): Promise<ErrorBody> {
  return (await response.json()) as ErrorBody;
}

async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

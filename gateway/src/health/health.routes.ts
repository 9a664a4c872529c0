import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { api } from '@silkway/contracts';
import {
  ownHealthOf,
  serviceHealthOf,
  type ServiceAddresses,
} from '@silkway/service-kit/internal-calls';
import type { ServiceName } from '../routes/route-table.js';

/** GET /healthz: the gateway itself (and its Redis). GET /api/health: the gateway and every service. */
export function installHealthRoutes(
  app: FastifyInstance,
  services: Record<ServiceName, ServiceAddresses>,
  redis: Redis,
): void {
  const ownHealth = () => ownHealthOf(() => redis.ping());
  app.get('/healthz', async (_request, reply) => {
    const gateway = await ownHealth();
    return reply.code(gateway.status === 'ok' ? 200 : 503).send(gateway);
  });

  app.get(api.health.check.path, async (_request, reply) => {
    const checks = Object.fromEntries(
      await Promise.all([
        ownHealth().then((health) => ['gateway', health] as const),
        ...Object.entries(services).map(
          async ([name, addresses]) => [name, await serviceHealthOf(addresses)] as const,
        ),
      ]),
    );
    const statuses = Object.values(checks).map((check) => check.status);
    const status =
      (['down', 'degraded'] as const).find((worst) => statuses.includes(worst)) ?? 'ok';
    return reply.code(status === 'down' ? 503 : 200).send({ status, checks });
  });
}

import type { FastifyInstance } from 'fastify';
import { api } from '@silkway/contracts';
import {
  ownHealthOf,
  serviceHealthOf,
  type ServiceAddresses,
} from '@silkway/service-kit/internal-calls';
import type { ServiceName } from '../routes/route-table.js';

export interface HealthOptions {
  services: Record<ServiceName, ServiceAddresses>;
  /** Checks the gateway's own dependency (Redis); throws when it is down. */
  checkOwnDependencies: () => Promise<void>;
}

/** GET /healthz: the gateway itself. GET /api/health: the gateway and every service. */
export function installHealthRoutes(app: FastifyInstance, options: HealthOptions): void {
  app.get('/healthz', async (_request, reply) => {
    const gateway = await ownHealthOf(options.checkOwnDependencies);
    return reply.code(gateway.status === 'ok' ? 200 : 503).send(gateway);
  });

  app.get(api.health.check.path, async (_request, reply) => {
    const checks = Object.fromEntries(
      await Promise.all([
        ownHealthOf(options.checkOwnDependencies).then((health) => ['gateway', health] as const),
        ...Object.entries(options.services).map(
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

import type { FastifyInstance } from 'fastify';
import { api } from '@silkway/contracts';
import {
  ownHealthOf,
  serviceHealthOf,
  type ServiceAddresses,
  type ServiceHealth,
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
    const names = Object.keys(options.services) as ServiceName[];
    const [gateway, ...services] = await Promise.all([
      ownHealthOf(options.checkOwnDependencies),
      ...names.map((name) => serviceHealthOf(options.services[name])),
    ]);
    const checks: Record<string, ServiceHealth> = { gateway };
    names.forEach((name, index) => (checks[name] = services[index] ?? { status: 'down' }));
    const statuses = Object.values(checks).map((check) => check.status);
    const status = statuses.includes('down')
      ? 'down'
      : statuses.includes('degraded')
        ? 'degraded'
        : 'ok';
    return reply.code(status === 'down' ? 503 : 200).send({ status, checks });
  });
}

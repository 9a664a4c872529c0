import type { FastifyInstance } from 'fastify';
import { api } from '@silkway/contracts';
import type { ServiceAddresses } from '@silkway/service-kit/internal-calls';
import type { ServiceName } from '../routes/route-table.js';

export interface HealthOptions {
  services: Record<ServiceName, ServiceAddresses>;
  /** Checks the gateway's own dependencies (PostgreSQL, Redis); throws when one is down. */
  checkOwnDependencies: () => Promise<void>;
}

interface ServiceHealth {
  /** degraded: the service answers but reports stuck event work (docs/events.md "Health"). */
  status: 'ok' | 'degraded' | 'down';
  statusCode?: number;
  error?: string;
  work?: unknown;
  /** Replicas that did not answer, when some of several did. */
  downReplicas?: string[];
}

const HEALTH_TIMEOUT_MS = 2000;

async function probe(url: string): Promise<ServiceHealth> {
  try {
    const response = await fetch(`${url}/healthz`, {
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { status: 'down', statusCode: response.status };
    }
    const report = (await response.json().catch(() => ({}))) as { status?: string; work?: unknown };
    return report.status === 'degraded'
      ? { status: 'degraded', work: report.work }
      : { status: 'ok' };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  }
}

/** A service is up while one of its replicas answers. */
async function probeReplicas(origins: readonly string[]): Promise<ServiceHealth> {
  const probes = await Promise.all(origins.map((origin) => probe(origin)));
  const down = origins.filter((_origin, index) => probes[index]?.status === 'down');
  if (down.length === origins.length) return probes[0] ?? { status: 'down' };
  // Replicas share one database and queue: stuck work reported by any of them is the service's.
  const degraded = probes.find((health) => health.status === 'degraded');
  return { ...(degraded ?? { status: 'ok' }), ...(down.length > 0 ? { downReplicas: down } : {}) };
}

/** GET /healthz: the gateway itself. GET /api/health: the gateway and every service. */
export function installHealthRoutes(app: FastifyInstance, options: HealthOptions): void {
  const ownHealth = async (): Promise<ServiceHealth> =>
    options.checkOwnDependencies().then(
      () => ({ status: 'ok' }) as const,
      (error: unknown) =>
        ({
          status: 'down',
          error: error instanceof Error ? error.message : String(error),
        }) as const,
    );

  app.get('/healthz', async (_request, reply) => {
    const gateway = await ownHealth();
    return reply.code(gateway.status === 'ok' ? 200 : 503).send(gateway);
  });

  app.get(api.health.check.path, async (_request, reply) => {
    const names = Object.keys(options.services) as ServiceName[];
    const [gateway, ...services] = await Promise.all([
      ownHealth(),
      ...names.map((name) => probeReplicas(options.services[name].origins)),
    ]);
    const checks: Record<string, ServiceHealth> = { gateway: gateway };
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

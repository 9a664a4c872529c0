import type { FastifyInstance } from 'fastify';
import type { ServiceName } from '../routes/route-table.js';

export interface HealthOptions {
  serviceUrls: Record<ServiceName, string>;
  /** Checks the gateway's own dependencies (PostgreSQL, Redis); throws when one is down. */
  checkOwnDependencies: () => Promise<void>;
}

interface ServiceHealth {
  status: 'ok' | 'down';
  statusCode?: number;
  error?: string;
}

const HEALTH_TIMEOUT_MS = 2000;

async function probe(url: string): Promise<ServiceHealth> {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok ? { status: 'ok' } : { status: 'down', statusCode: response.status };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  }
}

/** GET /healthz: the gateway itself. GET /api/health: the gateway and every service. */
export function installHealthRoutes(app: FastifyInstance, options: HealthOptions): void {
  const ownHealth = async (): Promise<ServiceHealth> =>
    options.checkOwnDependencies().then(
      () => ({ status: 'ok' }) as const,
      (error: unknown) => ({ status: 'down', error: error instanceof Error ? error.message : String(error) }) as const,
    );

  app.get('/healthz', async (_request, reply) => {
    const gateway = await ownHealth();
    return reply.code(gateway.status === 'ok' ? 200 : 503).send(gateway);
  });

  app.get('/api/health', async (_request, reply) => {
    const names = Object.keys(options.serviceUrls) as ServiceName[];
    const [gateway, ...services] = await Promise.all([ownHealth(), ...names.map((name) => probe(options.serviceUrls[name]))]);
    const checks: Record<string, ServiceHealth> = { gateway: gateway };
    names.forEach((name, index) => (checks[name] = services[index] ?? { status: 'down' }));
    const allOk = Object.values(checks).every((check) => check.status === 'ok');
    return reply.code(allOk ? 200 : 503).send({ status: allOk ? 'ok' : 'degraded', checks });
  });
}

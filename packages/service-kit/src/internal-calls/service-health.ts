import type { ServiceAddresses } from './service-addresses.js';

export interface ServiceHealth {
  /** degraded: the service answers but reports stuck event work (docs/events.md "Health"). */
  status: 'ok' | 'degraded' | 'down';
  statusCode?: number;
  error?: string;
  work?: unknown;
  /** Replicas that did not answer, when some of several did. */
  downReplicas?: string[];
}

const HEALTH_TIMEOUT_MS = 2000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function probe(origin: string): Promise<ServiceHealth> {
  try {
    const response = await fetch(`${origin}/healthz`, {
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
    return { status: 'down', error: messageOf(error) };
  }
}

/**
 * The health of a service from every replica's /healthz (each asked, not one in turn): up while
 * one answers; replicas share one database and queue, so stuck work reported by any is the service's.
 */
export async function serviceHealthOf(addresses: ServiceAddresses): Promise<ServiceHealth> {
  const { origins } = addresses;
  const probes = await Promise.all(origins.map((origin) => probe(origin)));
  const down = origins.filter((_origin, index) => probes[index]?.status === 'down');
  if (down.length === origins.length) return probes[0] ?? { status: 'down' };
  const degraded = probes.find((health) => health.status === 'degraded');
  return { ...(degraded ?? { status: 'ok' }), ...(down.length > 0 ? { downReplicas: down } : {}) };
}

/** The health of a process's own dependencies: ok, or down with the error `check` threw. */
export function ownHealthOf(check: () => Promise<unknown>): Promise<ServiceHealth> {
  return check().then(
    () => ({ status: 'ok' }) as const,
    (error: unknown) => ({ status: 'down', error: messageOf(error) }) as const,
  );
}

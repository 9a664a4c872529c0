import type { EventWorkReport } from '../outbox/stuck-event-work.js';

/** One dependency /healthz asks about; `check` rejects when the dependency is unusable. */
export interface HealthCheck {
  name: string;
  check(): Promise<void>;
}

export const HEALTH_CHECKS = Symbol('HEALTH_CHECKS');

/**
 * `error`: a dependency does not answer (503). `degraded`: the service answers but event work is
 * stuck (200, see `work`; docs/events.md "Health").
 */
export type HealthReport = {
  status: 'ok' | 'degraded' | 'error';
  checks: Record<string, 'ok' | string>;
  work?: EventWorkReport;
};

const CHECK_TIMEOUT_MS = 2000;

export async function runHealthChecks(
  checks: HealthCheck[],
  work?: () => Promise<EventWorkReport>,
): Promise<HealthReport> {
  const [results, workReport] = await Promise.all([
    Promise.all(
      checks.map(async (healthCheck) => {
        try {
          await withTimeout(healthCheck.check(), CHECK_TIMEOUT_MS);
          return [healthCheck.name, 'ok'] as const;
        } catch (error) {
          return [healthCheck.name, messageOf(error)] as const;
        }
      }),
    ),
    work && withTimeout(work(), CHECK_TIMEOUT_MS).catch((error: unknown) => messageOf(error)),
  ]);
  const report: HealthReport = { status: 'ok', checks: Object.fromEntries(results) };
  if (!results.every(([, result]) => result === 'ok')) return { ...report, status: 'error' };
  if (typeof workReport === 'string')
    return { status: 'error', checks: { ...report.checks, work: workReport } };
  if (!workReport) return report;
  const stuck = workReport.undeliveredEvents > 0 || workReport.failedJobs > 0;
  return { status: stuck ? 'degraded' : 'ok', checks: report.checks, work: workReport };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

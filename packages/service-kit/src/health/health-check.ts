/** One dependency /healthz asks about; `check` rejects when the dependency is unusable. */
export interface HealthCheck {
  name: string;
  check(): Promise<void>;
}

export const HEALTH_CHECKS = Symbol('HEALTH_CHECKS');

export type HealthReport = { status: 'ok' | 'error'; checks: Record<string, 'ok' | string> };

const CHECK_TIMEOUT_MS = 2000;

export async function runHealthChecks(checks: HealthCheck[]): Promise<HealthReport> {
  const results = await Promise.all(
    checks.map(async (healthCheck) => {
      try {
        await withTimeout(healthCheck.check(), CHECK_TIMEOUT_MS);
        return [healthCheck.name, 'ok'] as const;
      } catch (error) {
        return [healthCheck.name, error instanceof Error ? error.message : String(error)] as const;
      }
    }),
  );
  const healthy = results.every(([, result]) => result === 'ok');
  return { status: healthy ? 'ok' : 'error', checks: Object.fromEntries(results) };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

import type { BaseServiceConfig } from '../config/load-config.js';
import type { TestService } from './test-service.js';

/**
 * What /healthz answers without a token on a service with nothing wrong: 200, each named
 * dependency `ok`, no event undelivered and no job failed.
 */
export async function expectHealthy(
  service: TestService<BaseServiceConfig>,
  dependencies: readonly string[] = ['postgres', 'redis'],
): Promise<void> {
  const health = await service.call('GET', '/healthz', { token: false });
  expect(health.statusCode).toBe(200);
  expect(health.body).toEqual({
    status: 'ok',
    checks: Object.fromEntries(dependencies.map((dependency) => [dependency, 'ok'])),
    work: { undeliveredEvents: 0, failedJobs: 0 },
  });
}

import { jobRetries } from './backoff.js';

const policy = { firstMs: 250, longestMs: 15_000 };

describe('jobRetries', () => {
  it("gives BullMQ the attempts, a custom backoff type and the worker's strategy of the same policy", () => {
    const retries = jobRetries(policy, 5);
    expect(retries.job).toEqual({ attempts: 5, backoff: { type: 'capped-exponential' } });
    const wait = retries.workerSettings.backoffStrategy(20);
    expect(wait).toBeGreaterThanOrEqual(7500);
    expect(wait).toBeLessThanOrEqual(15_000);
  });
});

import { backoffDelay } from './backoff.js';

const policy = { firstMs: 250, longestMs: 15_000 };
const highest = () => 0.999_999;
const lowest = () => 0;

describe('backoffDelay', () => {
  it('doubles from the first wait with each failure', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffDelay(policy, attempt, highest))).toEqual([
      250, 500, 1000, 2000,
    ]);
  });

  it('stops growing at the longest wait, even after days of failures', () => {
    expect(backoffDelay(policy, 7, highest)).toBe(15_000);
    expect(backoffDelay(policy, 10_000, highest)).toBe(15_000);
  });

  it('waits between half of the step and all of it, so callers that failed together spread out', () => {
    expect(backoffDelay(policy, 3, lowest)).toBe(500);
    const waits = new Set(Array.from({ length: 50 }, () => backoffDelay(policy, 3)));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...waits)).toBeLessThanOrEqual(1000);
    expect(waits.size).toBeGreaterThan(1);
  });

  it('reads a first try without a failure as the first wait', () => {
    expect(backoffDelay(policy, 0, highest)).toBe(250);
  });
});

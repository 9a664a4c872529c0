// The one retry policy of the product: how long to wait before trying again, for the services' jobs and
// calls, the supervisor of `npm start` and the screens' live changes streams. scripts/supervise.mjs imports
// this file as it is (Node strips the types): keep it free of imports and of TypeScript that emits code.

/** Waits that double from `firstMs` and stop growing at `longestMs`. */
export interface Backoff {
  firstMs: number;
  longestMs: number;
}

/**
 * The wait before try number `attempt` + 1 (`attempt` ≥ 1 tries have failed): `firstMs` doubled
 * per failure, at most `longestMs`, then between half of it and all of it at random, so that callers
 * who failed together (a database back after an outage, two writers that deadlocked) do not all come
 * back at the same moment.
 */
export function backoffDelay(
  { firstMs, longestMs }: Backoff,
  attempt: number,
  random: () => number = Math.random,
): number {
  // The exponent is bounded so that a job retried for days does not overflow to Infinity.
  const ceiling = Math.min(longestMs, firstMs * 2 ** Math.min(Math.max(attempt, 1) - 1, 30));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}

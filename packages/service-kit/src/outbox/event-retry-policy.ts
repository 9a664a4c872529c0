import type { BackoffStrategy, JobsOptions } from 'bullmq';

/** Attempts a job that fails with anything but a connection error gets before it is parked in the failed set. */
export const POISON_ATTEMPTS = 5;
const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 15_000;
const FAILED_JOBS_KEPT_SECONDS = 14 * 24 * 3600;

/**
 * Connection errors never exhaust a job (effectively unlimited attempts, docs/events.md "Retries");
 * the worker parks a poison message itself with an UnrecoverableError. Completed jobs are trimmed by
 * count: idempotency lives in PostgreSQL (`processed_events`), not in Redis.
 */
export const EVENT_JOB_OPTIONS: JobsOptions = {
  attempts: Number.MAX_SAFE_INTEGER,
  backoff: { type: 'capped-exponential' },
  removeOnComplete: { count: 1000 },
  removeOnFail: { age: FAILED_JOBS_KEPT_SECONDS, count: 10_000 },
};

/** 250 ms, 500 ms, 1 s … then every 15 s at most, with jitter so a recovering database is not hit at once. */
export const cappedExponentialBackoff: BackoffStrategy = (attemptsMade) => {
  const delay = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attemptsMade - 1, 16));
  return Math.round(delay * (0.75 + Math.random() * 0.25));
};

/** One classifier for the whole kit: an HTTP call answers 503 where a worker retries. */
export { isTransientError } from '../failures.js';

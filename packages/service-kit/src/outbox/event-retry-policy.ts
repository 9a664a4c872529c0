import type { JobsOptions } from 'bullmq';
import { jobRetries } from '../retry/backoff.js';

/** Attempts a job that fails with anything but a connection error gets before it is parked in the failed set. */
export const POISON_ATTEMPTS = 5;
const FAILED_JOBS_KEPT_SECONDS = 14 * 24 * 3600;

/**
 * 250 ms, 500 ms, 1 s … then every 15 s at most (the kit's one retry policy, retry/backoff.ts).
 * Connection errors never exhaust a job (effectively unlimited attempts, docs/events.md "Retries");
 * the worker parks a poison message itself with an UnrecoverableError. Completed jobs are trimmed by
 * count: idempotency lives in PostgreSQL (`processed_events`), not in Redis.
 */
const EVENT_RETRIES = jobRetries({ firstMs: 250, longestMs: 15_000 }, Number.MAX_SAFE_INTEGER);

export const EVENT_JOB_OPTIONS: JobsOptions = {
  ...EVENT_RETRIES.job,
  removeOnComplete: { count: 1000 },
  removeOnFail: { age: FAILED_JOBS_KEPT_SECONDS, count: 10_000 },
};

/** The settings of the worker that runs EVENT_JOB_OPTIONS' jobs. */
export const EVENT_WORKER_SETTINGS = EVENT_RETRIES.workerSettings;

/** One classifier for the whole kit: an HTTP call answers 503 where a worker retries. */
export { isTransientError } from '../failures.js';

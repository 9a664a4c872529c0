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

const TRANSIENT_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // PostgreSQL: shutting down, starting up, too many connections, out of resources, serialization, deadlock, lock timeout.
  '57P01',
  '57P02',
  '57P03',
  '53000',
  '53100',
  '53200',
  '53300',
  '40001',
  '40P01',
  '55P03',
]);
const TRANSIENT_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|terminating connection|Connection is closed|socket hang up/i;

/** True for errors that say a dependency is unreachable or busy rather than that the event or the code is wrong. */
export function isTransientError(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!(current instanceof Object) || seen.has(current)) continue;
    seen.add(current);
    const { code, message, driverError, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      driverError?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (TRANSIENT_CODES.has(code) || code.startsWith('08')))
      return true;
    if (typeof message === 'string' && TRANSIENT_MESSAGES.test(message)) return true;
    pending.push(driverError, cause, ...(Array.isArray(errors) ? errors : []));
  }
  return false;
}

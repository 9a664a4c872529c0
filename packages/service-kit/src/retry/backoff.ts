// BullMQ's side of the one retry policy (@silkway/contracts backoffDelay): a light entry, nothing here
// loads Nest or BullMQ.
import { type Backoff, backoffDelay } from '@silkway/contracts';

/**
 * A BullMQ job's retries with the policy above: `job` goes into the job's options (BullMQ's own
 * `backoff`, named as a custom type), `workerSettings` into the settings of the worker that runs it.
 */
export function jobRetries(backoff: Backoff, attempts: number) {
  return {
    job: { attempts, backoff: { type: 'capped-exponential' } },
    workerSettings: {
      backoffStrategy: (attemptsMade: number) => backoffDelay(backoff, attemptsMade),
    },
  };
}

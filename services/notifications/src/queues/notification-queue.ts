import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Backoff } from '@silkway/contracts';
import { jobRetries, redisConnectionOptions } from '@silkway/service-kit';
import { type Job, type JobsOptions, Queue, Worker, type WorkerOptions } from 'bullmq';
import type { NotificationsConfig } from '../config.js';

export interface NotificationQueueOptions<Data> {
  name: string;
  /** Failed jobs are tried again by the kit's one retry policy, then parked in the failed set. */
  retries: { backoff: Backoff; attempts: number };
  /** A job id is remembered this long after its job completed: adding it again adds nothing. */
  keepCompletedSeconds: number;
  worker: Pick<WorkerOptions, 'concurrency' | 'lockDuration' | 'stalledInterval'>;
  run: (data: Data) => Promise<unknown>;
  /** Finds work whose job was lost (with Redis, or with a dead sender) and queues it again. */
  sweep?: { everyMs: number; alsoAtStart?: boolean; run: () => Promise<void> };
}

/**
 * A queue of the notifications service with its worker, on the service's Redis and queue prefix:
 * jobs named by the caller (asking twice queues one), retried with BullMQ's own backoff, and kept
 * in the failed set once out of attempts, where the queue's health and a person can see them.
 */
export class NotificationQueue<Data> {
  private readonly logger: Logger;
  private readonly queue: Queue;
  private readonly retries: ReturnType<typeof jobRetries>;
  private worker?: Worker;
  private sweeper?: NodeJS.Timeout;

  constructor(
    private readonly config: NotificationsConfig,
    private readonly options: NotificationQueueOptions<Data>,
  ) {
    this.logger = new Logger(options.name);
    this.retries = jobRetries(options.retries.backoff, options.retries.attempts);
    this.queue = new Queue(options.name, {
      connection: redisConnectionOptions(config.REDIS_URL),
      prefix: config.QUEUE_PREFIX,
    });
  }

  async add(jobId: string, data: Data, delayMs = 0): Promise<void> {
    const options: JobsOptions = {
      ...this.retries.job,
      jobId,
      delay: delayMs,
      removeOnComplete: { age: this.options.keepCompletedSeconds },
      removeOnFail: false,
    };
    await this.queue.add('send', data, options);
  }

  async start(): Promise<void> {
    this.worker = new Worker(this.options.name, (job: Job<Data>) => this.options.run(job.data), {
      connection: redisConnectionOptions(this.config.REDIS_URL),
      prefix: this.config.QUEUE_PREFIX,
      ...this.options.worker,
      settings: this.retries.workerSettings,
    });
    this.worker.on('failed', (job, error) =>
      this.logger.warn(`Job ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`),
    );
    this.worker.on('error', (error) => this.logger.error(`Worker: ${error.message}`));
    const { sweep } = this.options;
    if (!sweep) return;
    if (sweep.alsoAtStart) await sweep.run();
    this.sweeper = setInterval(
      () =>
        void sweep
          .run()
          .catch((error: Error) => this.logger.warn(`Sweep failed: ${error.message}`)),
      sweep.everyMs,
    );
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    await this.worker?.close();
    await this.queue.close();
  }
}

/** A provider owning a queue: its worker (and sweep) run from the app's start to its shutdown. */
export abstract class NotificationQueueOwner<Data>
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  protected abstract readonly queue: NotificationQueue<Data>;

  onApplicationBootstrap(): Promise<void> {
    return this.queue.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.queue.close();
  }
}

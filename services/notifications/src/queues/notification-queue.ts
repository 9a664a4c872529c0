import { Logger } from '@nestjs/common';
import { type Backoff, jobRetries, redisConnectionOptions } from '@silkway/service-kit';
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

  start(): void {
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
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_CONFIG } from '@silkway/service-kit';
import type { NotificationsConfig } from '../config.js';
import { NotificationQueue, NotificationQueueOwner } from '../queues/notification-queue.js';
import { type DueDelivery, WebhookDeliveriesRepository } from './webhook-deliveries.repository.js';
import { nextWebhookAttemptAt, sendWebhook, type WebhookRetryPolicy } from './webhook-sender.js';

export const WEBHOOK_QUEUE = 'notifications-webhooks';
// A try holds its delivery this much longer than it may take, then anybody may try it again.
const LEASE_MARGIN_MS = 5_000;
const SWEEP_LIMIT = 500;

interface WebhookJob {
  deliveryId: string;
  /** Tries made before this one: a job that finds more was overtaken and does nothing. */
  attempts: number;
}

/**
 * Sends webhook deliveries on a queue of their own, a bounded number at a time, so that a slow,
 * failing or silent receiver holds at most its WEBHOOKS_CONCURRENCY slots for WEBHOOKS_TIMEOUT_MS and
 * never the product. One job is one try; the delivery row says what is due (docs/integrations.md).
 * A try claims its row first (only one sender at a time, and only once no earlier delivery of its
 * record waits), writes its outcome, then schedules the retry or wakes the record's next delivery.
 * A sweep finds pending deliveries whose job was lost or whose sender died.
 */
@Injectable()
export class WebhookQueue extends NotificationQueueOwner<WebhookJob> {
  private readonly logger = new Logger(WebhookQueue.name);
  protected readonly queue: NotificationQueue<WebhookJob>;
  private readonly policy: WebhookRetryPolicy;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: NotificationsConfig,
    private readonly deliveries: WebhookDeliveriesRepository,
  ) {
    super();
    this.policy = {
      backoff: {
        firstMs: config.WEBHOOKS_RETRY_FIRST_MS,
        longestMs: config.WEBHOOKS_RETRY_LONGEST_MS,
      },
      giveUpAfterMs: config.WEBHOOKS_GIVE_UP_AFTER_MS,
    };
    this.queue = new NotificationQueue(config, {
      name: WEBHOOK_QUEUE,
      // Only the database failing fails a job; a receiver's failure is the delivery's own retry.
      retries: { backoff: { firstMs: 1000, longestMs: 30_000 }, attempts: 10 },
      keepCompletedSeconds: 3600,
      worker: {
        concurrency: config.WEBHOOKS_CONCURRENCY,
        lockDuration: config.WEBHOOKS_TIMEOUT_MS + 20_000,
        stalledInterval: 10_000,
      },
      run: (job) => this.attempt(job),
      sweep: { everyMs: config.WEBHOOKS_SWEEP_MS, run: () => this.sweep() },
    });
  }

  /** Queues the next try of each delivery; `reason` tells apart jobs for the same try. */
  async enqueue(due: DueDelivery[], reason = 'due', delayMs = 0): Promise<void> {
    await Promise.all(
      due.map(({ id, attempts }) =>
        this.queue.add(`${id}-${attempts}-${reason}`, { deliveryId: id, attempts }, delayMs),
      ),
    );
  }

  /** The deliveries just recorded (the `webhook.due` event). */
  async enqueueRecorded(deliveryIds: string[]): Promise<void> {
    await this.enqueue(await this.deliveries.attemptsOf(deliveryIds));
  }

  async sweep(): Promise<void> {
    const late = await this.deliveries.overdue(this.config.WEBHOOKS_SWEEP_MS, SWEEP_LIMIT);
    await this.enqueue(late, `late${Math.floor(Date.now() / this.config.WEBHOOKS_SWEEP_MS)}`);
  }

  private async attempt({ deliveryId, attempts }: WebhookJob): Promise<string> {
    const leaseMs = this.config.WEBHOOKS_TIMEOUT_MS + LEASE_MARGIN_MS;
    const delivery = await this.deliveries.claim(deliveryId, attempts, leaseMs);
    if (!delivery) return 'not due';
    const result = await sendWebhook(
      { url: delivery.url, secret: delivery.secret },
      {
        id: delivery.id,
        type: delivery.event,
        timestamp: new Date(delivery.occurredAt),
        data: delivery.data,
      },
      {
        timeoutMs: this.config.WEBHOOKS_TIMEOUT_MS,
        allowPrivateUrls: this.config.WEBHOOKS_ALLOW_PRIVATE_URLS,
      },
    );
    const retryAt = result.ok
      ? null
      : nextWebhookAttemptAt(
          this.policy,
          attempts + 1,
          new Date(delivery.firstAttemptAt),
          new Date(),
        );
    const status = result.ok ? 'delivered' : retryAt ? 'pending' : 'failed';
    const written = await this.deliveries.finish(deliveryId, attempts, {
      status,
      statusCode: result.statusCode,
      error: result.error,
      nextAttemptAt: retryAt,
    });
    if (!written) return 'overtaken';
    if (retryAt) {
      await this.enqueue(
        [{ id: deliveryId, attempts: attempts + 1 }],
        'retry',
        Math.max(0, retryAt.getTime() - Date.now()),
      );
      return `retry ${attempts + 1}: ${result.error}`;
    }
    const next = await this.deliveries.nextOfItsRecord(deliveryId);
    if (next) await this.enqueue([next], `after-${deliveryId}`);
    if (status === 'failed')
      this.logger.warn(`Webhook delivery ${deliveryId} failed for good: ${result.error}`);
    return status;
  }
}

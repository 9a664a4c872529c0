import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { redisConnectionOptions, SERVICE_CONFIG } from '@silkway/service-kit';
import { api } from '@silkway/contracts';
import { type Job, Queue, Worker } from 'bullmq';
import type { NotificationsConfig } from '../config.js';
import { DeliveriesRepository } from './deliveries.repository.js';
import { MailSender } from './mail-sender.js';
import { TelegramSender } from './telegram-sender.js';

export const DELIVERY_QUEUE = 'notifications-deliveries';

/** An outage of SMTP or Telegram delays messages: retried for about two days, at most every 10 minutes, then parked in the failed set. */
const ATTEMPTS = 300;
const retryDelayMs = (attemptsMade: number) => Math.min(2 ** attemptsMade * 1000, 10 * 60_000);

/**
 * Sends each recorded message once: a job per delivery id (so asking twice queues one job), the
 * row's sent_at checked before and set after sending. A process killed mid-send leaves the job
 * locked; BullMQ hands it to a worker again once the short lock expires.
 */
@Injectable()
export class DeliveryQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DeliveryQueue.name);
  private readonly queue: Queue;
  private worker?: Worker;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: NotificationsConfig,
    private readonly deliveries: DeliveriesRepository,
    private readonly mail: MailSender,
    private readonly telegram: TelegramSender,
  ) {
    this.queue = new Queue(DELIVERY_QUEUE, {
      connection: redisConnectionOptions(config.REDIS_URL),
      prefix: config.QUEUE_PREFIX,
    });
  }

  async enqueue(deliveryId: string): Promise<void> {
    await this.queue.add(
      'send',
      { deliveryId },
      {
        jobId: deliveryId,
        attempts: ATTEMPTS,
        backoff: { type: 'capped' },
        removeOnComplete: { age: 7 * 24 * 3600 },
        removeOnFail: false,
      },
    );
  }

  onApplicationBootstrap() {
    this.worker = new Worker(
      DELIVERY_QUEUE,
      (job: Job<{ deliveryId: string }>) => this.send(job.data.deliveryId),
      {
        connection: redisConnectionOptions(this.config.REDIS_URL),
        prefix: this.config.QUEUE_PREFIX,
        concurrency: 4,
        lockDuration: 10_000,
        stalledInterval: 5_000,
        settings: { backoffStrategy: (attemptsMade: number) => retryDelayMs(attemptsMade) },
      },
    );
    this.worker.on('failed', (job, error) =>
      this.logger.warn(
        `Delivery ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`,
      ),
    );
    this.worker.on('error', (error) => this.logger.error(`Delivery worker: ${error.message}`));
  }

  async onApplicationShutdown() {
    await this.worker?.close();
    await this.queue.close();
  }

  private async send(deliveryId: string): Promise<'sent' | 'already sent'> {
    const delivery = await this.deliveries.findById(deliveryId);
    if (!delivery) throw new Error(`Delivery ${deliveryId} is not recorded`);
    if (delivery.sentAt) return 'already sent';
    try {
      if (delivery.channel === 'telegram')
        await this.telegram.send(delivery.recipient, delivery.text);
      else
        await this.mail.send({
          to: delivery.recipient,
          subject: delivery.subject ?? '',
          text: delivery.text,
          html: delivery.html,
          messageId: `<${delivery.id}@silkway.notifications>`,
          headers: unsubscribeHeader(delivery.text),
        });
    } catch (error) {
      await this.deliveries.markFailed(deliveryId, (error as Error).message);
      throw error;
    }
    await this.deliveries.markSent(deliveryId);
    this.logger.log(`Sent ${delivery.kind} ${deliveryId} by ${delivery.channel}`);
    return 'sent';
  }
}

/** Mail clients offer their own "unsubscribe" button when the message names the link. */
function unsubscribeHeader(text: string): Record<string, string> | undefined {
  const link = text
    .match(/https?:\/\/\S+/g)
    ?.find((url) => URL.parse(url)?.pathname === api.notifications.unsubscribe.path);
  return link ? { 'List-Unsubscribe': `<${link}>` } : undefined;
}

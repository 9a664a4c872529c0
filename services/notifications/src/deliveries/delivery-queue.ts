import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_CONFIG } from '@silkway/service-kit';
import { api } from '@silkway/contracts';
import type { NotificationsConfig } from '../config.js';
import { NotificationQueue, NotificationQueueOwner } from '../queues/notification-queue.js';
import { DeliveriesRepository } from './deliveries.repository.js';
import { MailSender } from './mail-sender.js';
import { TelegramSender } from './telegram-sender.js';

export const DELIVERY_QUEUE = 'notifications-deliveries';

/**
 * Sends each recorded message once: a job per delivery id (so asking twice queues one job), the
 * row's sent_at checked before and set after sending. A process killed mid-send leaves the job
 * locked; BullMQ hands it to a worker again once the short lock expires. An outage of SMTP or
 * Telegram delays messages: retried for about a day and a half, at most every 10 minutes, then parked in
 * the failed set.
 */
@Injectable()
export class DeliveryQueue extends NotificationQueueOwner<{ deliveryId: string }> {
  private readonly logger = new Logger(DeliveryQueue.name);
  protected readonly queue: NotificationQueue<{ deliveryId: string }>;

  constructor(
    @Inject(SERVICE_CONFIG) config: NotificationsConfig,
    private readonly deliveries: DeliveriesRepository,
    private readonly mail: MailSender,
    private readonly telegram: TelegramSender,
  ) {
    super();
    this.queue = new NotificationQueue(config, {
      name: DELIVERY_QUEUE,
      retries: { backoff: { firstMs: 2000, longestMs: 10 * 60_000 }, attempts: 300 },
      keepCompletedSeconds: 7 * 24 * 3600,
      worker: { concurrency: 4, lockDuration: 10_000, stalledInterval: 5_000 },
      run: ({ deliveryId }) => this.send(deliveryId),
    });
  }

  enqueue(deliveryId: string): Promise<void> {
    return this.queue.add(deliveryId, { deliveryId });
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

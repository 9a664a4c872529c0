import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SERVICE_CONFIG } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import type { NotificationsConfig } from '../config.js';
import { NotificationQueue, NotificationQueueOwner } from '../queues/notification-queue.js';
import { SendOrderUpdateHandler } from './send-order-update.handler.js';

export const DIGEST_QUEUE = 'notifications-order-updates';
/** Changes left waiting (a job lost with Redis) are found again this often. */
const SWEEP_MS = 60_000;

/**
 * One delayed job per order and window: the first change of an order schedules it
 * DIGEST_WINDOW_MS ahead (its id names the order and that change, so later changes in the window
 * add nothing); when it runs, every change waiting for the order goes out as one e-mail.
 */
@Injectable()
export class DigestQueue extends NotificationQueueOwner<{ orderId: number }> {
  protected readonly queue: NotificationQueue<{ orderId: number }>;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: NotificationsConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    sendUpdate: SendOrderUpdateHandler,
  ) {
    super();
    this.queue = new NotificationQueue(config, {
      name: DIGEST_QUEUE,
      retries: { backoff: { firstMs: 2000, longestMs: 10 * 60_000 }, attempts: 20 },
      keepCompletedSeconds: 24 * 3600,
      worker: { concurrency: 2 },
      run: ({ orderId }) => sendUpdate.handle(orderId),
      sweep: { everyMs: SWEEP_MS, alsoAtStart: true, run: () => this.sweep() },
    });
  }

  schedule(
    orderId: number,
    firstChangeId: number,
    delayMs = this.config.DIGEST_WINDOW_MS,
  ): Promise<void> {
    return this.queue.add(`order-${orderId}-${firstChangeId}`, { orderId }, delayMs);
  }

  /** Schedules again every order whose changes have waited longer than a window. */
  private async sweep(): Promise<void> {
    const waiting: Array<{ order_id: number; first_id: number }> = await this.dataSource.query(
      `SELECT order_id, min(id) AS first_id FROM notifications.pending_changes WHERE grouped_at IS NULL GROUP BY order_id
        HAVING min(occurred_at) < now() - $1 * interval '1 millisecond'`,
      [this.config.DIGEST_WINDOW_MS],
    );
    for (const { order_id, first_id } of waiting) await this.schedule(order_id, first_id, 0);
  }
}

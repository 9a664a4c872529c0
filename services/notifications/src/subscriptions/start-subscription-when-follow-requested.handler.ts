import { Inject, Injectable } from '@nestjs/common';
import type { DomainEvent } from '@silkway/contracts';
import { SERVICE_CONFIG } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import type { NotificationsConfig } from '../config.js';
import { DeliveriesRepository } from '../deliveries/deliveries.repository.js';
import { confirmationMessage } from '../messages/client-messages.js';
import { subscriptionLinks } from './subscription-links.js';
import { issueToken } from './subscription-tokens.js';

/** A new confirmation e-mail to the same address and order at most this often. */
export const CONFIRMATION_RESEND_MS = 10 * 60_000;

/**
 * Double opt-in: the address is kept as pending and gets a confirmation e-mail. An address that
 * already follows the order gets nothing (the tracking page shows the same either way), and a
 * pending one is not mailed again within ten minutes.
 */
@Injectable()
export class StartSubscriptionWhenFollowRequestedHandler {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: NotificationsConfig,
    private readonly deliveries: DeliveriesRepository,
  ) {}

  async handle(
    manager: EntityManager,
    event: DomainEvent<'order.follow-requested'>,
  ): Promise<void> {
    const { orderId, code, email, language } = event.payload;
    const [subscription]: Array<{ id: number; status: string; recently_sent: boolean }> =
      await manager.query(
        `INSERT INTO notifications.subscriptions (order_id, order_code, email, language, status)
       VALUES ($1, $2, $3, $4, 'pending')
       ON CONFLICT (order_id, lower(email)) DO UPDATE SET order_code = EXCLUDED.order_code, language = EXCLUDED.language,
         status = CASE WHEN subscriptions.status = 'unsubscribed' THEN 'pending' ELSE subscriptions.status END
       RETURNING id, status, coalesce(confirmation_sent_at > now() - $5 * interval '1 millisecond', false) AS recently_sent`,
        [orderId, code, email, language, CONFIRMATION_RESEND_MS],
      );
    if (!subscription || subscription.status !== 'pending' || subscription.recently_sent) return;
    const token = await issueToken(manager, subscription.id, 'confirm');
    const message = confirmationMessage(
      language,
      code,
      subscriptionLinks.confirm(this.config.PUBLIC_BASE_URL, token, language),
    );
    await this.deliveries.record(manager, {
      dedupeKey: `${event.id}:confirm`,
      kind: 'confirmation',
      channel: 'email',
      recipient: email,
      orderId,
      ...message,
    });
    await manager.query(
      `UPDATE notifications.subscriptions SET confirmation_sent_at = now() WHERE id = $1`,
      [subscription.id],
    );
  }
}

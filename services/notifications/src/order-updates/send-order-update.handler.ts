import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NotificationLanguage } from '@silkway/contracts';
import { SERVICE_CONFIG } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import type { NotificationsConfig } from '../config.js';
import { DeliveriesRepository } from '../deliveries/deliveries.repository.js';
import { orderUpdateMessage, type OrderChange } from '../messages/client-messages.js';
import { orderUpdateTelegram } from '../messages/telegram-messages.js';
import { subscriptionLinks } from '../subscriptions/subscription-links.js';
import { issueAccountUnsubscribeToken, issueToken } from '../subscriptions/subscription-tokens.js';
import { portalFollowers } from '../portal-accounts/portal-followers.js';

/**
 * Closes an order's window: the changes waiting for it become one e-mail per confirmed follower
 * (in the follower's language, with a one-click unsubscribe link of its own), and one to the order's
 * client: to its linked Telegram chat, else by e-mail when its account follows all its orders; all
 * recorded in the sent-log in the same transaction that marks the changes grouped. A client gets one
 * message, whichever way it follows (docs/notifications.md).
 */
@Injectable()
export class SendOrderUpdateHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationsConfig,
    private readonly deliveries: DeliveriesRepository,
  ) {}

  handle(orderId: number): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const changes: Array<{
        id: number;
        order_code: string | null;
        description: OrderChange;
        counterparty_id: number | null;
      }> = await manager.query(
        `SELECT id, order_code, description, counterparty_id FROM notifications.pending_changes WHERE order_id = $1 AND grouped_at IS NULL ORDER BY occurred_at, id FOR UPDATE`,
        [orderId],
      );
      if (changes.length === 0) return 0;
      await manager.query(
        `UPDATE notifications.pending_changes SET grouped_at = now() WHERE id = ANY($1)`,
        [changes.map((change) => change.id)],
      );
      const followers: Array<{
        id: number;
        email: string;
        language: NotificationLanguage;
        order_code: string;
      }> = await manager.query(
        `SELECT id, email, language, order_code FROM notifications.subscriptions WHERE order_id = $1 AND status = 'confirmed' ORDER BY id`,
        [orderId],
      );
      // The order's client as the latest change names it; its account follows all its orders.
      const counterpartyId = changes.findLast(
        (change) => change.counterparty_id !== null,
      )?.counterparty_id;
      const client =
        counterpartyId == null
          ? undefined
          : await portalFollowers.followingClient(manager, counterpartyId);
      const code = changes.at(-1)!.order_code ?? followers[0]?.order_code ?? `#${orderId}`;
      const descriptions = changes.map((change) => change.description);
      // One message per window on one channel: the same key whether it goes by Telegram or e-mail.
      const clientKey = (id: number) => `update:${changes[0]!.id}:client:${id}`;
      const byTelegram =
        client?.telegramChatId && this.config.TELEGRAM_BOT_TOKEN ? client : undefined;
      const byEmail = !byTelegram && client?.following && client.email ? client : undefined;
      if (byTelegram) {
        await this.deliveries.record(manager, {
          dedupeKey: clientKey(byTelegram.counterpartyId),
          kind: 'order-update',
          channel: 'telegram',
          recipient: byTelegram.telegramChatId!,
          orderId,
          text: orderUpdateTelegram(
            byTelegram.language,
            code,
            descriptions,
            subscriptionLinks.account(this.config.PUBLIC_BASE_URL, byTelegram.language, orderId),
          ),
        });
      }
      if (byEmail) {
        const unsubscribe = await issueAccountUnsubscribeToken(manager, byEmail.counterpartyId);
        const message = orderUpdateMessage(
          byEmail.language,
          code,
          descriptions,
          {
            tracking: subscriptionLinks.account(
              this.config.PUBLIC_BASE_URL,
              byEmail.language,
              orderId,
            ),
            unsubscribe: subscriptionLinks.unsubscribe(
              this.config.PUBLIC_BASE_URL,
              unsubscribe,
              byEmail.language,
            ),
          },
          'account',
        );
        await this.deliveries.record(manager, {
          dedupeKey: clientKey(byEmail.counterpartyId),
          kind: 'order-update',
          channel: 'email',
          recipient: byEmail.email!,
          orderId,
          ...message,
        });
      }
      // One message per client: following the order by code at its own address too, it gets only its account's.
      const told = byTelegram ?? byEmail;
      const sameAddress = (email: string) => told?.email?.toLowerCase() === email.toLowerCase();
      for (const follower of followers) {
        if (sameAddress(follower.email)) continue;
        const followerCode = changes.at(-1)!.order_code ?? follower.order_code;
        const unsubscribe = await issueToken(manager, follower.id, 'unsubscribe');
        const message = orderUpdateMessage(follower.language, followerCode, descriptions, {
          tracking: subscriptionLinks.tracking(
            this.config.PUBLIC_BASE_URL,
            followerCode,
            follower.language,
          ),
          unsubscribe: subscriptionLinks.unsubscribe(
            this.config.PUBLIC_BASE_URL,
            unsubscribe,
            follower.language,
          ),
        });
        await this.deliveries.record(manager, {
          dedupeKey: `update:${changes[0]!.id}:${follower.id}`,
          kind: 'order-update',
          channel: 'email',
          recipient: follower.email,
          orderId,
          ...message,
        });
      }
      return followers.filter((follower) => !sameAddress(follower.email)).length + (told ? 1 : 0);
    });
  }
}

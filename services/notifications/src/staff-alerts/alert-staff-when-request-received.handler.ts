import { Inject, Injectable } from '@nestjs/common';
import type { DomainEvent } from '@silkway/contracts';
import { SERVICE_CONFIG } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import type { NotificationsConfig } from '../config.js';
import { DeliveriesRepository } from '../deliveries/deliveries.repository.js';
import { TelegramSender } from '../deliveries/telegram-sender.js';
import { staffAlert } from './staff-alert-message.js';

type RequestReceived =
  DomainEvent<'quote-request.received'> | DomainEvent<'contact-message.received'>;

/** A new request: one e-mail to every STAFF_NOTIFY_EMAILS address and, when configured, one Telegram message. */
@Injectable()
export class AlertStaffWhenRequestReceivedHandler {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: NotificationsConfig,
    private readonly deliveries: DeliveriesRepository,
    private readonly telegram: TelegramSender,
  ) {}

  async handle(manager: EntityManager, event: RequestReceived): Promise<void> {
    const message = staffAlert(event, this.config.PUBLIC_BASE_URL);
    for (const address of this.config.STAFF_NOTIFY_EMAILS) {
      await this.deliveries.record(manager, {
        dedupeKey: `${event.id}:email:${address.toLowerCase()}`,
        kind: 'staff-alert',
        channel: 'email',
        recipient: address,
        ...message,
      });
    }
    if (this.telegram.enabled) {
      const chatId = this.config.TELEGRAM_CHAT_ID!;
      await this.deliveries.record(manager, {
        dedupeKey: `${event.id}:telegram:${chatId}`,
        kind: 'staff-alert',
        channel: 'telegram',
        recipient: chatId,
        subject: null,
        text: message.text,
        html: null,
      });
    }
  }
}

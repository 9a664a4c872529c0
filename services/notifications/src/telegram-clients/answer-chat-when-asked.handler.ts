import { Inject, Injectable } from '@nestjs/common';
import type { DomainEvent } from '@silkway/contracts';
import { SERVICE_CONFIG } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import type { NotificationsConfig } from '../config.js';
import { DeliveriesRepository } from '../deliveries/deliveries.repository.js';
import { telegramAnswerText } from '../messages/telegram-messages.js';
import { subscriptionLinks } from '../subscriptions/subscription-links.js';

/** The bot's answer to a client's chat (the orders service decided it) becomes one Telegram message. */
@Injectable()
export class AnswerChatWhenAskedHandler {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: NotificationsConfig,
    private readonly deliveries: DeliveriesRepository,
  ) {}

  async handle(
    manager: EntityManager,
    event: DomainEvent<'portal.telegram-answer'>,
  ): Promise<void> {
    const { chatId, language } = event.payload;
    await this.deliveries.record(manager, {
      dedupeKey: `${event.id}:telegram`,
      kind: 'telegram-answer',
      channel: 'telegram',
      recipient: chatId,
      text: telegramAnswerText(event.payload, (orderId) =>
        subscriptionLinks.account(this.config.PUBLIC_BASE_URL, language, orderId),
      ),
    });
  }
}

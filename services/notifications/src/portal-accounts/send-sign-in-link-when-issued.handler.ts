import { Inject, Injectable } from '@nestjs/common';
import type { DomainEvent, NotificationLanguage } from '@silkway/contracts';
import { SERVICE_CONFIG } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import type { NotificationsConfig } from '../config.js';
import { DeliveriesRepository } from '../deliveries/deliveries.repository.js';
import { portalFollowers } from './portal-followers.js';
import { signInLinkMessage } from './sign-in-link-message.js';

/**
 * The portal's sign-in page in the client's language (Russian has no prefix, the others /tj, /en,
 * /zh), which exchanges the token for the client's session.
 */
export const portalSignInLink = (
  baseUrl: string,
  language: NotificationLanguage,
  token: string,
): string =>
  `${baseUrl.replace(/\/$/, '')}${language === 'ru' ? '' : `/${language}`}/portal/sign-in?token=${encodeURIComponent(token)}`;

/**
 * A client's sign-in link (an invitation or a link it asked for) becomes one e-mail. The sent-log
 * drops the body, and the token with it, once sent (docs/notifications.md).
 */
@Injectable()
export class SendSignInLinkWhenIssuedHandler {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: NotificationsConfig,
    private readonly deliveries: DeliveriesRepository,
  ) {}

  async handle(
    manager: EntityManager,
    event: DomainEvent<'portal.sign-in-link-issued'>,
  ): Promise<void> {
    const { counterpartyId, email, name, language, token, reason } = event.payload;
    // Only a client with access gets a link: it follows all its orders from now on (unless it said no).
    await portalFollowers.linkIssued(
      manager,
      { counterpartyId, email, language },
      event.occurredAt,
    );
    const message = signInLinkMessage(
      language,
      reason,
      name,
      portalSignInLink(this.config.PUBLIC_BASE_URL, language, token),
    );
    await this.deliveries.record(manager, {
      dedupeKey: `${event.id}:portal-sign-in`,
      kind: 'portal-sign-in',
      channel: 'email',
      recipient: email,
      ...message,
    });
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NotificationLanguage } from '@silkway/contracts';
import { SERVICE_CONFIG } from '@silkway/service-kit';
import type { DataSource, EntityManager } from 'typeorm';
import type { NotificationsConfig } from '../config.js';
import {
  accountUnsubscribedPage,
  linkPage,
  type LinkOutcome,
} from '../messages/client-messages.js';
import { subscriptionLinks } from './subscription-links.js';
import { hashToken, type TokenPurpose } from './subscription-tokens.js';

const outcomes: Record<
  TokenPurpose,
  { done: LinkOutcome; used: LinkOutcome; status: 'confirmed' | 'unsubscribed' }
> = {
  confirm: { done: 'confirmed', used: 'alreadyConfirmed', status: 'confirmed' },
  unsubscribe: { done: 'unsubscribed', used: 'alreadyUnsubscribed', status: 'unsubscribed' },
};

interface TokenRow {
  subscription_id: number | null;
  /** Set instead of the subscription for a client's account-wide following. */
  counterparty_id: number | null;
  used: boolean;
  expired: boolean;
  language: NotificationLanguage;
  order_code: string;
}

/**
 * A confirm or unsubscribe link: the token is used once, in one transaction with the change of
 * the subscription; the page says what happened in the subscriber's language (or the link's
 * `lang` when the token is unknown), and never shows the address.
 */
@Injectable()
export class RedeemLink {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationsConfig,
  ) {}

  redeem(
    purpose: TokenPurpose,
    token: string | undefined,
    fallbackLanguage: NotificationLanguage,
  ): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const [row]: TokenRow[] = token
        ? await manager.query(
            `SELECT t.subscription_id, t.counterparty_id, t.used_at IS NOT NULL AS used, t.expires_at < now() AS expired,
                    coalesce(s.language, f.language) AS language, s.order_code
               FROM notifications.subscription_tokens t
               LEFT JOIN notifications.subscriptions s ON s.id = t.subscription_id
               LEFT JOIN notifications.portal_followers f ON f.counterparty_id = t.counterparty_id
              WHERE t.token_hash = $1 AND t.purpose = $2 FOR UPDATE OF t`,
            [hashToken(token), purpose],
          )
        : [];
      if (!row) return linkPage(fallbackLanguage, 'invalid', null, null);
      if (row.counterparty_id !== null) return this.unfollowAll(manager, row, token!);
      const tracking = subscriptionLinks.tracking(
        this.config.PUBLIC_BASE_URL,
        row.order_code,
        row.language,
      );
      if (row.used) return linkPage(row.language, outcomes[purpose].used, row.order_code, tracking);
      if (row.expired) return linkPage(row.language, 'expired', row.order_code, tracking);
      await manager.query(
        `UPDATE notifications.subscription_tokens SET used_at = now() WHERE token_hash = $1`,
        [hashToken(token!)],
      );
      await manager.query(
        `UPDATE notifications.subscriptions SET status = $2, confirmed_at = CASE WHEN $2 = 'confirmed' THEN now() ELSE confirmed_at END WHERE id = $1`,
        [row.subscription_id, outcomes[purpose].status],
      );
      return linkPage(row.language, outcomes[purpose].done, row.order_code, tracking);
    });
  }

  /**
   * A client's account-wide unsubscribe: following off, as the switch in its account sets it. Every
   * click of a link from any of its e-mails does it again (a client who turned following back on and
   * then clicks an old link means it), so neither use nor age refuses it.
   */
  private async unfollowAll(manager: EntityManager, row: TokenRow, token: string): Promise<string> {
    await manager.query(
      `UPDATE notifications.subscription_tokens SET used_at = coalesce(used_at, now()) WHERE token_hash = $1`,
      [hashToken(token)],
    );
    await manager.query(
      `UPDATE notifications.portal_followers SET following = false WHERE counterparty_id = $1`,
      [row.counterparty_id],
    );
    return accountUnsubscribedPage(
      row.language,
      subscriptionLinks.account(this.config.PUBLIC_BASE_URL, row.language),
    );
  }
}

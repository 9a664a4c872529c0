import { Controller, Header, Query } from '@nestjs/common';
import { subscriptionLinkQuery, type SubscriptionLinkQuery, api } from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { RedeemLink } from './redeem-link.js';

/** The links in e-mails: plain HTML pages, never cached (a token is used once). */
@Controller()
export class SubscriptionLinksController {
  constructor(private readonly links: RedeemLink) {}

  @Endpoint(api.notifications.confirm)
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  confirm(
    @Query(validated(subscriptionLinkQuery)) { token, lang }: SubscriptionLinkQuery,
  ): Promise<string> {
    return this.links.redeem('confirm', token, lang ?? 'ru');
  }

  @Endpoint(api.notifications.unsubscribe)
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  unsubscribe(
    @Query(validated(subscriptionLinkQuery)) { token, lang }: SubscriptionLinkQuery,
  ): Promise<string> {
    return this.links.redeem('unsubscribe', token, lang ?? 'ru');
  }
}

import { timingSafeEqual } from 'node:crypto';
import { Body, Controller, Headers, Inject, UnauthorizedException } from '@nestjs/common';
import {
  api,
  type PortalTelegramLinkAnswer,
  TELEGRAM_SECRET_HEADER,
  telegramUpdate,
} from '@silkway/contracts';
import { Endpoint, PortalClientId, SERVICE_CONFIG, validated } from '@silkway/service-kit';
import type { OrdersConfig } from '../../config.js';
import { PortalClients } from '../portal-client.js';
import { TelegramBot } from './telegram-bot.js';

const sameSecret = (given: string | undefined, expected: string | undefined): boolean => {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

@Controller()
export class TelegramController {
  constructor(
    private readonly clients: PortalClients,
    private readonly bot: TelegramBot,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {}

  @Endpoint(api.portal.telegramLink)
  async link(@PortalClientId() clientId: number): Promise<PortalTelegramLinkAnswer> {
    await this.clients.requireActive(clientId);
    return this.bot.issueLink(clientId);
  }

  @Endpoint(api.portal.telegramUnlink)
  async unlink(@PortalClientId() clientId: number): Promise<void> {
    await this.clients.requireActive(clientId);
    await this.bot.unlink(clientId);
  }

  /** The secret is checked before the body is read: without it, nothing of the call is looked at. */
  @Endpoint(api.portal.telegramWebhook)
  async webhook(
    @Headers(TELEGRAM_SECRET_HEADER) secret: string | undefined,
    @Body() body: unknown,
  ): Promise<{ ok: true }> {
    if (!sameSecret(secret, this.config.TELEGRAM_WEBHOOK_SECRET))
      throw new UnauthorizedException('Неверный секрет Telegram-вебхука');
    await this.bot.receive(validated(telegramUpdate).transform(body));
    return { ok: true };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@silkway/service-kit';
import type { NotificationsConfig } from '../config.js';

const TELEGRAM_TIMEOUT_MS = 10_000;

/** Bot API sendMessage (TELEGRAM_API_URL, TELEGRAM_BOT_TOKEN); anything but ok throws, so the send is retried. */
@Injectable()
export class TelegramSender {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: NotificationsConfig) {}

  get enabled(): boolean {
    return Boolean(this.config.TELEGRAM_BOT_TOKEN && this.config.TELEGRAM_CHAT_ID);
  }

  async send(chatId: string, text: string): Promise<void> {
    const url = `${this.config.TELEGRAM_API_URL.replace(/\/+$/, '')}/bot${this.config.TELEGRAM_BOT_TOKEN}/sendMessage`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: chatId, text, disable_web_page_preview: true }),
      signal: AbortSignal.timeout(TELEGRAM_TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => null)) as {
      ok?: boolean;
      description?: string;
    } | null;
    if (!response.ok || !answer?.ok)
      throw new Error(
        `Telegram answered ${response.status}: ${answer?.description ?? 'no description'}`,
      );
  }
}

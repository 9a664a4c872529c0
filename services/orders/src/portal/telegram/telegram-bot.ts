import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type EventPayload,
  type NotificationLanguage,
  PORTAL_TELEGRAM_TOKEN_MINUTES,
  type PortalTelegramLinkAnswer,
  type TelegramUpdate,
} from '@silkway/contracts';
import { Outbox, SERVICE_CONFIG } from '@silkway/service-kit';
import type { DataSource, EntityManager } from 'typeorm';
import type { OrdersConfig } from '../../config.js';
import { announcePortalClientChanged } from '../../counterparties/portal-client-changed.js';

type Answer = EventPayload<'portal.telegram-answer'>;
type ActiveOrders = NonNullable<Answer['orders']>;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The chat's own Telegram language, for a chat no client is known of yet. */
function languageOfChat(code: string | undefined): NotificationLanguage {
  const base = code?.toLowerCase().split('-')[0];
  if (base === 'tg') return 'tj';
  return base === 'en' || base === 'zh' ? base : 'ru';
}

/** At most this many active orders in an answer to /orders (Telegram caps a message at 4096 characters). */
const LISTED_ORDERS = 20;

/**
 * The client's side of Telegram (docs/portal-accounts.md "Telegram"): one-time links to the bot, the
 * chat each client linked, and the bot's commands. Every change of a chat tells the notifications
 * service in the same transaction (portal.client-changed), and every answer is its event
 * (portal.telegram-answer): that service sends all Telegram messages.
 */
@Injectable()
export class TelegramBot {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {}

  async issueLink(counterpartyId: number): Promise<PortalTelegramLinkAnswer> {
    const bot = this.config.TELEGRAM_BOT_USERNAME;
    if (!bot) throw new ServiceUnavailableException('Telegram-бот не настроен');
    const token = randomBytes(32).toString('base64url');
    const [row]: Array<{ expires_at: Date }> = await this.dataSource.query(
      `INSERT INTO orders.portal_telegram_tokens (token_hash, counterparty_id, expires_at)
       VALUES ($1, $2, now() + $3 * interval '1 minute') RETURNING expires_at`,
      [hashToken(token), counterpartyId, PORTAL_TELEGRAM_TOKEN_MINUTES],
    );
    return {
      url: `https://t.me/${bot}?start=${token}`,
      expiresAt: row!.expires_at.toISOString(),
    };
  }

  /** The portal's unlink: the chat is told, and hears nothing more. */
  unlink(counterpartyId: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const [gone]: [Array<{ chat_id: string }>, number] = await manager.query(
        `DELETE FROM orders.portal_telegram_chats WHERE counterparty_id = $1 RETURNING chat_id`,
        [counterpartyId],
      );
      const client = await this.client(manager, counterpartyId);
      if (!client) return;
      await announcePortalClientChanged(manager, client);
      for (const { chat_id } of gone)
        this.answer(manager, {
          chatId: chat_id,
          language: client.portalLanguage,
          answer: 'stopped',
        });
    });
  }

  /** One update from Telegram; anything but a chat's text message is taken and ignored. */
  async receive(update: TelegramUpdate): Promise<void> {
    const message = update.message;
    if (!message?.text) return;
    const chatId = String(message.chat.id);
    const chatLanguage = languageOfChat(message.from?.language_code);
    const [command, argument] = message.text.trim().split(/\s+/, 2);
    await this.dataSource.transaction(async (manager) => {
      switch (command?.replace(/@\w+$/, '')) {
        case '/start':
          return this.start(manager, chatId, argument, chatLanguage);
        case '/orders':
          return this.listOrders(manager, chatId, chatLanguage);
        case '/stop':
          return this.stop(manager, chatId, chatLanguage);
        default: {
          const [client] = await this.clientsOfChat(manager, chatId);
          this.answer(manager, {
            chatId,
            language: client?.portalLanguage ?? chatLanguage,
            answer: 'help',
          });
        }
      }
    });
  }

  /**
   * `/start <token>`: the token is used up in this transaction and remembers the chat, so it links
   * one chat only; Telegram sending the same update again is answered as linked.
   */
  private async start(
    manager: EntityManager,
    chatId: string,
    token: string | undefined,
    chatLanguage: NotificationLanguage,
  ): Promise<void> {
    const [link]: Array<{
      counterparty_id: number;
      used_at: Date | null;
      chat_id: string | null;
      live: boolean;
    }> = token
      ? await manager.query(
          `SELECT counterparty_id, used_at, chat_id, expires_at > now() AS live
             FROM orders.portal_telegram_tokens WHERE token_hash = $1 FOR UPDATE`,
          [hashToken(token)],
        )
      : [];
    const client = link && (await this.client(manager, link.counterparty_id, 'lock'));
    const refuse = () =>
      this.answer(manager, {
        chatId,
        language: client?.portalLanguage ?? chatLanguage,
        answer: 'refused',
      });
    if (!link || !client?.portalAccess || !client.email) return refuse();
    if (link.used_at) {
      const [linked]: unknown[] = await manager.query(
        `SELECT 1 FROM orders.portal_telegram_chats WHERE counterparty_id = $1 AND chat_id = $2`,
        [client.id, chatId],
      );
      if (link.chat_id !== chatId || !linked) return refuse();
      return this.answer(manager, { chatId, language: client.portalLanguage, answer: 'linked' });
    }
    if (!link.live) return refuse();
    await manager.query(
      `UPDATE orders.portal_telegram_tokens SET used_at = now(), chat_id = $2 WHERE token_hash = $1`,
      [hashToken(token!), chatId],
    );
    await manager.query(
      `INSERT INTO orders.portal_telegram_chats (counterparty_id, chat_id) VALUES ($1, $2)
       ON CONFLICT (counterparty_id) DO UPDATE SET chat_id = EXCLUDED.chat_id, linked_at = now()`,
      [client.id, chatId],
    );
    await announcePortalClientChanged(manager, client);
    this.answer(manager, { chatId, language: client.portalLanguage, answer: 'linked' });
  }

  /** `/orders`: the active orders of the clients this chat is linked to, newest first. */
  private async listOrders(
    manager: EntityManager,
    chatId: string,
    chatLanguage: NotificationLanguage,
  ): Promise<void> {
    const clients = await this.clientsOfChat(manager, chatId);
    if (clients.length === 0)
      return this.answer(manager, { chatId, language: chatLanguage, answer: 'unlinked' });
    const orders: ActiveOrders = await manager.query(
      `SELECT o.id, o.code, o.name,
              COALESCE((SELECT json_agg(json_build_object('status', s.status, 'count', s.count) ORDER BY s.count DESC, s.status)
                          FROM (SELECT i.status, count(*)::int AS count FROM orders.order_items i
                                 WHERE i.order_id = o.id GROUP BY i.status) s), '[]') AS items
         FROM orders.orders o
        WHERE o.counterparty_id = ANY($1) AND o.status = 'active'
        ORDER BY o.created_at DESC, o.id DESC LIMIT $2`,
      [clients.map((client) => client.id), LISTED_ORDERS],
    );
    this.answer(manager, {
      chatId,
      language: clients[0]!.portalLanguage,
      answer: 'orders',
      orders,
    });
  }

  /** `/stop`: the chat is unlinked from every client it was linked to. */
  private async stop(
    manager: EntityManager,
    chatId: string,
    chatLanguage: NotificationLanguage,
  ): Promise<void> {
    const [gone]: [Array<{ counterparty_id: number }>, number] = await manager.query(
      `DELETE FROM orders.portal_telegram_chats WHERE chat_id = $1 RETURNING counterparty_id`,
      [chatId],
    );
    let language = chatLanguage;
    for (const { counterparty_id } of gone) {
      const client = await this.client(manager, counterparty_id);
      if (!client) continue;
      language = client.portalLanguage;
      await announcePortalClientChanged(manager, client);
    }
    this.answer(manager, { chatId, language, answer: gone.length > 0 ? 'stopped' : 'unlinked' });
  }

  private async client(manager: EntityManager, counterpartyId: number, lock?: 'lock') {
    const [client]: Array<{
      id: number;
      email: string | null;
      portalLanguage: NotificationLanguage;
      portalAccess: boolean;
    }> = await manager.query(
      `SELECT id, email, portal_language AS "portalLanguage", portal_access AS "portalAccess"
         FROM orders.counterparties WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [counterpartyId],
    );
    return client;
  }

  /** Clients with access this chat is linked to. */
  private clientsOfChat(
    manager: EntityManager,
    chatId: string,
  ): Promise<Array<{ id: number; portalLanguage: NotificationLanguage }>> {
    return manager.query(
      `SELECT c.id, c.portal_language AS "portalLanguage"
         FROM orders.portal_telegram_chats t JOIN orders.counterparties c ON c.id = t.counterparty_id
        WHERE t.chat_id = $1 AND c.portal_access AND c.email IS NOT NULL ORDER BY t.linked_at DESC`,
      [chatId],
    );
  }

  private answer(manager: EntityManager, payload: Answer): void {
    Outbox.add(manager, { type: 'portal.telegram-answer', payload });
  }
}

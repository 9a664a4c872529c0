import { Outbox } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import type { Counterparty } from '../entities/counterparty.entity.js';

/**
 * Writes `portal.client-changed` in the caller's transaction: the notifications service keeps from
 * it the address and language a client with an account hears of all its orders at, and drops a
 * client whose account is taken back (docs/portal-accounts.md "Following all its orders"), and the
 * Telegram chat it hears of them in instead ("Telegram").
 */
export async function announcePortalClientChanged(
  manager: EntityManager,
  counterparty: Pick<Counterparty, 'id' | 'email' | 'portalLanguage' | 'portalAccess'>,
): Promise<void> {
  const email = counterparty.email?.trim() || null;
  const access = counterparty.portalAccess && email !== null;
  const [chat]: Array<{ chat_id: string }> = access
    ? await manager.query(
        `SELECT chat_id FROM orders.portal_telegram_chats WHERE counterparty_id = $1`,
        [counterparty.id],
      )
    : [];
  Outbox.add(manager, {
    type: 'portal.client-changed',
    payload: {
      counterpartyId: counterparty.id,
      email,
      language: counterparty.portalLanguage,
      access,
      telegramChatId: chat?.chat_id ?? null,
    },
  });
}

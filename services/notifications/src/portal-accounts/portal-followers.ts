import type { NotificationLanguage } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';

/** A client with an account, as its orders' updates need it: by Telegram when it linked a chat, else by e-mail when it follows. */
export interface FollowingClient {
  counterpartyId: number;
  email: string | null;
  language: NotificationLanguage;
  following: boolean;
  telegramChatId: string | null;
}

/**
 * Who follows all its orders: one row per client the orders service has told of (portal.client-changed,
 * and every sign-in link, which only a client with access gets). Following is on until the client
 * turns it off; taking the account back stops the e-mails without forgetting the choice.
 */
export const portalFollowers = {
  async clientChanged(
    manager: EntityManager,
    client: {
      counterpartyId: number;
      email: string | null;
      language: NotificationLanguage;
      access: boolean;
      telegramChatId?: string | null;
    },
    occurredAt: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO notifications.portal_followers (counterparty_id, email, language, access, state_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (counterparty_id) DO UPDATE
         SET email = EXCLUDED.email, language = EXCLUDED.language, access = EXCLUDED.access, state_at = EXCLUDED.state_at
         WHERE portal_followers.state_at <= EXCLUDED.state_at`,
      [client.counterpartyId, client.email, client.language, client.access, occurredAt],
    );
    // Events written before clients linked Telegram say nothing of a chat.
    if (client.telegramChatId === undefined) return;
    await manager.query(
      `UPDATE notifications.portal_followers SET telegram_chat_id = $2, telegram_state_at = $3
        WHERE counterparty_id = $1 AND telegram_state_at <= $3`,
      [client.counterpartyId, client.access ? client.telegramChatId : null, occurredAt],
    );
  },

  /**
   * A link was sent, so the client has access at that address; the language it asked for the link
   * in is the one it chose, so later e-mails use it too (a client that asked in Tajik got its status
   * e-mails in the language staff invited it in, issue 36).
   */
  async linkIssued(
    manager: EntityManager,
    link: { counterpartyId: number; email: string; language: NotificationLanguage },
    occurredAt: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO notifications.portal_followers (counterparty_id, email, language, access, state_at) VALUES ($1, $2, $3, true, $4)
       ON CONFLICT (counterparty_id) DO UPDATE SET email = EXCLUDED.email, language = EXCLUDED.language, access = true, state_at = EXCLUDED.state_at
         WHERE portal_followers.state_at <= EXCLUDED.state_at`,
      [link.counterpartyId, link.email, link.language, occurredAt],
    );
  },

  /** Whether the client follows; undefined for a client without access (or unknown here). */
  async followingOf(manager: EntityManager, counterpartyId: number): Promise<boolean | undefined> {
    const [row]: Array<{ following: boolean }> = await manager.query(
      `SELECT following FROM notifications.portal_followers WHERE counterparty_id = $1 AND access`,
      [counterpartyId],
    );
    return row?.following;
  },

  /** Sets it for a client with access; false when there is none. */
  async setFollowing(
    manager: EntityManager,
    counterpartyId: number,
    following: boolean,
  ): Promise<boolean> {
    const [row]: Array<{ updated: number }> = await manager.query(
      `WITH changed AS (
         UPDATE notifications.portal_followers SET following = $2 WHERE counterparty_id = $1 AND access RETURNING 1
       ) SELECT count(*)::int AS updated FROM changed`,
      [counterpartyId, following],
    );
    return (row?.updated ?? 0) > 0;
  },

  /** The client to tell of its order's changes, when it has access. */
  async followingClient(
    manager: EntityManager,
    counterpartyId: number,
  ): Promise<FollowingClient | undefined> {
    const [row]: FollowingClient[] = await manager.query(
      `SELECT counterparty_id AS "counterpartyId", email, language, following, telegram_chat_id AS "telegramChatId"
         FROM notifications.portal_followers WHERE counterparty_id = $1 AND access`,
      [counterpartyId],
    );
    return row;
  },
};

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Clients on Telegram (docs/portal-accounts.md "Telegram"): the chat each client linked, and the
 * one-time tokens of the bot links (only their SHA-256 kept), each remembering the chat it linked.
 */
export class PortalTelegram1796800000000 implements MigrationInterface {
  name = 'PortalTelegram1796800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE orders.portal_telegram_chats (
        counterparty_id integer PRIMARY KEY REFERENCES orders.counterparties (id) ON DELETE CASCADE,
        chat_id text NOT NULL,
        linked_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE INDEX portal_telegram_chats_chat ON orders.portal_telegram_chats (chat_id)`,
    );
    await runner.query(`
      CREATE TABLE orders.portal_telegram_tokens (
        token_hash text PRIMARY KEY,
        counterparty_id integer NOT NULL REFERENCES orders.counterparties (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        chat_id text
      )`);
    await runner.query(
      `CREATE INDEX portal_telegram_tokens_counterparty ON orders.portal_telegram_tokens (counterparty_id)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE orders.portal_telegram_tokens`);
    await runner.query(`DROP TABLE orders.portal_telegram_chats`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Telegram chat a client hears of its orders in instead of its e-mail, as the orders service
 * last said (docs/portal-accounts.md "Telegram"), with when that was said: an older event changes nothing.
 */
export class PortalTelegramChats1796800000000 implements MigrationInterface {
  name = 'PortalTelegramChats1796800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE notifications.portal_followers
        ADD COLUMN telegram_chat_id text,
        ADD COLUMN telegram_state_at timestamptz NOT NULL DEFAULT '-infinity'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE notifications.portal_followers DROP COLUMN telegram_state_at, DROP COLUMN telegram_chat_id`);
  }
}

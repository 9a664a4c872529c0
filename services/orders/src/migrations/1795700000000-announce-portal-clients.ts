import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Once, for every client that had an account before `portal.client-changed` existed: the
 * notifications service learns of it, so that it follows all its orders and its switch answers
 * (docs/portal-accounts.md "Following all its orders").
 */
export class AnnouncePortalClients1795700000000 implements MigrationInterface {
  name = 'AnnouncePortalClients1795700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      INSERT INTO orders.outbox (id, type, consumer, payload, occurred_at)
      SELECT gen_random_uuid(), 'portal.client-changed', 'notifications',
             jsonb_build_object('counterpartyId', id, 'email', trim(email), 'language', portal_language, 'access', true),
             now()
        FROM orders.counterparties
       WHERE portal_access AND email IS NOT NULL AND trim(email) <> ''`);
  }

  async down(): Promise<void> {
    // The events are the notifications service's to apply; nothing here to take back.
  }
}

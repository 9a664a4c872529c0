import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log (docs/audit-log.md): one row per `audit.recorded` event, append-only. The services
 * run as a role that owns their tables, so a grant cannot stop them: triggers refuse every UPDATE,
 * DELETE and TRUNCATE, whoever asks.
 */
export class CreateAuditEntries1764150000000 implements MigrationInterface {
  name = 'CreateAuditEntries1764150000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE notifications.audit_entries (
        id uuid PRIMARY KEY,
        seq bigserial NOT NULL,
        at timestamptz NOT NULL,
        username text NOT NULL,
        action text NOT NULL,
        entity text NOT NULL,
        entity_id text,
        summary text NOT NULL,
        changes jsonb NOT NULL,
        ip text,
        via text NOT NULL CHECK (via IN ('ui', 'api', 'import'))
      )`);
    await runner.query(
      `CREATE INDEX audit_entries_newest ON notifications.audit_entries (at DESC, seq DESC)`,
    );
    await runner.query(
      `CREATE INDEX audit_entries_username ON notifications.audit_entries (username, at DESC)`,
    );
    await runner.query(
      `CREATE INDEX audit_entries_record ON notifications.audit_entries (entity, entity_id, at DESC)`,
    );
    await runner.query(`
      CREATE FUNCTION notifications.audit_entries_append_only() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit entries are append-only: % refused', TG_OP
          USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await runner.query(`
      CREATE TRIGGER audit_entries_no_change BEFORE UPDATE OR DELETE ON notifications.audit_entries
      FOR EACH ROW EXECUTE FUNCTION notifications.audit_entries_append_only()`);
    await runner.query(`
      CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON notifications.audit_entries
      FOR EACH STATEMENT EXECUTE FUNCTION notifications.audit_entries_append_only()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE notifications.audit_entries`);
    await runner.query(`DROP FUNCTION notifications.audit_entries_append_only()`);
  }
}

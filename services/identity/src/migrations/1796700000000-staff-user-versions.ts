import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A version for each staff account (docs/product-decisions.md "No silent overwrite"): 1 for the
 * accounts there are, one more on each change of the account itself (name, e-mail, role, disabled,
 * password, second factor on or off) but not on sign-in bookkeeping (last sign-in, the TOTP step
 * spent, a second factor being set up), so signing in never makes a colleague's open dialog stale.
 */
export class StaffUserVersions1796700000000 implements MigrationInterface {
  name = 'StaffUserVersions1796700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE identity.admin_users ADD COLUMN version integer NOT NULL DEFAULT 1`,
    );
    await runner.query(`
      CREATE FUNCTION identity.next_admin_user_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.version := OLD.version + 1;
        RETURN NEW;
      END $$`);
    await runner.query(`
      CREATE TRIGGER admin_users_next_version BEFORE UPDATE ON identity.admin_users FOR EACH ROW
      WHEN ((OLD.full_name, OLD.email, OLD.role, OLD.disabled, OLD.password_hash, OLD.totp_secret)
        IS DISTINCT FROM (NEW.full_name, NEW.email, NEW.role, NEW.disabled, NEW.password_hash, NEW.totp_secret))
      EXECUTE FUNCTION identity.next_admin_user_version()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TRIGGER admin_users_next_version ON identity.admin_users`);
    await runner.query(`DROP FUNCTION identity.next_admin_user_version()`);
    await runner.query(`ALTER TABLE identity.admin_users DROP COLUMN version`);
  }
}

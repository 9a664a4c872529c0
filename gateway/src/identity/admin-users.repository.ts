import type pg from 'pg';
import type { Role } from '@silkway/contracts';

export interface AdminUserRecord {
  id: number;
  username: string;
  fullName: string;
  email: string | null;
  role: Role;
  disabled: boolean;
  passwordHash: string;
  lastSignInAt: Date | null;
  /** Sealed (see SecretBox); null when two-factor sign-in is off. */
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number;
  createdAt: Date;
}

interface AdminUserRow {
  id: number;
  username: string;
  full_name: string;
  email: string | null;
  role: Role;
  disabled: boolean;
  password_hash: string;
  last_sign_in_at: Date | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: string;
  created_at: Date;
}

const COLUMNS = `id, username, full_name, email, role, disabled, password_hash, last_sign_in_at,
  totp_secret, totp_pending_secret, totp_last_step, created_at`;

const toRecord = (row: AdminUserRow): AdminUserRecord => ({
  id: row.id,
  username: row.username,
  fullName: row.full_name,
  email: row.email,
  role: row.role,
  disabled: row.disabled,
  passwordHash: row.password_hash,
  lastSignInAt: row.last_sign_in_at,
  totpSecret: row.totp_secret,
  totpPendingSecret: row.totp_pending_secret,
  totpLastStep: Number(row.totp_last_step),
  createdAt: row.created_at,
});

export interface NewAdminUser {
  username: string;
  fullName: string;
  email?: string | null;
  role: Role;
  passwordHash: string;
}

export interface AdminUserChanges {
  fullName?: string;
  email?: string | null;
  role?: Role;
  disabled?: boolean;
}

/** Why a change was refused: it would leave no active owner. */
export class LastOwnerError extends Error {}

/** Members of staff in identity.admin_users, with their second factor. */
export class AdminUsersRepository {
  constructor(private readonly pool: pg.Pool) {}

  async findByUsername(username: string): Promise<AdminUserRecord | undefined> {
    const result = await this.pool.query<AdminUserRow>(
      `SELECT ${COLUMNS} FROM identity.admin_users WHERE username = $1`,
      [username],
    );
    const row = result.rows[0];
    return row ? toRecord(row) : undefined;
  }

  async listAll(): Promise<AdminUserRecord[]> {
    const result = await this.pool.query<AdminUserRow>(
      `SELECT ${COLUMNS} FROM identity.admin_users ORDER BY username`,
    );
    return result.rows.map(toRecord);
  }

  async countAll(): Promise<number> {
    const result = await this.pool.query<{ count: string }>(
      'SELECT count(*) AS count FROM identity.admin_users',
    );
    return Number(result.rows[0]?.count ?? 0);
  }

  /** Inserts the user; undefined when the username is taken. */
  async insert(user: NewAdminUser): Promise<AdminUserRecord | undefined> {
    const result = await this.pool.query<AdminUserRow>(
      `INSERT INTO identity.admin_users (username, full_name, email, role, password_hash)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (username) DO NOTHING RETURNING ${COLUMNS}`,
      [user.username, user.fullName, user.email ?? null, user.role, user.passwordHash],
    );
    const row = result.rows[0];
    return row ? toRecord(row) : undefined;
  }

  /**
   * Applies the changes and answers the user as they are now; undefined when unknown. Throws
   * LastOwnerError, changing nothing, when the change would leave no active owner: the active owners
   * are locked first, so two owners demoting each other at once cannot both succeed.
   */
  async update(username: string, changes: AdminUserChanges): Promise<AdminUserRecord | undefined> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const owners = await client.query<{ username: string }>(
        "SELECT username FROM identity.admin_users WHERE role = 'owner' AND NOT disabled ORDER BY id FOR UPDATE",
      );
      const removesAnOwner =
        owners.rows.some((owner) => owner.username === username) &&
        ((changes.role !== undefined && changes.role !== 'owner') || changes.disabled === true);
      if (removesAnOwner && owners.rows.length === 1) throw new LastOwnerError();
      const result = await client.query<AdminUserRow>(
        `UPDATE identity.admin_users SET
           full_name = COALESCE($2, full_name),
           email = CASE WHEN $3 THEN $4 ELSE email END,
           role = COALESCE($5, role),
           disabled = COALESCE($6, disabled),
           updated_at = now()
         WHERE username = $1 RETURNING ${COLUMNS}`,
        [
          username,
          changes.fullName ?? null,
          changes.email !== undefined,
          changes.email ?? null,
          changes.role ?? null,
          changes.disabled ?? null,
        ],
      );
      await client.query('COMMIT');
      const row = result.rows[0];
      return row ? toRecord(row) : undefined;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  /** Replaces the password hash; false when no such user exists. */
  async updatePasswordHash(username: string, passwordHash: string): Promise<boolean> {
    const result = await this.pool.query(
      'UPDATE identity.admin_users SET password_hash = $2, updated_at = now() WHERE username = $1',
      [username, passwordHash],
    );
    return result.rowCount === 1;
  }

  async recordSignIn(username: string): Promise<void> {
    await this.pool.query(
      'UPDATE identity.admin_users SET last_sign_in_at = now() WHERE username = $1',
      [username],
    );
  }

  /** Keeps a new, not yet enabled secret (sealed); replaces an earlier pending one. */
  async setPendingTotpSecret(username: string, sealedSecret: string): Promise<void> {
    await this.pool.query(
      'UPDATE identity.admin_users SET totp_pending_secret = $2 WHERE username = $1',
      [username, sealedSecret],
    );
  }

  /**
   * Puts the pending secret in force, with the step of the code that proved it and the hashes of the
   * new recovery codes (the old ones dropped); false when the pending secret changed meanwhile.
   */
  async enableTotp(
    user: AdminUserRecord,
    sealedSecret: string,
    step: number,
    recoveryCodeHashes: readonly string[],
  ): Promise<boolean> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await client.query(
        `UPDATE identity.admin_users
         SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = $3, updated_at = now()
         WHERE id = $1 AND totp_pending_secret = $2`,
        [user.id, sealedSecret, step],
      );
      if (result.rowCount !== 1) {
        await client.query('ROLLBACK');
        return false;
      }
      await client.query('DELETE FROM identity.recovery_codes WHERE user_id = $1', [user.id]);
      await client.query(
        `INSERT INTO identity.recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`,
        [user.id, recoveryCodeHashes],
      );
      await client.query('COMMIT');
      return true;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  /** Turns two-factor sign-in off and drops the recovery codes; false when the user is unknown. */
  async disableTotp(username: string): Promise<boolean> {
    const result = await this.pool.query(
      `WITH changed AS (
         UPDATE identity.admin_users
         SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = 0, updated_at = now()
         WHERE username = $1 RETURNING id
       ), dropped AS (
         DELETE FROM identity.recovery_codes WHERE user_id IN (SELECT id FROM changed)
       )
       SELECT id FROM changed`,
      [username],
    );
    return result.rowCount === 1;
  }

  /**
   * Spends the TOTP step: true only when it is later than the last one spent, so a code is
   * accepted once (two sign-ins racing with one code: one wins).
   */
  async spendTotpStep(userId: number, step: number): Promise<boolean> {
    const result = await this.pool.query(
      'UPDATE identity.admin_users SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2',
      [userId, step],
    );
    return result.rowCount === 1;
  }

  /** Spends an unused recovery code; false when it is unknown or used. */
  async spendRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
    const result = await this.pool.query(
      `UPDATE identity.recovery_codes SET used_at = now()
       WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
      [userId, codeHash],
    );
    return result.rowCount === 1;
  }
}

import { Injectable } from '@nestjs/common';
import type { Role } from '@silkway/contracts';
import { DataSource, type EntityManager } from 'typeorm';

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
  /** Grows on each change of the account itself, not on sign-in bookkeeping (migration 1796700000000). */
  version: number;
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
  version: number;
}

const COLUMNS = `id, username, full_name, email, role, disabled, password_hash, last_sign_in_at,
  totp_secret, totp_pending_secret, totp_last_step, created_at, version`;

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
  version: row.version,
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

/** The rows a statement answers; TypeORM answers an UPDATE or a DELETE as [rows, count]. */
async function rowsOf<T>(manager: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const result = (await manager.query(sql, params)) as unknown;
  return (/^\s*(UPDATE|DELETE)/i.test(sql) ? (result as [T[], number])[0] : result) as T[];
}

async function oneOf(
  manager: EntityManager,
  sql: string,
  params: unknown[],
): Promise<AdminUserRecord | undefined> {
  const [row] = await rowsOf<AdminUserRow>(manager, sql, params);
  return row ? toRecord(row) : undefined;
}

/** Whether the statement changed a row (it must end with RETURNING). */
const changedAny = async (manager: EntityManager, sql: string, params: unknown[]) =>
  (await rowsOf(manager, sql, params)).length > 0;

/**
 * Members of staff in identity.admin_users, with their second factor. A change takes the manager of
 * the transaction that writes its audit entry.
 */
@Injectable()
export class AdminUsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  findByUsername(
    username: string,
    manager = this.dataSource.manager,
  ): Promise<AdminUserRecord | undefined> {
    return oneOf(manager, `SELECT ${COLUMNS} FROM identity.admin_users WHERE username = $1`, [
      username,
    ]);
  }

  /** The user, locked until `manager`'s transaction ends (a write checks its version under this lock). */
  lockByUsername(manager: EntityManager, username: string): Promise<AdminUserRecord | undefined> {
    return oneOf(
      manager,
      `SELECT ${COLUMNS} FROM identity.admin_users WHERE username = $1 FOR UPDATE`,
      [username],
    );
  }

  async listAll(): Promise<AdminUserRecord[]> {
    const rows = await rowsOf<AdminUserRow>(
      this.dataSource.manager,
      `SELECT ${COLUMNS} FROM identity.admin_users ORDER BY username`,
      [],
    );
    return rows.map(toRecord);
  }

  async countAll(): Promise<number> {
    const [row] = await rowsOf<{ count: string }>(
      this.dataSource.manager,
      'SELECT count(*) AS count FROM identity.admin_users',
      [],
    );
    return Number(row?.count ?? 0);
  }

  /** Inserts the user; undefined when the username is taken. */
  insert(manager: EntityManager, user: NewAdminUser): Promise<AdminUserRecord | undefined> {
    return oneOf(
      manager,
      `INSERT INTO identity.admin_users (username, full_name, email, role, password_hash)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (username) DO NOTHING RETURNING ${COLUMNS}`,
      [user.username, user.fullName, user.email ?? null, user.role, user.passwordHash],
    );
  }

  /**
   * Applies the changes and answers the user as they are now; undefined when unknown. Throws
   * LastOwnerError, changing nothing, when the change would leave no active owner: the active owners
   * are locked first, so two owners demoting each other at once cannot both succeed. `check` sees
   * the user locked, after the owners (always in that order, so two changes cannot deadlock), and
   * may refuse the change before anything is written.
   */
  async update(
    manager: EntityManager,
    username: string,
    changes: AdminUserChanges,
    check: (current: AdminUserRecord) => Promise<void> = async () => undefined,
  ): Promise<AdminUserRecord | undefined> {
    const owners = await rowsOf<{ username: string }>(
      manager,
      "SELECT username FROM identity.admin_users WHERE role = 'owner' AND NOT disabled ORDER BY id FOR UPDATE",
      [],
    );
    const current = await this.lockByUsername(manager, username);
    if (!current) return undefined;
    await check(current);
    const removesAnOwner =
      owners.some((owner) => owner.username === username) &&
      ((changes.role !== undefined && changes.role !== 'owner') || changes.disabled === true);
    if (removesAnOwner && owners.length === 1) throw new LastOwnerError();
    return oneOf(
      manager,
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
  }

  /** Replaces the password hash; false when no such user exists. */
  updatePasswordHash(
    manager: EntityManager,
    username: string,
    passwordHash: string,
  ): Promise<boolean> {
    return changedAny(
      manager,
      'UPDATE identity.admin_users SET password_hash = $2, updated_at = now() WHERE username = $1 RETURNING id',
      [username, passwordHash],
    );
  }

  async recordSignIn(manager: EntityManager, username: string): Promise<void> {
    await manager.query(
      'UPDATE identity.admin_users SET last_sign_in_at = now() WHERE username = $1',
      [username],
    );
  }

  /** Keeps a new, not yet enabled secret (sealed); replaces an earlier pending one. */
  async setPendingTotpSecret(
    manager: EntityManager,
    username: string,
    sealedSecret: string,
  ): Promise<void> {
    await manager.query(
      'UPDATE identity.admin_users SET totp_pending_secret = $2 WHERE username = $1',
      [username, sealedSecret],
    );
  }

  /**
   * Puts the pending secret in force, with the step of the code that proved it and the hashes of the
   * new recovery codes (the old ones dropped); false when the pending secret changed meanwhile.
   */
  async enableTotp(
    manager: EntityManager,
    user: AdminUserRecord,
    sealedSecret: string,
    step: number,
    recoveryCodeHashes: readonly string[],
  ): Promise<boolean> {
    const enabled = await changedAny(
      manager,
      `UPDATE identity.admin_users
       SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = $3, updated_at = now()
       WHERE id = $1 AND totp_pending_secret = $2 RETURNING id`,
      [user.id, sealedSecret, step],
    );
    if (!enabled) return false;
    await manager.query('DELETE FROM identity.recovery_codes WHERE user_id = $1', [user.id]);
    await manager.query(
      `INSERT INTO identity.recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`,
      [user.id, recoveryCodeHashes],
    );
    return true;
  }

  /** Turns two-factor sign-in off and drops the recovery codes; false when the user is unknown. */
  disableTotp(manager: EntityManager, username: string): Promise<boolean> {
    return changedAny(
      manager,
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
  }

  /**
   * Spends the TOTP step: true only when it is later than the last one spent, so a code is
   * accepted once (two sign-ins racing with one code: one wins).
   */
  spendTotpStep(userId: number, step: number): Promise<boolean> {
    return changedAny(
      this.dataSource.manager,
      'UPDATE identity.admin_users SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2 RETURNING id',
      [userId, step],
    );
  }

  /** Spends an unused recovery code; false when it is unknown or used. */
  spendRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
    return changedAny(
      this.dataSource.manager,
      `UPDATE identity.recovery_codes SET used_at = now()
       WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING user_id`,
      [userId, codeHash],
    );
  }
}

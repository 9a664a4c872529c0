import type pg from 'pg';

export interface AdminUserRecord {
  username: string;
  fullName: string;
  passwordHash: string;
  createdAt: Date;
}

interface AdminUserRow {
  username: string;
  full_name: string;
  password_hash: string;
  created_at: Date;
}

const toRecord = (row: AdminUserRow): AdminUserRecord => ({
  username: row.username,
  fullName: row.full_name,
  passwordHash: row.password_hash,
  createdAt: row.created_at,
});

/** Administrators in identity.admin_users. */
export class AdminUsersRepository {
  constructor(private readonly pool: pg.Pool) {}

  async findByUsername(username: string): Promise<AdminUserRecord | undefined> {
    const result = await this.pool.query<AdminUserRow>(
      'SELECT username, full_name, password_hash, created_at FROM identity.admin_users WHERE username = $1',
      [username],
    );
    const row = result.rows[0];
    return row ? toRecord(row) : undefined;
  }

  async listAll(): Promise<AdminUserRecord[]> {
    const result = await this.pool.query<AdminUserRow>(
      'SELECT username, full_name, password_hash, created_at FROM identity.admin_users ORDER BY username',
    );
    return result.rows.map(toRecord);
  }

  async countAll(): Promise<number> {
    const result = await this.pool.query<{ count: string }>(
      'SELECT count(*) AS count FROM identity.admin_users',
    );
    return Number(result.rows[0]?.count ?? 0);
  }

  /** Inserts the user; false when the username is taken. */
  async insert(user: {
    username: string;
    fullName: string;
    passwordHash: string;
  }): Promise<boolean> {
    const result = await this.pool.query(
      `INSERT INTO identity.admin_users (username, full_name, password_hash) VALUES ($1, $2, $3)
       ON CONFLICT (username) DO NOTHING`,
      [user.username, user.fullName, user.passwordHash],
    );
    return result.rowCount === 1;
  }

  /** Replaces the password hash; false when no such user exists. */
  async updatePasswordHash(username: string, passwordHash: string): Promise<boolean> {
    const result = await this.pool.query(
      'UPDATE identity.admin_users SET password_hash = $2, updated_at = now() WHERE username = $1',
      [username, passwordHash],
    );
    return result.rowCount === 1;
  }
}

import { randomBytes } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import {
  roleCovers,
  type ApiTokenAnswer,
  type ApiTokenCreateBody,
  type ApiTokenCreatedAnswer,
  type Role,
} from '@silkway/contracts';
import { Audit, Refusal } from '@silkway/service-kit';
import { apiTokenDigestOf } from '@silkway/service-kit/staff-sessions';
import { DataSource, type EntityManager } from 'typeorm';
import { Sessions } from '../sessions/sessions.js';
import type { Actor } from '../staff/staff-accounts.js';

interface ApiTokenRow {
  id: number;
  name: string;
  prefix: string;
  token_digest: string;
  role: Role;
  created_by: string;
  created_at: Date;
  expires_at: Date | null;
}

const COLUMNS = 'id, name, prefix, token_digest, role, created_by, created_at, expires_at';

/**
 * Creating, revoking and rebuilding the cache take turns: a rebuild that read a token as live must not
 * put it back after a revoke dropped it.
 */
const takeTurn = (manager: EntityManager) =>
  manager.query(`SELECT pg_advisory_xact_lock(hashtext('identity.api_tokens'))`);

const cachedOf = (row: ApiTokenRow) => ({
  tokenId: row.id,
  name: row.name,
  role: row.role,
  expiresAt: row.expires_at?.getTime() ?? null,
});

/** What an audit entry keeps of a token: never its digest. */
const entryFields = (row: ApiTokenRow) => ({
  name: row.name,
  prefix: row.prefix,
  role: row.role,
  expiresAt: row.expires_at,
});

/**
 * API tokens (issue 35 §1): created with a role at most the creator's, listed without their secret,
 * revoked at once. The table is the truth; Redis (ApiTokenStore) is the gateway's cache of the live
 * ones, written in the same step and rebuilt at start. The gateway has checked `integrations.manage`.
 */
@Injectable()
export class ApiTokens implements OnApplicationBootstrap {
  private readonly logger = new Logger(ApiTokens.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: Sessions,
  ) {}

  /**
   * Fills the cache at start, and again whenever Redis comes back: restarted without its data, it
   * would otherwise refuse every token until identity restarted.
   */
  async onApplicationBootstrap(): Promise<void> {
    await this.rebuildCache();
    this.sessions.onReconnect(() =>
      this.rebuildCache().catch((error: unknown) =>
        this.logger.error(`API tokens not put back in Redis: ${String(error)}`),
      ),
    );
  }

  /** Puts every live token in Redis and takes the revoked ones out, whatever it held before. */
  async rebuildCache(): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await takeTurn(manager);
      const rows = (await manager.query(
        `SELECT ${COLUMNS}, revoked_at FROM identity.api_tokens
         WHERE expires_at IS NULL OR expires_at > now()`,
      )) as (ApiTokenRow & { revoked_at: Date | null })[];
      for (const row of rows)
        if (row.revoked_at) await this.sessions.apiTokens.drop(row.token_digest);
        else await this.sessions.apiTokens.put(row.token_digest, cachedOf(row));
    });
  }

  async list(): Promise<ApiTokenAnswer[]> {
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM identity.api_tokens WHERE revoked_at IS NULL ORDER BY id DESC`,
    )) as ApiTokenRow[];
    const lastUsed = await this.sessions.apiTokens.lastUsed(rows.map((row) => row.id));
    return rows.map((row, index) => ({
      id: row.id,
      name: row.name,
      prefix: row.prefix,
      role: row.role,
      createdBy: row.created_by,
      createdAt: row.created_at.toISOString(),
      expiresAt: row.expires_at?.toISOString() ?? null,
      lastUsedAt: lastUsed[index] ? new Date(lastUsed[index]).toISOString() : null,
    }));
  }

  async create(actor: Actor, input: ApiTokenCreateBody): Promise<ApiTokenCreatedAnswer> {
    if (!roleCovers(actor.role, input.role))
      throw new Refusal(400, 'identity.apiTokenRoleAbove', { role: input.role }, 'role');
    const prefix = randomBytes(4).toString('hex');
    const token = `swk_${prefix}_${randomBytes(32).toString('base64url')}`;
    const digest = apiTokenDigestOf(token);
    return this.dataSource.transaction(async (manager) => {
      await takeTurn(manager);
      const [row] = (await manager.query(
        `INSERT INTO identity.api_tokens (name, prefix, token_digest, role, created_by, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
        [input.name, prefix, digest, input.role, actor.username, input.expiresAt],
      )) as ApiTokenRow[];
      Audit.record(manager, {
        action: 'create',
        entity: 'api-token',
        entityId: row!.id,
        summary: row!.name,
        after: entryFields(row!),
      });
      // Before the commit: a token Redis could not take is never answered, so never used.
      await this.sessions.apiTokens.put(digest, cachedOf(row!));
      return { id: row!.id, name: row!.name, prefix, token };
    });
  }

  async revoke(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await takeTurn(manager);
      const [rows] = (await manager.query(
        `UPDATE identity.api_tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL
         RETURNING ${COLUMNS}`,
        [id],
      )) as [ApiTokenRow[], number];
      const row = rows[0];
      if (!row) throw new Refusal(404, 'identity.apiTokenNotFound', { id });
      Audit.record(manager, {
        action: 'delete',
        entity: 'api-token',
        entityId: row.id,
        summary: row.name,
        before: entryFields(row),
      });
      // Before the commit: should the commit fail, the token is refused though still listed, never the reverse.
      await this.sessions.apiTokens.drop(row.token_digest);
    });
  }
}

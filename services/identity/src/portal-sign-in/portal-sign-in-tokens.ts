import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { hashSignInToken, isUsable, newSignInToken } from './sign-in-tokens.js';

/** The clients' sign-in link tokens (`identity.portal_sign_in_tokens`, docs/portal-accounts.md). */
@Injectable()
export class PortalSignInTokens {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A new token of the client; the raw token is answered once, for the e-mail. */
  async issue(counterpartyId: number): Promise<string> {
    const issued = newSignInToken(new Date());
    await this.dataSource.query(
      `INSERT INTO identity.portal_sign_in_tokens (token_hash, counterparty_id, expires_at)
       VALUES ($1, $2, $3)`,
      [issued.tokenHash, counterpartyId, issued.expiresAt],
    );
    return issued.token;
  }

  /**
   * Uses the token up in the caller's transaction, the row locked so two exchanges of one link
   * cannot both pass; its client's id, or null for a used, expired or unknown token.
   */
  async useUp(manager: EntityManager, token: string): Promise<number | null> {
    const tokenHash = hashSignInToken(token);
    const [stored]: Array<{ counterpartyId: number; expiresAt: Date; usedAt: Date | null }> =
      await manager.query(
        `SELECT counterparty_id AS "counterpartyId", expires_at AS "expiresAt", used_at AS "usedAt"
           FROM identity.portal_sign_in_tokens WHERE token_hash = $1 FOR UPDATE`,
        [tokenHash],
      );
    if (!stored || !isUsable(stored, new Date())) return null;
    await manager.query(
      `UPDATE identity.portal_sign_in_tokens SET used_at = now() WHERE token_hash = $1`,
      [tokenHash],
    );
    return stored.counterpartyId;
  }

  /** The client's access was taken back: its unused links sign no one in. */
  async voidUnused(counterpartyId: number): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM identity.portal_sign_in_tokens WHERE counterparty_id = $1 AND used_at IS NULL`,
      [counterpartyId],
    );
  }
}

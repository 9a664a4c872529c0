import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';

export type TokenPurpose = 'confirm' | 'unsubscribe';

/** How long a link works: a confirmation is asked for now; an unsubscribe link sits in old e-mails. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  confirm: 3 * 24 * 3600_000,
  unsubscribe: 365 * 24 * 3600_000,
};

/** Only the hash is stored: the database alone cannot confirm or unsubscribe anybody. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A random single-purpose token for the subscription; answers the token itself (for the link). */
export async function issueToken(
  manager: EntityManager,
  subscriptionId: number,
  purpose: TokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await manager.query(
    `INSERT INTO notifications.subscription_tokens (token_hash, subscription_id, purpose, expires_at) VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')`,
    [hashToken(token), subscriptionId, purpose, TOKEN_LIFETIME_MS[purpose]],
  );
  return token;
}

/** The one-click unsubscribe token of a client's account-wide following (not of one subscription). */
export async function issueAccountUnsubscribeToken(
  manager: EntityManager,
  counterpartyId: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await manager.query(
    `INSERT INTO notifications.subscription_tokens (token_hash, counterparty_id, purpose, expires_at) VALUES ($1, $2, 'unsubscribe', now() + $3 * interval '1 millisecond')`,
    [hashToken(token), counterpartyId, TOKEN_LIFETIME_MS.unsubscribe],
  );
  return token;
}

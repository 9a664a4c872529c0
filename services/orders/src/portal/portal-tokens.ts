import { createHash, randomBytes } from 'node:crypto';
import { PORTAL_SIGN_IN_TOKEN_MINUTES } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';

/** Tokens are kept only as SHA-256: a copy of the table signs no one in. */
export const hashSignInToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** A new single-use sign-in token of the client, valid PORTAL_SIGN_IN_TOKEN_MINUTES; the raw token goes only into the e-mail. */
export async function issueSignInToken(
  manager: EntityManager,
  counterpartyId: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await manager.query(
    `INSERT INTO orders.portal_sign_in_tokens (token_hash, counterparty_id, expires_at)
     VALUES ($1, $2, now() + $3 * interval '1 minute')`,
    [hashSignInToken(token), counterpartyId, PORTAL_SIGN_IN_TOKEN_MINUTES],
  );
  return token;
}

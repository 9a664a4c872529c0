import { createHash, randomBytes } from 'node:crypto';
import { PORTAL_SIGN_IN_TOKEN_MINUTES } from '@silkway/contracts';

/** A new link's token: the raw one for the e-mail, the rest for the table. */
export interface NewSignInToken {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

export interface StoredSignInToken {
  expiresAt: Date;
  usedAt: Date | null;
}

/** Tokens are kept only as SHA-256: a copy of the table signs no one in. */
export const hashSignInToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** 32 random bytes (base64url), valid PORTAL_SIGN_IN_TOKEN_MINUTES from `now`. */
export function newSignInToken(now: Date): NewSignInToken {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    tokenHash: hashSignInToken(token),
    expiresAt: new Date(now.getTime() + PORTAL_SIGN_IN_TOKEN_MINUTES * 60_000),
  };
}

/** A token signs in once, before it expires. */
export const isUsable = (stored: StoredSignInToken, now: Date): boolean =>
  stored.usedAt === null && stored.expiresAt.getTime() > now.getTime();

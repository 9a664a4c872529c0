import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { API_TOKEN_PATTERN, type CachedApiToken } from '@silkway/contracts';

/** The digest a token is stored and looked up by: a copy of the store holds no usable token. */
export const apiTokenDigestOf = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** A live token found by the gateway, with how its calls of this minute count against its limit. */
export interface ResolvedApiToken extends CachedApiToken {
  callsThisMinute: number;
}

/**
 * API tokens in Redis, a cache of identity's table (docs/integrations.md "API tokens"): identity puts
 * a token in on creation, takes it out on revocation and rebuilds the lot when it starts; the gateway
 * looks a Bearer token up here in one round trip, so it needs no database and a revocation holds at once.
 */
export class ApiTokenStore {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  async put(digest: string, token: CachedApiToken): Promise<void> {
    const key = this.tokenKey(digest);
    if (token.expiresAt === null) await this.redis.set(key, JSON.stringify(token));
    else await this.redis.set(key, JSON.stringify(token), 'PXAT', token.expiresAt);
  }

  async drop(digest: string): Promise<void> {
    await this.redis.del(this.tokenKey(digest));
  }

  /**
   * The live token `bearer` names, its use counted (this minute's calls, when it was last used);
   * undefined when malformed, unknown, revoked or expired.
   */
  async resolve(bearer: string, now = Date.now()): Promise<ResolvedApiToken | undefined> {
    if (!API_TOKEN_PATTERN.test(bearer)) return undefined;
    const stored = await this.redis.get(this.tokenKey(apiTokenDigestOf(bearer)));
    if (stored === null) return undefined;
    const token = JSON.parse(stored) as CachedApiToken;
    if (token.expiresAt !== null && token.expiresAt <= now) return undefined;
    const minuteKey = `${this.keyPrefix}api-token-calls:${token.tokenId}:${Math.floor(now / 60_000)}`;
    const replies = await this.redis
      .multi()
      .incr(minuteKey)
      .pexpire(minuteKey, 60_000)
      .set(this.lastUsedKey(token.tokenId), String(now))
      .exec();
    return { ...token, callsThisMinute: Number(replies?.[0]?.[1] ?? 0) };
  }

  /** When each token was last used (epoch ms), or null: the list shows it. */
  async lastUsed(tokenIds: readonly number[]): Promise<(number | null)[]> {
    if (tokenIds.length === 0) return [];
    const values = await this.redis.mget(tokenIds.map((id) => this.lastUsedKey(id)));
    return values.map((value) => (value === null ? null : Number(value)));
  }

  private tokenKey(digest: string): string {
    return `${this.keyPrefix}api-token:${digest}`;
  }

  private lastUsedKey(tokenId: number): string {
    return `${this.keyPrefix}api-token-used:${tokenId}`;
  }
}

import type { Redis } from 'ioredis';

export interface LoginRateLimits {
  failuresPerUsername: number;
  failuresPerAddress: number;
  windowMs: number;
}

/** Counts failed sign-ins per username and per client address in Redis, in fixed windows. */
export class LoginRateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly limits: LoginRateLimits,
  ) {}

  /** Milliseconds until the next attempt is allowed, or 0 when it is allowed now. */
  async blockedForMs(username: string, address: string): Promise<number> {
    const [usernameBlock, addressBlock] = await Promise.all([
      this.blockedFor(this.usernameKey(username), this.limits.failuresPerUsername),
      this.blockedFor(this.addressKey(address), this.limits.failuresPerAddress),
    ]);
    return Math.max(usernameBlock, addressBlock);
  }

  async recordFailure(username: string, address: string): Promise<void> {
    const multi = this.redis.multi();
    for (const key of [this.usernameKey(username), this.addressKey(address)]) {
      multi.incr(key).pexpire(key, this.limits.windowMs, 'NX');
    }
    await multi.exec();
  }

  /** A successful sign-in forgives the username's failures (the address keeps its count). */
  async recordSuccess(username: string): Promise<void> {
    await this.redis.del(this.usernameKey(username));
  }

  private async blockedFor(key: string, limit: number): Promise<number> {
    const [count, ttl] = await Promise.all([this.redis.get(key), this.redis.pttl(key)]);
    return Number(count ?? 0) >= limit ? Math.max(ttl, 1000) : 0;
  }

  private usernameKey(username: string): string {
    return `${this.keyPrefix}login-failures:user:${username.toLowerCase()}`;
  }

  private addressKey(address: string): string {
    return `${this.keyPrefix}login-failures:address:${address}`;
  }
}

import type { Redis } from 'ioredis';

export interface LoginRateLimits {
  failuresPerUsername: number;
  failuresPerAddress: number;
  windowMs: number;
}

/** An attempt may go on (its failure already counted), or waits this long. */
export type LoginAttemptVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

// Checks both counts and, when neither is at its limit, counts the attempt as a failure in the same
// step: parallel attempts each take a slot, so no more than the limit reach the password check.
// KEYS: username key, address key. ARGV: username limit, address limit, window in ms.
const RESERVE_ATTEMPT = `
local waitMs = 0
for i = 1, 2 do
  if tonumber(redis.call('GET', KEYS[i]) or '0') >= tonumber(ARGV[i]) then
    waitMs = math.max(waitMs, redis.call('PTTL', KEYS[i]), 1000)
  end
end
if waitMs > 0 then return waitMs end
for i = 1, 2 do
  redis.call('INCR', KEYS[i])
  redis.call('PEXPIRE', KEYS[i], ARGV[3], 'NX')
end
return 0
`;

type RedisWithReserve = Redis & {
  reserveLoginAttempt(
    usernameKey: string,
    addressKey: string,
    usernameLimit: number,
    addressLimit: number,
    windowMs: number,
  ): Promise<number>;
};

/**
 * Counts failed sign-ins per username and per client address in Redis, in fixed windows. Every
 * attempt is counted as a failure before its password is checked; a success gives its slot back.
 */
export class LoginRateLimiter {
  private readonly redis: RedisWithReserve;

  constructor(
    redis: Redis,
    private readonly keyPrefix: string,
    private readonly limits: LoginRateLimits,
  ) {
    if (!('reserveLoginAttempt' in redis))
      redis.defineCommand('reserveLoginAttempt', { numberOfKeys: 2, lua: RESERVE_ATTEMPT });
    this.redis = redis as RedisWithReserve;
  }

  /** Takes a slot for one attempt of `username` from `address`, or says how long to wait. */
  async reserveAttempt(username: string, address: string): Promise<LoginAttemptVerdict> {
    const { failuresPerUsername, failuresPerAddress, windowMs } = this.limits;
    const waitMs = await this.redis.reserveLoginAttempt(
      this.usernameKey(username),
      this.addressKey(address),
      failuresPerUsername,
      failuresPerAddress,
      windowMs,
    );
    return waitMs > 0 ? { allowed: false, retryAfterMs: waitMs } : { allowed: true };
  }

  /** A successful sign-in forgives the username's failures and returns the address's slot. */
  async recordSuccess(username: string, address: string): Promise<void> {
    await this.redis.multi().del(this.usernameKey(username)).decr(this.addressKey(address)).exec();
  }

  private usernameKey(username: string): string {
    return `${this.keyPrefix}login-failures:user:${username.toLowerCase()}`;
  }

  private addressKey(address: string): string {
    return `${this.keyPrefix}login-failures:address:${address}`;
  }
}

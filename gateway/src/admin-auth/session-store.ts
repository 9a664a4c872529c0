import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { AdminUser } from '@silkway/contracts';

export interface AdminSession {
  user: AdminUser;
  /** Epoch milliseconds of sign-in; the absolute limit counts from here. */
  createdAt: number;
}

export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}

/**
 * Admin sessions in Redis. The cookie carries a random 256-bit id; Redis keys hold only its SHA-256,
 * so a copy of the store cannot be replayed as cookies. Each use pushes the idle expiry forward, never
 * past the absolute limit.
 */
export class SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly limits: SessionLimits,
  ) {}

  /** Starts a session and returns the id to put in the cookie. */
  async create(user: AdminUser, now = Date.now()): Promise<string> {
    const sessionId = randomBytes(32).toString('base64url');
    const session: AdminSession = { user, createdAt: now };
    const key = this.sessionKey(sessionId);
    await this.redis
      .multi()
      .set(key, JSON.stringify(session), 'PX', this.limits.idleMs)
      .sadd(this.userSessionsKey(user.username), key)
      .pexpire(this.userSessionsKey(user.username), this.limits.absoluteMs)
      .exec();
    return sessionId;
  }

  /**
   * The live session for this id, its idle expiry renewed; undefined when unknown or expired. One
   * round trip on every admin call: read and renewed together, the expiry cut back to the absolute
   * limit only in the session's last idle period.
   */
  async touch(sessionId: string, now = Date.now()): Promise<AdminSession | undefined> {
    const key = this.sessionKey(sessionId);
    const stored = await this.redis.getex(key, 'PX', this.limits.idleMs);
    if (stored === null) return undefined;
    const session = JSON.parse(stored) as AdminSession;
    const absoluteRemainingMs = session.createdAt + this.limits.absoluteMs - now;
    if (absoluteRemainingMs <= 0) {
      await this.redis.del(key);
      return undefined;
    }
    if (absoluteRemainingMs < this.limits.idleMs)
      await this.redis.pexpire(key, absoluteRemainingMs);
    return session;
  }

  async destroy(sessionId: string): Promise<void> {
    await this.redis.del(this.sessionKey(sessionId));
  }

  /** Ends every session of the user, e.g. after a password change. */
  async destroyAllOf(username: string): Promise<number> {
    const setKey = this.userSessionsKey(username);
    const keys = await this.redis.smembers(setKey);
    const removed = keys.length > 0 ? await this.redis.del(...keys) : 0;
    await this.redis.del(setKey);
    return removed;
  }

  private sessionKey(sessionId: string): string {
    return `${this.keyPrefix}session:${createHash('sha256').update(sessionId).digest('hex')}`;
  }

  private userSessionsKey(username: string): string {
    return `${this.keyPrefix}user-sessions:${username}`;
  }
}

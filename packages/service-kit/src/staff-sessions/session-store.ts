import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Role } from '@silkway/contracts';

/** Who a session belongs to; the permissions follow from the role when a call is checked. */
export interface SessionUser {
  username: string;
  fullName: string;
  email: string | null;
  role: Role;
  twoFactor: boolean;
}

/** Where a session was opened from, shown in the list of one's sessions. */
export interface SessionOrigin {
  ip: string | null;
  userAgent: string | null;
}

export interface AdminSession extends SessionOrigin {
  user: SessionUser;
  /** Epoch milliseconds of sign-in; the absolute limit counts from here. */
  createdAt: number;
}

/** A session as its owner sees it listed; `id` is the digest of the cookie, not the cookie. */
export interface ListedSession extends SessionOrigin {
  id: string;
  createdAt: number;
  lastActiveAt: number;
}

/** The id a session is listed under: the digest of its cookie, which cannot sign anyone in. */
export const listedSessionIdOf = (sessionId: string): string =>
  createHash('sha256').update(sessionId).digest('hex');

export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}

/**
 * Staff sessions in Redis: identity opens, lists, changes and ends them; the gateway looks them up
 * on every admin call. The cookie carries a random 256-bit id; Redis keys hold only its SHA-256,
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
  async create(user: SessionUser, origin: SessionOrigin, now = Date.now()): Promise<string> {
    const sessionId = randomBytes(32).toString('base64url');
    const session: AdminSession = { user, createdAt: now, ...origin };
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
    // A session opened before roles existed names none: its holder signs in again.
    if (!session.user.role) return undefined;
    const absoluteRemainingMs = session.createdAt + this.limits.absoluteMs - now;
    if (absoluteRemainingMs <= 0) {
      await this.redis.del(key);
      return undefined;
    }
    if (absoluteRemainingMs < this.limits.idleMs)
      await this.redis.pexpire(key, absoluteRemainingMs);
    return session;
  }

  /** The live session for this id as it is, its expiry left alone (a stream held open is no activity). */
  async peek(sessionId: string, now = Date.now()): Promise<AdminSession | undefined> {
    const stored = await this.redis.get(this.sessionKey(sessionId));
    if (stored === null) return undefined;
    const session = JSON.parse(stored) as AdminSession;
    return session.user.role && session.createdAt + this.limits.absoluteMs > now
      ? session
      : undefined;
  }

  async destroy(sessionId: string): Promise<void> {
    await this.redis.del(this.sessionKey(sessionId));
  }

  /** The user's live sessions, newest first. */
  async listOf(username: string, now = Date.now()): Promise<ListedSession[]> {
    const keys = await this.redis.smembers(this.userSessionsKey(username));
    if (keys.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const key of keys) pipeline.get(key).pttl(key);
    const replies = (await pipeline.exec()) ?? [];
    const listed: ListedSession[] = [];
    keys.forEach((key, index) => {
      const stored = replies[index * 2]?.[1] as string | null;
      const remainingMs = replies[index * 2 + 1]?.[1] as number;
      if (stored === null) return;
      const session = JSON.parse(stored) as AdminSession;
      listed.push({
        id: key.slice(key.lastIndexOf(':') + 1),
        createdAt: session.createdAt,
        // Each use renews the idle expiry, so the time left tells when it was last used.
        lastActiveAt: Math.min(now, now - (this.limits.idleMs - remainingMs)),
        ip: session.ip ?? null,
        userAgent: session.userAgent ?? null,
      });
    });
    return listed.sort((a, b) => b.createdAt - a.createdAt);
  }

  /** Ends one of the user's sessions by its listed id; false when the user has no such session. */
  async destroyListed(username: string, listedId: string): Promise<boolean> {
    const key = this.listedKey(listedId);
    // Taken out of the user's own set first: another person's session id ends nothing.
    if ((await this.redis.srem(this.userSessionsKey(username), key)) === 0) return false;
    return (await this.redis.del(key)) === 1;
  }

  /**
   * Ends every session of the user (after a password change, a reset or disabling), but for the one
   * listed as `keepListedId` when given: the one the change was made from.
   */
  async destroyAllOf(username: string, keepListedId?: string): Promise<number> {
    const setKey = this.userSessionsKey(username);
    const kept = keepListedId ? this.listedKey(keepListedId) : undefined;
    const keys = (await this.redis.smembers(setKey)).filter((key) => key !== kept);
    const removed = keys.length > 0 ? await this.redis.del(...keys) : 0;
    if (kept) {
      if (keys.length > 0) await this.redis.srem(setKey, ...keys);
    } else await this.redis.del(setKey);
    return removed;
  }

  /** Writes the user's new name, role or second factor into each of their live sessions. */
  async updateUserOfAll(username: string, user: SessionUser): Promise<void> {
    const keys = await this.redis.smembers(this.userSessionsKey(username));
    for (const key of keys) {
      const stored = await this.redis.get(key);
      if (stored === null) continue;
      const session = JSON.parse(stored) as AdminSession;
      // XX: a session ended meanwhile stays ended.
      await this.redis.set(key, JSON.stringify({ ...session, user }), 'KEEPTTL', 'XX');
    }
  }

  private sessionKey(sessionId: string): string {
    return this.listedKey(listedSessionIdOf(sessionId));
  }

  private listedKey(listedId: string): string {
    return `${this.keyPrefix}session:${listedId}`;
  }

  private userSessionsKey(username: string): string {
    return `${this.keyPrefix}user-sessions:${username}`;
  }
}

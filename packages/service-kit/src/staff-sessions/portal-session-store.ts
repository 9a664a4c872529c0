import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { listedSessionIdOf } from './session-store.js';

export interface PortalSession {
  counterpartyId: number;
  /** Epoch milliseconds of sign-in. */
  createdAt: number;
}

/**
 * Client sessions in Redis, apart from staff sessions: identity opens and ends them, the gateway
 * looks them up. A random 256-bit id in the client's cookie, only its SHA-256 (its listed id) in the
 * key. Each use pushes the expiry forward (sliding, no absolute limit). Each client's sessions are
 * also listed under it, so taking its access back ends them all (destroyAllOf).
 */
export class PortalSessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly lifetimeMs: number,
  ) {}

  async create(counterpartyId: number, now = Date.now()): Promise<string> {
    const sessionId = randomBytes(32).toString('base64url');
    const session: PortalSession = { counterpartyId, createdAt: now };
    const key = this.keyOf(listedSessionIdOf(sessionId));
    await this.forgetEndedSessionsOf(counterpartyId);
    await this.redis
      .multi()
      .set(key, JSON.stringify(session), 'PX', this.lifetimeMs)
      .sadd(this.sessionsOfKey(counterpartyId), key)
      .exec();
    return sessionId;
  }

  /** The live session, its expiry renewed in the same round trip; undefined when unknown or expired. */
  async touch(sessionId: string): Promise<PortalSession | undefined> {
    const key = this.keyOf(listedSessionIdOf(sessionId));
    const stored = await this.redis.getex(key, 'PX', this.lifetimeMs);
    return stored === null ? undefined : (JSON.parse(stored) as PortalSession);
  }

  /** The live session as it is, its expiry left alone (a stream held open is no activity). */
  async peek(sessionId: string): Promise<PortalSession | undefined> {
    const stored = await this.redis.get(this.keyOf(listedSessionIdOf(sessionId)));
    return stored === null ? undefined : (JSON.parse(stored) as PortalSession);
  }

  async destroy(sessionId: string): Promise<void> {
    await this.destroyListed(listedSessionIdOf(sessionId));
  }

  /** Ends the session by its listed id, as the gateway passes it on (the cookie stays at the gateway). */
  async destroyListed(listedSessionId: string): Promise<void> {
    await this.redis.del(this.keyOf(listedSessionId));
  }

  /** Ends every session of the client (its access taken back); answers how many were live. */
  async destroyAllOf(counterpartyId: number): Promise<number> {
    const listKey = this.sessionsOfKey(counterpartyId);
    const keys = await this.redis.smembers(listKey);
    const removed = keys.length > 0 ? await this.redis.del(...keys) : 0;
    await this.redis.del(listKey);
    return removed;
  }

  /**
   * The list has no expiry of its own (a session slides with each use, its list entry cannot), so
   * the entries of sessions that expired or were signed out go when the client signs in again.
   */
  private async forgetEndedSessionsOf(counterpartyId: number): Promise<void> {
    const listKey = this.sessionsOfKey(counterpartyId);
    const keys = await this.redis.smembers(listKey);
    if (keys.length === 0) return;
    const live = await Promise.all(keys.map((key) => this.redis.exists(key)));
    const ended = keys.filter((_, index) => live[index] === 0);
    if (ended.length > 0) await this.redis.srem(listKey, ...ended);
  }

  private sessionsOfKey(counterpartyId: number): string {
    return `${this.keyPrefix}portal-sessions-of:${counterpartyId}`;
  }

  private keyOf(listedSessionId: string): string {
    return `${this.keyPrefix}portal-session:${listedSessionId}`;
  }
}

import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface PortalSession {
  counterpartyId: number;
  /** Epoch milliseconds of sign-in. */
  createdAt: number;
}

/**
 * Client sessions in Redis, apart from staff sessions: a random 256-bit id in the client's cookie,
 * only its SHA-256 in the key. Each use pushes the expiry forward (sliding, no absolute limit).
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
    await this.redis.set(this.keyOf(sessionId), JSON.stringify(session), 'PX', this.lifetimeMs);
    return sessionId;
  }

  /** The live session, its expiry renewed in the same round trip; undefined when unknown or expired. */
  async touch(sessionId: string): Promise<PortalSession | undefined> {
    const stored = await this.redis.getex(this.keyOf(sessionId), 'PX', this.lifetimeMs);
    return stored === null ? undefined : (JSON.parse(stored) as PortalSession);
  }

  /** The live session as it is, its expiry left alone (a stream held open is no activity). */
  async peek(sessionId: string): Promise<PortalSession | undefined> {
    const stored = await this.redis.get(this.keyOf(sessionId));
    return stored === null ? undefined : (JSON.parse(stored) as PortalSession);
  }

  async destroy(sessionId: string): Promise<void> {
    await this.redis.del(this.keyOf(sessionId));
  }

  private keyOf(sessionId: string): string {
    return `${this.keyPrefix}portal-session:${createHash('sha256').update(sessionId).digest('hex')}`;
  }
}

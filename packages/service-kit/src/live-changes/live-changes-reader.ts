import type { KeptLiveChange } from '@silkway/contracts';
import { Redis } from 'ioredis';
import { LIVE_CHANGE_FIELD, liveChangesKey } from './live-changes-stream.js';
import { REDIS_RETRIES_PER_CALL } from '../failures.js';

/** A stream entry: its id and the change it holds (undefined for an entry of no change). */
export interface LiveChangeEntry {
  id: string;
  change: KeptLiveChange | undefined;
}

export interface LiveChangesReaderHandlers {
  /** What one read brought, in the stream's order; the next read waits for it. */
  changes: (entries: LiveChangeEntry[]) => Promise<void>;
  /**
   * Redis came back without the changes this reader had not read yet (restarted without its data):
   * whoever follows them must reload what it shows.
   */
  lost: () => void;
}

const ENTRY_ID = /^\d{1,15}-\d{1,10}$/;
/** Where a reader of an empty (or absent) stream stands: before any entry. */
const BEFORE_ANY_ENTRY = '0-0';

/** Whether stream entry id `a` comes before `b`. */
export function entryBefore(a: string, b: string): boolean {
  const [aTime, aSeq] = a.split('-').map(BigInt) as [bigint, bigint];
  const [bTime, bSeq] = b.split('-').map(BigInt) as [bigint, bigint];
  return aTime < bTime || (aTime === bTime && aSeq < bSeq);
}

type RawEntry = [id: string, fields: string[]];

const entryOf = ([id, fields]: RawEntry): LiveChangeEntry => {
  const data = fields[fields.indexOf(LIVE_CHANGE_FIELD) + 1];
  return { id, change: data ? (JSON.parse(data) as KeptLiveChange) : undefined };
};

/**
 * Follows the stack's live changes stream from where it stood when the reader started
 * (docs/live-changes.md), the reading half of what `addLiveChanges` writes: every entry after that
 * position is read, across its blocking reads' timeouts; while Redis is away it waits and goes on from
 * the last entry it read, and tells `lost` when Redis came back without it.
 */
export class LiveChangesReader {
  private readonly key: string;
  /** Blocking reads hold their connection: the follower has its own, the look-backs another. */
  private readonly follower: Redis;
  private readonly lookBacks: Redis;
  /** The last entry read, or where the stream stood at the start; undefined until known. */
  private lastId: string | undefined;
  private closing = false;
  /** Settles once the reader knows where the stream stands: every entry added after it is read. */
  readonly ready: Promise<void>;
  private markReady!: () => void;
  private following?: Promise<void>;
  /**
   * Settles when `close` is called. ioredis disconnected while it waits to reconnect never settles the
   * read it queued (its timer is cleared and no socket closes), so the loop does not wait on that read alone.
   */
  private readonly closed: Promise<null>;
  private markClosed!: () => void;
  private reconnected = false;

  constructor(
    redisUrl: string,
    queuePrefix: string,
    private readonly handlers: LiveChangesReaderHandlers,
  ) {
    this.key = liveChangesKey(queuePrefix);
    this.closed = new Promise((resolve) => (this.markClosed = () => resolve(null)));
    this.ready = new Promise((resolve) => (this.markReady = resolve));
    this.follower = new Redis(redisUrl, {
      maxRetriesPerRequest: null,
      lazyConnect: true,
      connectionName: `live-changes-reader:${queuePrefix}`,
    });
    this.lookBacks = new Redis(redisUrl, {
      maxRetriesPerRequest: REDIS_RETRIES_PER_CALL,
      lazyConnect: true,
    });
    for (const connection of [this.follower, this.lookBacks])
      connection.on('error', () => undefined);
    let connectedOnce = false;
    this.follower.on('ready', () => {
      this.reconnected = connectedOnce;
      connectedOnce = true;
    });
  }

  start(): void {
    this.following = this.follow();
  }

  /**
   * The entries after `since`, or undefined when the stream no longer holds all of them (trimmed, or
   * lost with Redis's data) or `since` is no id of the stream's.
   */
  async since(since: string): Promise<LiveChangeEntry[] | undefined> {
    if (!ENTRY_ID.test(since)) return undefined;
    // A stream that had `since` is never empty (trimming keeps the newest entry): an empty one was lost.
    const [oldest] = (await this.lookBacks.xrange(this.key, '-', '+', 'COUNT', 1)) as RawEntry[];
    if (oldest === undefined || entryBefore(since, oldest[0])) return undefined;
    return ((await this.lookBacks.xrange(this.key, `(${since}`, '+')) as RawEntry[]).map(entryOf);
  }

  async close(): Promise<void> {
    this.closing = true;
    this.markClosed();
    this.follower.disconnect();
    this.lookBacks.disconnect();
    await this.following;
  }

  private async follow(): Promise<void> {
    await this.follower.connect().catch(() => undefined);
    while (!this.closing) {
      try {
        if (this.lastId === undefined) {
          // Where the stream stands, rather than XREAD's `$`: a `$` read again after a timeout
          // misses what was added between the two reads.
          const newest = (await Promise.race([
            this.follower.xrevrange(this.key, '+', '-', 'COUNT', 1),
            this.closed,
          ])) as RawEntry[] | null;
          if (this.closing) break;
          this.lastId = newest?.[0]?.[0] ?? BEFORE_ANY_ENTRY;
          this.markReady();
          continue;
        }
        const answer = (await Promise.race([
          this.follower.xread('BLOCK', 5000, 'STREAMS', this.key, this.lastId),
          this.closed,
        ])) as Array<[string, RawEntry[]]> | null;
        if (this.closing) break;
        await this.tellIfLost();
        const entries = answer?.[0]?.[1] ?? [];
        if (entries.length === 0) continue;
        this.lastId = entries.at(-1)![0];
        await this.handlers.changes(entries.map(entryOf));
      } catch {
        // Redis away: try again shortly; entries it keeps meanwhile are read from `lastId` on.
        if (!this.closing) await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }

  private async tellIfLost(): Promise<void> {
    if (!this.reconnected) return;
    this.reconnected = false;
    if (this.lastId === undefined || this.lastId === BEFORE_ANY_ENTRY) return;
    const kept = await this.follower.xrange(this.key, this.lastId, this.lastId);
    if (kept.length === 0) this.handlers.lost();
  }
}

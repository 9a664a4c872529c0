import type { ServerResponse } from 'node:http';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  type AuditEntity,
  LIVE_CHANGE_PERMISSIONS,
  type Permission,
  PORTAL_LIVE_ENTITIES,
} from '@silkway/contracts';
import { SERVICE_CONFIG } from '@silkway/service-kit';
import {
  entryBefore,
  type LiveChangeEntry,
  LiveChangesReader,
} from '@silkway/service-kit/live-changes';
import type { FastifyReply } from 'fastify';
import type { NotificationsConfig } from '../config.js';

interface LiveEvent {
  id: string;
  /** The event as the stream writes it. */
  text: string;
  permission: Permission;
  entity: AuditEntity;
  /** The client whose record changed: only its portal hears of it. */
  counterpartyId: number | null;
}

/** Who a stream is for: a staff role's permissions, or one client (its portal). */
export type StreamReader = { permissions: readonly Permission[] } | { client: number };

interface Listener {
  reply: ServerResponse;
  reader: StreamReader;
  /** Entries the shared reader brought while this stream was still replaying what it missed. */
  held?: LiveChangeEntry[];
  /** The last entry written to it: a replay and the shared reader never write one twice. */
  lastSent?: string;
}

/** Streams written before the service lets other calls run. */
const STREAMS_PER_TURN = 200;
/** Tells the screen its changes since its last event are lost: it reloads what it shows. */
const RESET = 'event: reset\ndata: {}\n\n';
const HEARTBEAT = ': heartbeat\n\n';

/** An entry as each stream writes it, with the permission that reads it: worked out once, not per stream. */
const eventOf = ({ id, change: kept }: LiveChangeEntry): LiveEvent | undefined => {
  if (!kept) return undefined;
  const { counterpartyId = null, ...change } = kept;
  return {
    id,
    // Whose record it is stays in the service: no screen is told.
    text: `id: ${id}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`,
    permission: LIVE_CHANGE_PERMISSIONS[change.entity],
    entity: change.entity,
    counterpartyId,
  };
};

const hears = ({ reader }: Listener, event: LiveEvent) =>
  'client' in reader
    ? event.counterpartyId === reader.client && PORTAL_LIVE_ENTITIES.includes(event.entity)
    : reader.permissions.includes(event.permission);

/**
 * The open streams of GET /api/admin/events and GET /api/portal/events (docs/live-changes.md): one
 * reader per process follows the stack's live changes stream in Redis, which every service's outbox
 * relay feeds, and writes each change to the streams that may hear of it. A reconnect's
 * `Last-Event-ID` replays what it missed, or answers `event: reset` when that is no longer kept.
 * Whether the session or token behind a stream still holds is the gateway's (it ends the stream).
 */
@Injectable()
export class LiveStreams implements OnModuleDestroy {
  private readonly listeners = new Set<Listener>();
  private readonly reader: LiveChangesReader;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(@Inject(SERVICE_CONFIG) config: NotificationsConfig) {
    // Redis lost the changes this process had not read yet: every screen reloads what it shows.
    this.reader = new LiveChangesReader(config.REDIS_URL, config.QUEUE_PREFIX, {
      changes: (entries) => this.fanOut(entries),
      lost: () => this.listeners.forEach((listener) => this.reset(listener)),
    });
    this.reader.start();
    // A comment line keeps proxies from closing a quiet stream.
    this.heartbeat = setInterval(
      () => void this.inTurns((listener) => listener.reply.write(HEARTBEAT)),
      config.LIVE_HEARTBEAT_MS,
    );
  }

  /** Sends the headers (written raw: never buffered) and holds the stream open for `reader`. */
  async hold(reply: FastifyReply, reader: StreamReader, since: string | undefined): Promise<void> {
    // Answered once the reader follows the stream: every change after the answer reaches the screen.
    await this.reader.ready;
    reply.hijack();
    // The body ends with the connection, so each write goes to the socket as it is, without the
    // framing of chunked encoding.
    reply.raw.removeHeader('transfer-encoding');
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      // A stream ended here (the service stops) takes its connection with it: left open and idle,
      // it would hold the shutdown until the keep-alive timeout.
      connection: 'close',
    });
    reply.raw.write('retry: 2000\n\n');
    const listener: Listener = {
      reply: reply.raw,
      reader,
      ...(since === undefined ? {} : { held: [] }),
    };
    this.listeners.add(listener);
    reply.raw.on('close', () => this.listeners.delete(listener));
    if (since !== undefined) await this.replay(listener, since).catch(() => this.reset(listener));
  }

  /** Before the server waits for its connections to end: an open stream never would by itself. */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const listener of this.listeners) listener.reply.end();
    await this.reader.close();
  }

  /** What `events` write to `listener`; `encoded` keeps each text's bytes, made once for all streams. */
  private send(
    listener: Listener,
    events: ReadonlyArray<LiveEvent | undefined>,
    encoded = new Map<string, Buffer>(),
  ) {
    let text = '';
    for (const event of events) {
      if (!event || (listener.lastSent && !entryBefore(listener.lastSent, event.id))) continue;
      listener.lastSent = event.id;
      if (hears(listener, event)) text += event.text;
    }
    if (!text) return;
    let bytes = encoded.get(text);
    if (!bytes) encoded.set(text, (bytes = Buffer.from(text)));
    listener.reply.write(bytes);
  }

  /**
   * Runs `write` for every stream, a slice of streams at a time with the other calls' turn in
   * between: 2,000 streams written in one go held the process for tens of milliseconds (bench
   * streams, bench/README.md).
   */
  private async inTurns(write: (listener: Listener) => void) {
    let written = 0;
    for (const listener of [...this.listeners]) {
      write(listener);
      if (++written % STREAMS_PER_TURN === 0) await new Promise(setImmediate);
    }
  }

  /** Tells the stream its changes since its last event are lost, once it holds nothing back. */
  private reset(listener: Listener) {
    listener.reply.write(RESET);
    delete listener.held;
  }

  /** What one read brought goes to every stream in one write each; each text is encoded once for all. */
  private fanOut(entries: LiveChangeEntry[]) {
    const events = entries.map(eventOf);
    const encoded = new Map<string, Buffer>();
    return this.inTurns((listener) =>
      listener.held ? listener.held.push(...entries) : this.send(listener, events, encoded),
    );
  }

  /** Writes what the stream missed since `since` (or `reset`), then the entries held meanwhile. */
  private async replay(listener: Listener, since: string): Promise<void> {
    const missed = await this.reader.since(since).catch(() => undefined);
    if (missed) listener.lastSent = since;
    else listener.reply.write(RESET);
    this.send(listener, [...(missed ?? []), ...(listener.held ?? [])].map(eventOf));
    delete listener.held;
  }
}

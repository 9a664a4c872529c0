import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  api,
  LIVE_CHANGE_PERMISSIONS,
  type AuditEntity,
  permissionsOfRole,
  type Permission,
  PORTAL_LIVE_ENTITIES,
  PORTAL_SESSION_COOKIE,
  SESSION_COOKIE,
} from '@silkway/contracts';
import {
  entryBefore,
  type LiveChangeEntry,
  LiveChangesReader,
} from '@silkway/service-kit/live-changes';
import type { ApiTokenStore, SessionStore } from '@silkway/service-kit/staff-sessions';
import { bearerTokenOf } from '../admin-auth/admin-auth.routes.js';
import type { PortalSessionStore } from '@silkway/service-kit/staff-sessions';

export interface LiveEventsOptions {
  redisUrl: string;
  queuePrefix: string;
  sessions: SessionStore;
  apiTokens: ApiTokenStore;
  portalSessions: PortalSessionStore;
  /** A comment line this often keeps proxies from closing a quiet stream; the session is checked with it. */
  heartbeatMs: number;
}

interface LiveEvent {
  id: string;
  /** The event as the stream writes it. */
  text: string;
  permission: Permission;
  entity: AuditEntity;
  /** The client whose record changed: only its portal hears of it. */
  counterpartyId: number | null;
}

interface Listener {
  reply: ServerResponse;
  /** What the stream's session or API token may read now; undefined once it has ended or been revoked. */
  currentPermissions: () => Promise<readonly Permission[] | undefined>;
  /** Who holds the stream (its session or token): the tabs of one are checked once per heartbeat. */
  holder: string;
  permissions: readonly Permission[];
  /** A client's portal stream: it hears only of its own records (PORTAL_LIVE_ENTITIES). */
  client?: number;
  /** Entries the shared reader brought while this stream was still replaying what it missed. */
  held?: LiveChangeEntry[];
  /** The last entry written to it: a replay and the shared reader never write one twice. */
  lastSent?: string;
}

/** Streams written before the gateway lets other calls run. */
const STREAMS_PER_TURN = 200;
/** Tells the screen its changes since its last event are lost: it reloads what it shows. */
const RESET = 'event: reset\ndata: {}\n\n';

/**
 * GET /api/admin/events and GET /api/portal/events (issue 33 §1, docs/live-changes.md): each tab holds one stream; one reader per
 * gateway follows the stack's live changes stream in Redis, which every service's outbox relay feeds,
 * and writes each change to the streams whose role may read its kind of record. A reconnect's
 * `Last-Event-ID` replays what it missed, or answers `event: reset` when that is no longer kept.
 */
export function installLiveEvents(app: FastifyInstance, options: LiveEventsOptions): void {
  const listeners = new Set<Listener>();

  /** An entry as each stream writes it, with the permission that reads it: worked out once, not per stream. */
  const eventOf = ({ id, change: kept }: LiveChangeEntry): LiveEvent | undefined => {
    if (!kept) return undefined;
    const { counterpartyId = null, ...change } = kept;
    return {
      id,
      // Whose record it is stays in the gateway: no screen is told.
      text: `id: ${id}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`,
      permission: LIVE_CHANGE_PERMISSIONS[change.entity],
      entity: change.entity,
      counterpartyId,
    };
  };
  const hears = (listener: Listener, event: LiveEvent) =>
    listener.client === undefined
      ? listener.permissions.includes(event.permission)
      : event.counterpartyId === listener.client && PORTAL_LIVE_ENTITIES.includes(event.entity);
  /** What `events` write to `listener`; `encoded` keeps each text's bytes, made once for all streams. */
  const send = (
    listener: Listener,
    events: ReadonlyArray<LiveEvent | undefined>,
    encoded = new Map<string, Buffer>(),
  ) => {
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
  };

  /**
   * Runs `write` for every stream, a slice of streams at a time with the other calls' turn in
   * between: 2,000 streams written in one go held the gateway for tens of milliseconds (bench
   * streams, bench/README.md).
   */
  const inTurns = async (write: (listener: Listener) => void) => {
    let written = 0;
    for (const listener of [...listeners]) {
      write(listener);
      if (++written % STREAMS_PER_TURN === 0) await new Promise(setImmediate);
    }
  };
  /** Tells the stream its changes since its last event are lost, once it holds nothing back. */
  const reset = (listener: Listener) => {
    listener.reply.write(RESET);
    delete listener.held;
  };

  /** What one read brought goes to every stream in one write each; each text is encoded once for all. */
  const fanOut = (entries: LiveChangeEntry[]) => {
    const events = entries.map(eventOf);
    const encoded = new Map<string, Buffer>();
    return inTurns((listener) =>
      listener.held ? listener.held.push(...entries) : send(listener, events, encoded),
    );
  };

  // Redis lost the changes this gateway had not read yet: every screen reloads what it shows.
  const reader = new LiveChangesReader(options.redisUrl, options.queuePrefix, {
    changes: fanOut,
    lost: () => listeners.forEach(reset),
  });
  reader.start();

  /** A heartbeat to every stream, its holder's session or token read once for all its tabs. */
  const beat = () => {
    const checks = new Map<string, Promise<readonly Permission[] | undefined>>();
    return inTurns((listener) => {
      listener.reply.write(': heartbeat\n\n');
      let check = checks.get(listener.holder);
      if (!check) checks.set(listener.holder, (check = listener.currentPermissions()));
      void check.then(
        (permissions) => {
          if (!permissions) return listener.reply.end();
          listener.permissions = permissions;
        },
        () => undefined,
      );
    });
  };
  const heartbeat = setInterval(() => void beat(), options.heartbeatMs);

  /** Writes what the stream missed since `since` (or `reset`), then the entries held meanwhile. */
  const replay = async (listener: Listener, since: string): Promise<void> => {
    const missed = await reader.since(since).catch(() => undefined);
    if (missed) listener.lastSent = since;
    else listener.reply.write(RESET);
    send(listener, [...(missed ?? []), ...(listener.held ?? [])].map(eventOf));
    delete listener.held;
  };

  /** Sends the headers (written raw: never buffered nor compressed) and holds the stream open. */
  const hold = async (
    request: FastifyRequest,
    reply: FastifyReply,
    listener: Omit<Listener, 'reply' | 'held'>,
  ) => {
    const since = request.headers['last-event-id'];
    // Answered once the reader follows the stream: every change after the answer reaches the screen.
    await reader.ready;
    reply.hijack();
    // The body ends with the connection, so each write goes to the socket as it is, without the
    // framing of chunked encoding.
    reply.raw.removeHeader('transfer-encoding');
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      // A stream the gateway ends (its session ended, or the gateway stops) takes its connection with
      // it: left open and idle, it would hold the gateway's shutdown until the keep-alive timeout.
      connection: 'close',
    });
    reply.raw.write('retry: 2000\n\n');
    const held: Listener = {
      ...listener,
      reply: reply.raw,
      ...(typeof since === 'string' ? { held: [] } : {}),
    };
    listeners.add(held);
    reply.raw.on('close', () => listeners.delete(held));
    if (typeof since === 'string') await replay(held, since).catch(() => reset(held));
  };

  app.get(api.live.adminChanges.path, async (request, reply) => {
    const bearer = bearerTokenOf(request.headers.authorization);
    const sessionId = request.cookies[SESSION_COOKIE]!;
    const roleNow = async () =>
      bearer === undefined
        ? (await options.sessions.peek(sessionId))?.user.role
        : (await options.apiTokens.resolve(bearer))?.role;
    await hold(request, reply, {
      currentPermissions: async () => {
        const role = await roleNow();
        return role && permissionsOfRole(role);
      },
      holder: bearer === undefined ? `session:${sessionId}` : `token:${bearer}`,
      permissions: permissionsOfRole(request.adminUser!.role),
    });
  });

  app.get(api.live.portalChanges.path, async (request, reply) => {
    const client = request.portalSession!.counterpartyId;
    const sessionId = request.cookies[PORTAL_SESSION_COOKIE]!;
    await hold(request, reply, {
      currentPermissions: async () =>
        (await options.portalSessions.peek(sessionId))?.counterpartyId === client ? [] : undefined,
      holder: `client-session:${sessionId}`,
      permissions: [],
      client,
    });
  });

  // Before the server waits for its connections to end: an open stream never would by itself.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const listener of listeners) listener.reply.end();
  });
  app.addHook('onClose', () => reader.close());
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PORTAL_SESSION_COOKIE, SESSION_COOKIE } from '@silkway/contracts';
import type {
  ApiTokenStore,
  PortalSessionStore,
  SessionStore,
} from '@silkway/service-kit/staff-sessions';
import { bearerTokenOf } from '../admin-auth/admin-auth.routes.js';

/**
 * The event streams the gateway proxies (docs/live-changes.md). The service behind them sees no
 * session, so every `checkMs` the gateway reads each stream's session or API token again, once for
 * all the tabs of one and without renewing it (an open tab is no activity), and ends a stream whose
 * session or token has ended or whose role changed. The screen reconnects with `Last-Event-ID`.
 */
export function openStreams(
  app: FastifyInstance,
  stores: { sessions: SessionStore; apiTokens: ApiTokenStore; portalSessions: PortalSessionStore },
  checkMs: number,
) {
  /** What a staff session, an API token or a client session reads now: a role, a client, or undefined once ended. */
  const readNow = {
    session: async (id: string) => (await stores.sessions.peek(id))?.user.role,
    token: async (bearer: string) => (await stores.apiTokens.resolve(bearer))?.role,
    client: async (id: string) => (await stores.portalSessions.peek(id))?.counterpartyId,
  };
  /** A stream proxied: what holds it (`held` `by` its cookie or token), and what that read when it opened. */
  type OpenStream = { reply: FastifyReply; held: keyof typeof readNow; by: string; was: unknown };
  const streams = new Set<OpenStream>();
  const timer = setInterval(() => {
    const reads = new Map<string, Promise<string | number | undefined>>();
    for (const stream of streams) {
      const key = `${stream.held}:${stream.by}`;
      let read = reads.get(key);
      if (!read) reads.set(key, (read = readNow[stream.held](stream.by)));
      // Redis away: the stream stays, and is checked again next round.
      void read.then((now) => now === stream.was || stream.reply.raw.destroy()).catch(() => 0);
    }
  }, checkMs);
  // Before the server waits for its connections to end: an open stream never would by itself.
  app.addHook('preClose', (done) => {
    clearInterval(timer);
    for (const stream of streams) stream.reply.raw.destroy();
    done();
  });

  return (request: FastifyRequest, reply: FastifyReply) => {
    const client = request.portalSession?.counterpartyId;
    const bearer = bearerTokenOf(request.headers.authorization);
    const role = request.adminUser?.role ?? '';
    const stream: OpenStream =
      client !== undefined
        ? { reply, held: 'client', by: request.cookies[PORTAL_SESSION_COOKIE]!, was: client }
        : bearer === undefined
          ? { reply, held: 'session', by: request.cookies[SESSION_COOKIE]!, was: role }
          : { reply, held: 'token', by: bearer, was: role };
    // The body ends with the connection, as the service sends it: a stream ended here ends cleanly.
    reply.raw.removeHeader('transfer-encoding');
    reply.header('connection', 'close');
    streams.add(stream);
    reply.raw.on('close', () => streams.delete(stream));
  };
}

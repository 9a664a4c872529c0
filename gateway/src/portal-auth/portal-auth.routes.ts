import type { FastifyInstance } from 'fastify';
import {
  api,
  PORTAL_SESSION_COOKIE,
  portalMessages,
  portalSessionBody,
  type PortalSessionAnswer,
  type StartedPortalSession,
} from '@silkway/contracts';
import {
  InternalCallError,
  InternalCallRefusedError,
  type InternalClient,
} from '@silkway/service-kit/internal-calls';
import { sendError } from '../http/error-answer.js';
import { setSessionCookie } from '../http/session-cookie.js';
import { findRoute } from '../routes/route-table.js';
import type { PortalSession, PortalSessionStore } from './portal-session-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in client's session, set on portal calls after the session check. */
    portalSession?: PortalSession;
  }
}

export interface PortalAuthOptions {
  sessions: PortalSessionStore;
  /** Asks the orders service, which owns clients' access and their sign-in tokens. */
  internal: InternalClient;
  sessionLifetimeMs: number;
}

/**
 * Client sessions (docs/portal-accounts.md): the token of an e-mailed link becomes a cookie of its
 * own; every call whose catalogue entry says `portal` needs a live one, and goes to its service with
 * the client's counterparty id (service-proxy). A staff cookie opens no portal call, nor a client
 * cookie an admin one: each check reads only its own cookie.
 */
export function installPortalAuth(app: FastifyInstance, options: PortalAuthOptions): void {
  const { sessions } = options;

  // Callback style, as the admin check: calls that need no client session pass without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const queryStart = request.url.indexOf('?');
    const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    if (findRoute(request.method, path)?.access !== 'portal') return done();
    const refuse = () => void sendError(reply, 401, portalMessages.signInRequired);
    const sessionId = request.cookies[PORTAL_SESSION_COOKIE];
    if (!sessionId) return refuse();
    sessions.touch(sessionId).then((session) => {
      if (!session) return refuse();
      request.portalSession = session;
      // The cookie slides with the session, so an active client stays signed in.
      setSessionCookie(request, reply, PORTAL_SESSION_COOKIE, sessionId, options.sessionLifetimeMs);
      done();
    }, done);
  });

  // A service refuses a client whose access was taken back: its session ends with that answer.
  app.addHook('onResponse', (request, reply, done) => {
    const sessionId = request.cookies[PORTAL_SESSION_COOKIE];
    if (!request.portalSession || reply.statusCode !== 401 || !sessionId) return done();
    sessions.destroy(sessionId).then(() => done(), done);
  });

  app.post(api.portal.startSession.path, async (request, reply) => {
    const parsed = portalSessionBody.safeParse(request.body ?? {});
    if (!parsed.success)
      return sendError(reply, 400, portalMessages.token, { token: [portalMessages.token] });
    let started: StartedPortalSession;
    try {
      started = await options.internal.call(
        api.internal.startPortalSession,
        { body: parsed.data },
        { requestId: request.id },
      );
    } catch (error) {
      if (!(error instanceof InternalCallError)) throw error;
      // Used, expired or forged: the orders service refuses the token itself.
      if (error instanceof InternalCallRefusedError && [400, 401].includes(error.status))
        return sendError(reply, 401, portalMessages.token);
      request.log.warn({ err: error }, 'sign-in token exchange failed');
      return sendError(reply, 502, 'Вход временно недоступен, попробуйте позже');
    }
    const sessionId = await sessions.create(started.counterpartyId);
    setSessionCookie(request, reply, PORTAL_SESSION_COOKIE, sessionId, options.sessionLifetimeMs);
    request.log.info(
      { event: 'portal-sign-in', counterpartyId: started.counterpartyId },
      'client signed in',
    );
    const answer: PortalSessionAnswer = { client: started.client };
    return answer;
  });

  app.post(api.portal.signOut.path, async (request, reply) => {
    const sessionId = request.cookies[PORTAL_SESSION_COOKIE];
    if (sessionId) await sessions.destroy(sessionId);
    reply.clearCookie(PORTAL_SESSION_COOKIE, { path: '/' });
    return { signedOut: true };
  });
}

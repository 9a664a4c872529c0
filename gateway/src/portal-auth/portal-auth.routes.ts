import type { FastifyInstance } from 'fastify';
import { PORTAL_SESSION_COOKIE, portalMessages } from '@silkway/contracts';
import type { PortalSession, PortalSessionStore } from '@silkway/service-kit/staff-sessions';
import { sendError } from '../http/error-answer.js';
import type { SessionCookies } from '../http/session-cookie.js';
import { findRoute, pathOf } from '../routes/route-table.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in client's session, set on portal calls after the session check. */
    portalSession?: PortalSession;
  }
}

export interface PortalAuthOptions {
  sessions: PortalSessionStore;
  sessionCookies: SessionCookies;
}

/**
 * Client sessions (docs/portal-accounts.md), opened and ended by identity: every call whose
 * catalogue entry says `portal` needs a live one, and goes to its service with the client's
 * counterparty id (service-proxy). A staff cookie opens no portal call, nor a client cookie an admin
 * one: each check reads only its own cookie. Taking a client's access back ends its sessions at the
 * source (identity, asked by orders), so a refused call ends nothing here.
 */
export function installPortalAuth(app: FastifyInstance, options: PortalAuthOptions): void {
  const { sessions, sessionCookies } = options;

  // Callback style, as the admin check: calls that need no client session pass without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const path = pathOf(request.url);
    if (findRoute(request.method, path)?.access !== 'portal') return done();
    const refuse = () => void sendError(reply, 401, portalMessages.signInRequired);
    const sessionId = request.cookies[PORTAL_SESSION_COOKIE];
    if (!sessionId) return refuse();
    sessions.touch(sessionId).then((session) => {
      if (!session) return refuse();
      request.portalSession = session;
      // The cookie slides with the session, so an active client stays signed in.
      sessionCookies.set(request, reply, PORTAL_SESSION_COOKIE, sessionId);
      done();
    }, done);
  });
}

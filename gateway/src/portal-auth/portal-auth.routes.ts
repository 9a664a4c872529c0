import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  api,
  PORTAL_SESSION_COOKIE,
  portalMessages,
  portalSessionBody,
  type PortalSessionAnswer,
} from '@silkway/contracts';
import { sendError } from '../http/error-answer.js';
import { setSessionCookie } from '../http/session-cookie.js';
import { findRoute } from '../routes/route-table.js';
import { connectionFailureOf, type ServiceAddresses } from '../proxy/service-addresses.js';
import type { PortalSession, PortalSessionStore } from './portal-session-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in client's session, set on portal calls after the session check. */
    portalSession?: PortalSession;
  }
}

export interface PortalAuthOptions {
  sessions: PortalSessionStore;
  /** The orders service, which owns clients' access and their sign-in tokens. */
  orders: ServiceAddresses;
  internalToken: string;
  sessionLifetimeMs: number;
}

const EXCHANGE_TIMEOUT_MS = 10_000;
const EXCHANGE_PATH = '/internal/portal/sessions';

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
    const response = await exchange(options, request, parsed.data.token);
    if (response.status === 401 || response.status === 400)
      return sendError(reply, 401, portalMessages.token);
    if (!response.ok) {
      request.log.warn({ status: response.status }, 'sign-in token exchange failed');
      return sendError(reply, 502, 'Вход временно недоступен, попробуйте позже');
    }
    const started = (await response.json()) as PortalSessionAnswer & { counterpartyId: number };
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

/** Asks the orders service to use up the token, stepping past a replica that refuses connections. */
async function exchange(
  { orders, internalToken }: PortalAuthOptions,
  request: FastifyRequest,
  token: string,
): Promise<Response> {
  let lastError: unknown;
  for (const origin of orders.attemptOrder()) {
    try {
      return await fetch(`${origin}${EXCHANGE_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-internal-token': internalToken,
          'x-request-id': request.id,
        },
        body: JSON.stringify({ token }),
        signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
      });
    } catch (error) {
      if (connectionFailureOf(error) !== 'not-connected') throw error;
      orders.markDown(origin);
      lastError = error;
    }
  }
  throw lastError;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_TOKEN_ACTOR_PREFIX,
  FORBIDDEN_MESSAGE,
  SESSION_COOKIE,
  api,
  permissionsOfRole,
  type AdminSessionAnswer,
} from '@silkway/contracts';
import {
  adminUserOf,
  type AdminSession,
  type ApiTokenStore,
  type SessionStore,
} from '@silkway/service-kit/staff-sessions';
import { sendError } from '../http/error-answer.js';
import { findRoute, requiresAdminSession } from '../routes/route-table.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in administrator's session (or API token's), set on /api/admin/* after the check. */
    adminSession?: AdminSession;
  }
}

export interface AdminAuthOptions {
  sessions: SessionStore;
  apiTokens: ApiTokenStore;
  apiTokenCallsPerMinute: number;
}

/** Whether the role of the session holds the permission the call names in the catalogue. */
function mayCall(session: AdminSession, method: string, path: string): boolean {
  const route = findRoute(method, path);
  // Unknown under /api/admin: answered 404 further on, to the signed-in only.
  if (!route) return true;
  // An admin call naming no permission is refused to everyone rather than open to everyone.
  return (
    route.permission !== undefined &&
    permissionsOfRole(session.user.role).includes(route.permission)
  );
}

/** The token of an `Authorization: Bearer <token>` header; undefined when the call names none. */
export function bearerTokenOf(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

/** A token's calls act as a session of its role, named by API_TOKEN_ACTOR_PREFIX. */
function apiTokenSession(
  name: string,
  role: AdminSession['user']['role'],
  request: FastifyRequest,
): AdminSession {
  return {
    user: {
      username: `${API_TOKEN_ACTOR_PREFIX}${name}`,
      fullName: name,
      email: null,
      role,
      twoFactor: false,
    },
    createdAt: Date.now(),
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  };
}

/**
 * The checks that turn away every /api/admin call but sign-in without a live session (401), or
 * outside the role's permissions (403), before it reaches a service, and /api/admin/me. Sign-in and
 * sign-out are identity's calls, routed like any other; the gateway sets the cookie their answer names.
 */
export function installAdminAuth(app: FastifyInstance, options: AdminAuthOptions): void {
  const { sessions, apiTokens, apiTokenCallsPerMinute } = options;

  // Callback style: the calls that need no session (nearly all) pass without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const queryStart = request.url.indexOf('?');
    const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    if (!requiresAdminSession(path)) return done();
    const refuse = () => void sendError(reply, 401, 'Требуется вход в систему');
    const bearer = bearerTokenOf(request.headers.authorization);
    // A call naming a token is the token's alone: a wrong one is refused, never helped by a cookie.
    if (bearer !== undefined) {
      apiTokens.resolve(bearer).then((token) => {
        if (!token) return void sendError(reply, 401, 'API-токен недействителен или отозван');
        if (token.callsThisMinute > apiTokenCallsPerMinute) {
          reply.header('retry-after', 60 - Math.floor((Date.now() % 60_000) / 1000));
          return void sendError(reply, 429, 'Слишком много запросов с этим API-токеном');
        }
        const session = apiTokenSession(token.name, token.role, request);
        if (!mayCall(session, request.method, path))
          return void sendError(reply, 403, FORBIDDEN_MESSAGE);
        request.adminSession = session;
        done();
      }, done);
      return;
    }
    const sessionId = request.cookies[SESSION_COOKIE];
    if (!sessionId) return refuse();
    sessions.touch(sessionId).then((session) => {
      if (!session) return refuse();
      if (!mayCall(session, request.method, path))
        return void sendError(reply, 403, FORBIDDEN_MESSAGE);
      request.adminSession = session;
      done();
    }, done);
  });

  app.get(api.auth.me.path, async (request): Promise<AdminSessionAnswer | undefined> => {
    return request.adminSession && { user: adminUserOf(request.adminSession.user) };
  });
}

import type { FastifyInstance } from 'fastify';
import {
  API_TOKEN_ACTOR_PREFIX,
  FORBIDDEN_MESSAGE,
  SESSION_COOKIE,
  api,
  permissionsOfRole,
  type AdminSessionAnswer,
  type Role,
} from '@silkway/contracts';
import {
  adminUserOf,
  type ApiTokenStore,
  type SessionStore,
  type SessionUser,
} from '@silkway/service-kit/staff-sessions';
import { sendError } from '../http/error-answer.js';
import { findRoute, pathOf, requiresAdminSession } from '../routes/route-table.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who calls: the signed-in administrator, or an API token acting as its role; set on /api/admin/* after the check. */
    adminUser?: SessionUser;
  }
}

export interface AdminAuthOptions {
  sessions: SessionStore;
  apiTokens: ApiTokenStore;
  apiTokenCallsPerMinute: number;
}

/** Whether the role holds the permission the call names in the catalogue. */
function mayCall(role: Role, method: string, path: string): boolean {
  const route = findRoute(method, path);
  // Unknown under /api/admin: answered 404 further on, to the signed-in only.
  if (!route) return true;
  // An admin call naming no permission is refused to everyone rather than open to everyone.
  return route.permission !== undefined && permissionsOfRole(role).includes(route.permission);
}

/** The token of an `Authorization: Bearer <token>` header; undefined when the call names none. */
export function bearerTokenOf(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
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
    const path = pathOf(request.url);
    if (!requiresAdminSession(path)) return done();
    const admit = (user: SessionUser) => {
      if (!mayCall(user.role, request.method, path))
        return void sendError(reply, 403, FORBIDDEN_MESSAGE);
      request.adminUser = user;
      done();
    };
    const bearer = bearerTokenOf(request.headers.authorization);
    // A call naming a token is the token's alone: a wrong one is refused, never helped by a cookie.
    if (bearer !== undefined) {
      apiTokens.resolve(bearer).then((token) => {
        if (!token) return void sendError(reply, 401, 'API-токен недействителен или отозван');
        if (token.callsThisMinute > apiTokenCallsPerMinute) {
          reply.header('retry-after', 60 - Math.floor((Date.now() % 60_000) / 1000));
          return void sendError(reply, 429, 'Слишком много запросов с этим API-токеном');
        }
        const { name, role } = token;
        const username = `${API_TOKEN_ACTOR_PREFIX}${name}`;
        admit({ username, fullName: name, email: null, role, twoFactor: false });
      }, done);
      return;
    }
    const refuse = () => void sendError(reply, 401, 'Требуется вход в систему');
    const sessionId = request.cookies[SESSION_COOKIE];
    if (!sessionId) return refuse();
    sessions.touch(sessionId).then((session) => (session ? admit(session.user) : refuse()), done);
  });

  app.get(api.auth.me.path, async (request): Promise<AdminSessionAnswer | undefined> => {
    return request.adminUser && { user: adminUserOf(request.adminUser) };
  });
}

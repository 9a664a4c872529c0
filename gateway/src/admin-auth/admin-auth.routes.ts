import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FORBIDDEN_MESSAGE,
  SESSION_COOKIE,
  adminLoginRequest,
  api,
  permissionsOfRole,
  type AdminSessionAnswer,
} from '@silkway/contracts';
import type { InternalClient } from '@silkway/service-kit/internal-calls';
import {
  adminUserOf,
  type AdminSession,
  type ApiTokenStore,
  type SessionStore,
} from '@silkway/service-kit/staff-sessions';
import { sendError } from '../http/error-answer.js';
import type { SessionCookies } from '../http/session-cookie.js';
import { validatedInput } from '../http/validated-input.js';
import { findRoute, requiresAdminSession } from '../routes/route-table.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in administrator's session, set on /api/admin/* after the session check. */
    adminSession?: AdminSession;
    /** The API token an /api/admin/* call came with (`Authorization: Bearer`), instead of a session. */
    apiToken?: { tokenId: number; name: string };
  }
}

export interface AdminAuthOptions {
  sessions: SessionStore;
  apiTokens: ApiTokenStore;
  apiTokenCallsPerMinute: number;
  /** Asks identity to check the credentials (within its sign-in limits) and open the session. */
  internal: InternalClient;
  sessionCookies: SessionCookies;
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

/**
 * A token's calls act as a session of its role, named `token:<name>` in the audit log and to the
 * services: a colon is in no staff username, so a token never passes for a colleague (their own
 * sessions, their password) whatever it is called.
 */
function apiTokenSession(
  name: string,
  role: AdminSession['user']['role'],
  request: FastifyRequest,
): AdminSession {
  return {
    user: { username: `token:${name}`, fullName: name, email: null, role, twoFactor: false },
    createdAt: Date.now(),
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  };
}

/**
 * Admin sign-in and the checks that turn away every other /api/admin call without a live session
 * (401), or outside the role's permissions (403), before it reaches a service. Identity counts the
 * attempts, checks the credentials and opens the session; the gateway sets the cookie.
 */
export function installAdminAuth(app: FastifyInstance, options: AdminAuthOptions): void {
  const { sessions, apiTokens, apiTokenCallsPerMinute, internal, sessionCookies } = options;

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
        request.apiToken = { tokenId: token.tokenId, name: token.name };
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

  app.post(api.auth.login.path, async (request, reply) => {
    const credentials = validatedInput(adminLoginRequest, request.body, 'Введите логин и пароль');
    const verdict = await internal.call(
      api.internal.signInStaff,
      {
        body: {
          ...credentials,
          userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
        },
      },
      {
        requestId: request.id,
        headers: {
          'x-forwarded-for': request.ip,
          'x-admin-via': request.headers['sec-fetch-site'] === 'same-origin' ? 'ui' : 'api',
          ...(request.headers['accept-language']
            ? { 'accept-language': request.headers['accept-language'] }
            : {}),
        },
      },
    );
    if (!verdict.signedIn && verdict.retryAfterMs !== undefined) {
      reply.header('retry-after', Math.ceil(verdict.retryAfterMs / 1000));
      return sendError(reply, 429, verdict.message);
    }
    if (!verdict.signedIn) {
      request.log.info(
        { event: 'admin-login-failed', username: credentials.username },
        'admin sign-in refused',
      );
      return reply.code(401).send({
        statusCode: 401,
        message: verdict.message,
        ...(verdict.otpRequired ? { otpRequired: true } : {}),
        requestId: request.id,
      });
    }
    sessionCookies.set(request, reply, SESSION_COOKIE, verdict.sessionId);
    request.log.info({ event: 'admin-login', username: verdict.user.username }, 'admin signed in');
    return { user: verdict.user } satisfies AdminSessionAnswer;
  });

  app.get(api.auth.me.path, async (request): Promise<AdminSessionAnswer | undefined> => {
    return request.adminSession && { user: adminUserOf(request.adminSession.user) };
  });
}

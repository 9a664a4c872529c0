import type { FastifyInstance } from 'fastify';
import {
  FORBIDDEN_MESSAGE,
  SESSION_COOKIE,
  adminLoginRequest,
  api,
  permissionsOfRole,
  type AdminSessionAnswer,
} from '@silkway/contracts';
import { sendError } from '../http/error-answer.js';
import { setSessionCookie } from '../http/session-cookie.js';
import { findRoute, requiresAdminSession } from '../routes/route-table.js';
import { IdentityError } from '../identity/identity-error.js';
import { adminUserOf } from '../identity/staff-user.js';
import { validatedInput } from '../http/validated-input.js';
import { type AdminSignIn, OtpRequiredError, SignInLimitedError } from './admin-sign-in.js';
import type { AdminSession, SessionStore } from './session-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in administrator's session, set on /api/admin/* after the session check. */
    adminSession?: AdminSession;
  }
}

export interface AdminAuthOptions {
  signIn: AdminSignIn;
  sessions: SessionStore;
  absoluteSessionMs: number;
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

/**
 * Admin sign-in: login, logout, me, and the checks that turn away every other /api/admin call
 * without a live session (401), or outside the role's permissions (403), before it reaches a service.
 */
export function installAdminAuth(app: FastifyInstance, options: AdminAuthOptions): void {
  const { signIn, sessions, absoluteSessionMs } = options;

  // Callback style: the calls that need no session (nearly all) pass without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const queryStart = request.url.indexOf('?');
    const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    if (!requiresAdminSession(path)) return done();
    const refuse = () => void sendError(reply, 401, 'Требуется вход в систему');
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
    try {
      const credentials = validatedInput(adminLoginRequest, request.body, 'Введите логин и пароль');
      const { sessionId, user } = await signIn.signIn(credentials, {
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      });
      setSessionCookie(request, reply, SESSION_COOKIE, sessionId, absoluteSessionMs);
      request.log.info({ event: 'admin-login', username: user.username }, 'admin signed in');
      return { user } satisfies AdminSessionAnswer;
    } catch (error) {
      if (error instanceof SignInLimitedError) {
        const minutes = Math.ceil(error.retryAfterMs / 60_000);
        reply.header('retry-after', Math.ceil(error.retryAfterMs / 1000));
        return sendError(
          reply,
          429,
          `Слишком много неудачных попыток входа. Попробуйте снова через ${minutes} мин.`,
        );
      }
      if (!(error instanceof IdentityError)) throw error;
      if (error.statusCode === 401) {
        const username = (request.body as { username?: unknown } | undefined)?.username;
        request.log.info({ event: 'admin-login-failed', username }, 'admin sign-in refused');
      }
      if (error instanceof OtpRequiredError)
        return reply.code(401).send({
          statusCode: 401,
          message: error.message,
          otpRequired: true,
          requestId: request.id,
        });
      return sendError(reply, error.statusCode, error.message, error.fieldErrors);
    }
  });

  app.post(api.auth.logout.path, async (request, reply) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    if (sessionId) await signIn.signOut(sessionId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { signedOut: true };
  });

  app.get(api.auth.me.path, async (request): Promise<AdminSessionAnswer | undefined> => {
    return request.adminSession && { user: adminUserOf(request.adminSession.user) };
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  INVALID_CREDENTIALS_MESSAGE,
  SESSION_COOKIE,
  adminLoginRequest,
  api,
  type AdminSessionAnswer,
} from '@silkway/contracts';
import { sendError } from '../http/error-answer.js';
import { requiresAdminSession } from '../routes/route-table.js';
import type { AdminUsersRepository } from '../identity/admin-users.repository.js';
import { verifyPassword } from '../identity/password-hashing.js';
import type { LoginRateLimiter } from './login-rate-limiter.js';
import type { AdminSession, SessionStore } from './session-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in administrator's session, set on /api/admin/* after the session check. */
    adminSession?: AdminSession;
  }
}

export interface AdminAuthOptions {
  users: AdminUsersRepository;
  sessions: SessionStore;
  rateLimiter: LoginRateLimiter;
  absoluteSessionMs: number;
}

/**
 * Admin sign-in: login, logout, me, and the check that turns away every other /api/admin call
 * without a live session before it reaches a service.
 */
export function installAdminAuth(app: FastifyInstance, options: AdminAuthOptions): void {
  const { users, sessions, rateLimiter, absoluteSessionMs } = options;

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
      request.adminSession = session;
      done();
    }, done);
  });

  app.post(api.auth.login.path, async (request, reply) => {
    const parsed = adminLoginRequest.safeParse(request.body);
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues)
        (fieldErrors[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
      return sendError(reply, 400, 'Введите логин и пароль', fieldErrors);
    }
    const { username, password } = parsed.data;

    const attempt = await rateLimiter.reserveAttempt(username, request.ip);
    if (!attempt.allowed) {
      const minutes = Math.ceil(attempt.retryAfterMs / 60_000);
      reply.header('retry-after', Math.ceil(attempt.retryAfterMs / 1000));
      return sendError(
        reply,
        429,
        `Слишком много неудачных попыток входа. Попробуйте снова через ${minutes} мин.`,
      );
    }

    const user = await users.findByUsername(username);
    // Verified even when the user is unknown (against a dummy hash): both refusals take the same time.
    const passwordMatches = await verifyPassword(password, user?.passwordHash);
    if (!user || !passwordMatches) {
      request.log.info({ event: 'admin-login-failed', username }, 'admin sign-in refused');
      return sendError(reply, 401, INVALID_CREDENTIALS_MESSAGE);
    }

    await rateLimiter.recordSuccess(username, request.ip);
    const answer: AdminSessionAnswer = {
      user: { username: user.username, fullName: user.fullName },
    };
    const sessionId = await sessions.create(answer.user);
    setSessionCookie(request, reply, sessionId, absoluteSessionMs);
    request.log.info({ event: 'admin-login', username: user.username }, 'admin signed in');
    return answer;
  });

  app.post(api.auth.logout.path, async (request, reply) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    if (sessionId) await sessions.destroy(sessionId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { signedOut: true };
  });

  app.get(api.auth.me.path, async (request): Promise<AdminSessionAnswer | undefined> => {
    return request.adminSession && { user: request.adminSession.user };
  });
}

function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId: string,
  maxAgeMs: number,
): void {
  reply.setCookie(SESSION_COOKIE, sessionId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // request.protocol follows X-Forwarded-Proto only when TRUST_PROXY is on.
    secure: request.protocol === 'https',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

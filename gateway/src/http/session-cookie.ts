import type { FastifyReply, FastifyRequest } from 'fastify';

/** Sets a session's cookie (the admin's or a portal client's): HTTP-only, for the whole site, as long as the session. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: string,
  sessionId: string,
  maxAgeMs: number,
): void {
  reply.setCookie(cookie, sessionId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // request.protocol follows X-Forwarded-Proto only when TRUST_PROXY is on.
    secure: request.protocol === 'https',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE_HEADER, type ServiceName } from '@silkway/contracts';

type AnswerHeaders = Record<string, string | string[] | undefined>;

/**
 * The one place the gateway sets and clears session cookies (the admin's and a portal client's):
 * HTTP-only, for the whole site, as long as the session. Identity opens and ends the sessions; its
 * answer names the cookie to set or clear (SESSION_COOKIE_HEADER), which no browser ever sees.
 */
export class SessionCookies {
  /** `lifetimesMs`: each session cookie's name and how long it lasts. */
  constructor(private readonly lifetimesMs: Readonly<Record<string, number>>) {}

  set(request: FastifyRequest, reply: FastifyReply, cookie: string, sessionId: string): void {
    reply.setCookie(cookie, sessionId, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      // request.protocol follows X-Forwarded-Proto only when TRUST_PROXY is on.
      secure: request.protocol === 'https',
      maxAge: Math.floor((this.lifetimesMs[cookie] ?? 0) / 1000),
    });
  }

  /** Takes the order out of a service's answer headers and, from identity alone, carries it out. */
  followOrder(
    request: FastifyRequest,
    reply: FastifyReply,
    service: ServiceName,
    headers: AnswerHeaders,
  ): void {
    const order = headers[SESSION_COOKIE_HEADER];
    if (order === undefined) return;
    delete headers[SESSION_COOKIE_HEADER];
    if (service !== 'identity' || typeof order !== 'string') return;
    const separator = order.indexOf('=');
    const cookie = order.slice(0, separator);
    const sessionId = order.slice(separator + 1);
    if (separator < 0 || !(cookie in this.lifetimesMs)) return;
    if (sessionId) this.set(request, reply, cookie, sessionId);
    else reply.clearCookie(cookie, { path: '/', httpOnly: true, sameSite: 'lax' });
  }
}

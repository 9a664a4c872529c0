import { SESSION_COOKIE_HEADER } from '@silkway/contracts';
import type { FastifyReply } from 'fastify';

/** Has the gateway set the cookie `cookie` to `sessionId`, or clear it when there is none. */
export function orderSessionCookie(reply: FastifyReply, cookie: string, sessionId = ''): void {
  reply.header(SESSION_COOKIE_HEADER, `${cookie}=${sessionId}`);
}

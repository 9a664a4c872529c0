import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import replyFrom, { type FastifyReplyFromHooks } from '@fastify/reply-from';
import {
  ADMIN_SESSION_HEADER,
  API_PREFIX,
  fileTooLargeMessage,
  PORTAL_COUNTERPARTY_HEADER,
  PORTAL_SESSION_COOKIE,
  PORTAL_SESSION_HEADER,
  SESSION_COOKIE,
  type ServiceName,
} from '@silkway/contracts';
import { errorMessages } from '@silkway/service-kit/failures';
import { listedSessionIdOf } from '@silkway/service-kit/staff-sessions';
import { leaveSmallStreamUncompressed } from '../http/compression.js';
import { refuseUnreadBody, sendError } from '../http/error-answer.js';
import type { SessionCookies } from '../http/session-cookie.js';
import { findRoute, pathOf, ROUTE_TABLE, type RouteEntry } from '../routes/route-table.js';
import type { openStreams } from './open-streams.js';
import { createRouteRateLimiters, type RouteRateLimitsOptions } from './route-rate-limits.js';
import {
  ADMIN_ROLE_HEADER,
  ADMIN_USERNAME_HEADER,
  adminUsernameHeaderValue,
  DOWN_FOR_MS,
  connectionFailureOf,
  internalCallHeaders,
  REPEATABLE_METHODS,
  REQUEST_ID_HEADER,
  type ServiceAddresses,
  TRUSTED_HEADERS,
} from '@silkway/service-kit/internal-calls';

export interface ServiceProxyOptions {
  services: Record<ServiceName, ServiceAddresses>;
  internalToken: string;
  bodyLimitBytes: number;
  rateLimits: RouteRateLimitsOptions;
  /** Sets or clears the session cookie identity's sign-in and sign-out answers name. */
  sessionCookies: SessionCookies;
  /** Given, this scope forwards the event streams alone, each held by it while open. */
  holdStream?: ReturnType<typeof openStreams>;
}

interface BodyLimit {
  bytes: number;
  message: string;
}

class BodyTooLargeError extends Error {
  readonly statusCode = 413;
}

/**
 * Forwards every /api call of the route table owned by a service, streaming both bodies: nothing
 * is buffered whole, so a 25 MB data-URL upload costs no more memory than a small one. Calls go
 * over keep-alive pools to each replica in turn; see ServiceAddresses for stepping around one that is down.
 */
export async function serviceProxy(
  app: FastifyInstance,
  options: ServiceProxyOptions,
): Promise<void> {
  const { services, internalToken, bodyLimitBytes, sessionCookies, holdStream } = options;
  const rateLimiters = await createRouteRateLimiters(app, options.rateLimits);
  const bodyTooLargeMessage = errorMessages.bodyTooLarge(Math.round(bodyLimitBytes / 1024 / 1024));
  /** The call's own limit for a file body, else the gateway's for any body. */
  const bodyLimitOf = (route: RouteEntry): BodyLimit =>
    route.bodyLimitBytes === undefined
      ? { bytes: bodyLimitBytes, message: bodyTooLargeMessage }
      : { bytes: route.bodyLimitBytes, message: fileTooLargeMessage(route.bodyLimitBytes) };

  // The body stays the client's unread stream until a service connection asks for it (see limitedBody);
  // a declared length over the call's limit is refused in `forward`.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  await app.register(replyFrom, {
    // A stream holds its connection while its tab is open, quiet between the service's heartbeats:
    // no cap and no body timeout, in a pool of their own so 2,000 never hold the 64 calls need.
    undici: holdStream
      ? { connections: null, headersTimeout: 60_000, bodyTimeout: 0 }
      : { connections: 64, keepAliveTimeout: 30_000, headersTimeout: 60_000, bodyTimeout: 300_000 },
    // Fastify logs each call already; two more lines per call cost more than the proxying itself.
    disableRequestLogging: true,
  });

  const rewriteRequestHeaders: NonNullable<FastifyReplyFromHooks['rewriteRequestHeaders']> = (
    request,
    headers,
  ) => {
    for (const name of TRUSTED_HEADERS) delete headers[name];
    // The session cookie and an API token stay at the gateway: services learn who calls from the headers below.
    delete headers.cookie;
    delete headers.authorization;
    Object.assign(headers, internalCallHeaders(internalToken, request.id));
    headers['x-forwarded-for'] = request.ip;
    if (request.portalSession)
      headers[PORTAL_COUNTERPARTY_HEADER] = String(request.portalSession.counterpartyId);
    // Which client session the call came with, by its listed id (not the cookie): identity ends it on sign-out.
    const portalCookie = request.cookies[PORTAL_SESSION_COOKIE];
    if (portalCookie) headers[PORTAL_SESSION_HEADER] = listedSessionIdOf(portalCookie);
    if (request.adminUser) {
      headers[ADMIN_USERNAME_HEADER] = adminUsernameHeaderValue(request.adminUser.username);
      // Services narrow what a call may change by it (docs/security.md "Roles and permissions").
      headers[ADMIN_ROLE_HEADER] = request.adminUser.role;
      // Which session calls, by its listed id (not the cookie): identity ends it or keeps it.
      headers[ADMIN_SESSION_HEADER] = listedSessionIdOf(request.cookies[SESSION_COOKIE] ?? '');
    }
    return headers;
  };

  /** Sends the call to `origins[index]`, and on to the next address when that one could not take it. */
  const sendTo = (
    request: FastifyRequest,
    reply: FastifyReply,
    service: ServiceName,
    origins: string[],
    index: number,
    limit: BodyLimit,
  ): FastifyReply => {
    const origin = origins[index] ?? '';
    const clientBody = request.body as Readable | undefined;
    if (clientBody) request.body = limitedBody(clientBody, limit.bytes, limit.message);
    return reply.from(`${origin}${request.url}`, {
      rewriteRequestHeaders,
      rewriteHeaders: (headers) => {
        sessionCookies.followOrder(request, reply, service, headers);
        headers[REQUEST_ID_HEADER] = request.id;
        leaveSmallStreamUncompressed(request, headers['content-length']);
        if (holdStream && headers['content-type']?.startsWith('text/event-stream'))
          holdStream(request, reply);
        return headers;
      },
      onError: (_reply, { error }) => {
        request.body = clientBody;
        if (error instanceof BodyTooLargeError || error.cause instanceof BodyTooLargeError) {
          // Past the limit in a body of no declared length: the rest has no known end, so stop here.
          reply.header('connection', 'close');
          return sendError(reply, 413, limit.message);
        }
        const failure = connectionFailureOf(error);
        if (failure) services[service].markDown(origin);
        // Refused: nothing was sent, so any call may go elsewhere. Broken mid-call: only a call that
        // may be repeated, and only without a body (the part already sent cannot be sent again).
        const mayRetry =
          failure === 'not-connected' ||
          (failure === 'broken' && REPEATABLE_METHODS.has(request.method) && !clientBody);
        if (mayRetry && index + 1 < origins.length)
          return sendTo(request, reply, service, origins, index + 1, limit);

        request.log.warn({ err: error, service, origin }, 'service call failed');
        // A client body left half read would hold the connection: close it after this answer.
        if (clientBody && !request.raw.complete) reply.header('connection', 'close');
        if (failure) {
          reply.header('retry-after', Math.ceil(DOWN_FOR_MS / 1000));
          return sendError(reply, 503, errorMessages.serviceUnavailable(service));
        }
        const timedOut = (error as { statusCode?: number }).statusCode === 504;
        return sendError(reply, timedOut ? 504 : 502, errorMessages.serviceFailed(service));
      },
    });
  };

  const forward = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const path = pathOf(request.url);
    const route = findRoute(request.method, path);
    if (!route || route.owner === 'gateway')
      return sendError(reply, 404, `Не найдено: ${request.method} ${path}`);
    // An address no one can decode (the bytes of a lone surrogate) is the client's mistake, not an outage.
    if (!decodable(request.url)) return sendError(reply, 400, errorMessages.badUrl);

    if (route.rateLimit && (await rateLimiters[route.rateLimit](request, reply))) return reply;
    // A body declared over its call's limit is refused here, unread: a service that refuses it unread
    // resets the connection under the proxy, which the client would see as a 502.
    const limit = bodyLimitOf(route);
    if (Number(request.headers['content-length'] ?? 0) > limit.bytes)
      return refuseUnreadBody(reply, limit.message);
    return sendTo(request, reply, route.owner, services[route.owner].attemptOrder(), 0, limit);
  };

  if (!holdStream) return void app.all(`${API_PREFIX}/*`, forward);
  // Never compressed, whatever type the service names: a compressor holds back a part-filled block.
  for (const route of ROUTE_TABLE)
    if (route.events) app.get(route.path, { compress: false }, forward);
}

/**
 * The client's body for one attempt, failing once more than `limit` bytes have arrived (chunked
 * uploads). Nothing is read from the client before the service connection pulls the first chunk, so
 * an attempt refused at connect leaves the whole body for the next address.
 */
function limitedBody(payload: Readable, limit: number, message: string): Readable {
  let received = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      callback(received > limit ? new BodyTooLargeError(message) : null, chunk);
    },
  });
  const pullOnce = limiter._read.bind(limiter);
  let piped = false;
  limiter._read = (size) => {
    if (!piped) {
      piped = true;
      payload.on('error', (error) => limiter.destroy(error));
      payload.pipe(limiter);
    }
    pullOnce(size);
  };
  return limiter;
}

function decodable(url: string): boolean {
  if (!url.includes('%')) return true;
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

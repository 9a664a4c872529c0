import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import replyFrom from '@fastify/reply-from';
import { sendError } from '../http/error-answer.js';
import { findRoute, type ServiceName } from '../routes/route-table.js';
import { createRouteRateLimiters, RATE_LIMIT_MESSAGES, type RouteRateLimitsOptions } from './route-rate-limits.js';

export interface ServiceProxyOptions {
  serviceUrls: Record<ServiceName, string>;
  internalToken: string;
  bodyLimitBytes: number;
  rateLimits: RouteRateLimitsOptions;
}

// Identity headers only the gateway may set; a client's copy never reaches a service.
const GATEWAY_ONLY_HEADERS = ['x-internal-token', 'x-admin-username', 'x-request-id', 'cookie'];

class BodyTooLargeError extends Error {
  readonly statusCode = 413;
}

/**
 * Forwards every /api call of the route table owned by a service, streaming both bodies: nothing
 * is buffered whole, so a 25 MB data-URL upload costs no more memory than a small one.
 */
export async function serviceProxy(app: FastifyInstance, options: ServiceProxyOptions): Promise<void> {
  const { serviceUrls, internalToken, bodyLimitBytes } = options;
  const rateLimiters = await createRouteRateLimiters(app, options.rateLimits);
  const bodyTooLargeMessage = `Слишком большой запрос: не более ${Math.round(bodyLimitBytes / 1024 / 1024)} МБ`;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    const declaredLength = Number(request.headers['content-length'] ?? 0);
    if (declaredLength > bodyLimitBytes) return done(new BodyTooLargeError(bodyTooLargeMessage), undefined);
    done(null, limitStream(payload, bodyLimitBytes, bodyTooLargeMessage));
  });

  await app.register(replyFrom, { undici: { connections: 64, headersTimeout: 60_000, bodyTimeout: 300_000 } });

  const forward = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const path = request.url.split('?')[0] ?? '';
    const route = findRoute(request.method, path);
    if (!route || route.owner === 'gateway') return sendError(reply, 404, `Не найдено: ${request.method} ${path}`);
    const service = route.owner;

    if (route.rateLimit) {
      const verdict = await rateLimiters[route.rateLimit](request);
      if (!verdict.allowed) {
        reply.header('retry-after', verdict.retryAfterSeconds);
        return sendError(reply, 429, RATE_LIMIT_MESSAGES[route.rateLimit](verdict.retryAfterSeconds));
      }
    }

    return reply.from(`${serviceUrls[service]}${request.url}`, {
      rewriteRequestHeaders: (_request, headers) => {
        const forwarded = { ...headers };
        for (const name of GATEWAY_ONLY_HEADERS) delete forwarded[name];
        forwarded['x-internal-token'] = internalToken;
        forwarded['x-request-id'] = request.id;
        forwarded['x-forwarded-for'] = request.ip;
        if (request.adminSession) forwarded['x-admin-username'] = request.adminSession.user.username;
        return forwarded;
      },
      rewriteHeaders: (headers) => ({ ...headers, 'x-request-id': request.id }),
      onError: (_errorReply, { error }) => {
        if (error instanceof BodyTooLargeError || (error as { cause?: unknown }).cause instanceof BodyTooLargeError) {
          return sendError(reply, 413, bodyTooLargeMessage);
        }
        request.log.warn({ err: error, service }, 'service call failed');
        const statusCode = (error as { statusCode?: number }).statusCode === 504 ? 504 : 502;
        return sendError(reply, statusCode, `Сервис ${service} недоступен, попробуйте позже`);
      },
    });
  };

  app.all('/api/*', forward);
}

/** Passes the body through, failing it once more than `limit` bytes have arrived (chunked uploads). */
function limitStream(payload: Readable, limit: number, message: string): Readable {
  let received = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      callback(received > limit ? new BodyTooLargeError(message) : null, chunk);
    },
  });
  payload.on('error', (error) => limiter.destroy(error));
  return payload.pipe(limiter);
}

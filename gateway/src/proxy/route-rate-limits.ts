import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { rateLimitMessages } from '@silkway/contracts';
import { sendError } from '../http/error-answer.js';
import type { RateLimitName } from '../routes/route-table.js';

export interface RouteRateLimitsOptions {
  /** The gateway's Redis: every gateway process shares the counts. */
  redis: Redis;
  /** The gateway's Redis key prefix; each limit counts under `<prefix>rate-limit:<name>:<address>`. */
  keyPrefix: string;
  /** Calls allowed per client address and minute, per limit. */
  perMinute: Record<RateLimitName, number>;
}

/**
 * Counts one call of `request`'s client address; past the limit it answers 429 with Retry-After and
 * says true (the call goes no further).
 */
export type RouteRateLimiter = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

const WINDOW_MS = 60_000;

/**
 * One @fastify/rate-limit per limit name, each in its own scope with its own Redis key space, used
 * on demand (not as route hooks): the proxy asks after the route table has picked the call, so any
 * spelling of a path the table accepts is counted.
 */
export async function createRouteRateLimiters(
  app: FastifyInstance,
  options: RouteRateLimitsOptions,
): Promise<Record<RateLimitName, RouteRateLimiter>> {
  const limiters = {} as Record<RateLimitName, RouteRateLimiter>;
  for (const name of Object.keys(options.perMinute) as RateLimitName[]) {
    await app.register(async (scope) => {
      await scope.register(fastifyRateLimit, {
        global: false,
        max: options.perMinute[name],
        timeWindow: WINDOW_MS,
        redis: options.redis,
        nameSpace: `${options.keyPrefix}rate-limit:${name}:`,
      });
      const check = scope.createRateLimit();
      limiters[name] = async (request, reply) => {
        const result = await check(request);
        if (result.isAllowed || !result.isExceeded) return false;
        const retryAfterSeconds = Math.max(result.ttlInSeconds, 1);
        sendError(
          reply.header('retry-after', retryAfterSeconds),
          429,
          rateLimitMessages[name](retryAfterSeconds),
        );
        return true;
      };
    });
  }
  return limiters;
}

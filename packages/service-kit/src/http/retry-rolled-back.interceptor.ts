import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  Logger,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { type Observable, retry, throwError, timer } from 'rxjs';
import { currentActor } from '../audit/audit-context.js';
import { isRolledBackToRetry } from '../failures.js';
import { backoffDelay } from '@silkway/contracts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Runs after the first one: a deadlock between three writers rarely meets them a third time. */
const RETRIES = 2;
/** A few milliseconds apart at random, so the writers that met do not meet again at once. */
const AGAIN_AFTER = { firstMs: 20, longestMs: 40 };

/**
 * Runs a write again when PostgreSQL rolled its transaction back to break a deadlock or a
 * serialization conflict (two calls locking the same rows in another order, say a payment and its
 * order's delete beside the events worker): nothing of it was written, so the caller gets the
 * answer of a clean second run rather than a 500. Each run starts with no audit entry counted.
 */
@Injectable()
export class RetryRolledBackInterceptor implements NestInterceptor {
  private readonly logger = new Logger('RetryRolledBack');

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!WRITES.has(request.method)) return next.handle();
    return next.handle().pipe(
      retry({
        count: RETRIES,
        delay: (error: unknown, attempt) => {
          if (!isRolledBackToRetry(error)) return throwError(() => error);
          this.logger.warn(
            `Request ${request.id} rolled back (${String(error)}); run ${attempt + 1}`,
          );
          currentActor().recorded = 0;
          return timer(backoffDelay(AGAIN_AFTER, attempt));
        },
      }),
    );
  }
}

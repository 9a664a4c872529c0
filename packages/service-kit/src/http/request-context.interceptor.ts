import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';
import { withRequestId } from '../internal-calls/request-context.js';

/** Runs every call with its request id at hand, so the internal client passes it on to the processes it asks. */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return new Observable((subscriber) =>
      withRequestId(request.id, () => next.handle().subscribe(subscriber)),
    );
  }
}

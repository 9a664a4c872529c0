import { timingSafeEqual } from 'node:crypto';
import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { INTERNAL_TOKEN_HEADER } from '../internal-calls/request-context.js';

export const UNGUARDED_PATHS = new Set(['/healthz']);

/** Whether the call carries the shared token (compared in constant time). */
export function holdsInternalToken(request: FastifyRequest, expected: Buffer): boolean {
  const presented = request.headers[INTERNAL_TOKEN_HEADER];
  if (typeof presented !== 'string') return false;
  const candidate = Buffer.from(presented);
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}

/** Only the gateway may call a service: every route but /healthz demands the shared token. */
@Injectable()
export class InternalTokenGuard implements CanActivate {
  private readonly expected: Buffer;

  constructor(token: string) {
    this.expected = Buffer.from(token);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (UNGUARDED_PATHS.has(request.url.split('?')[0] ?? '')) return true;
    if (holdsInternalToken(request, this.expected)) return true;
    throw new UnauthorizedException('Missing or invalid internal token');
  }
}

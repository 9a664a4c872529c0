import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** Name recorded in history when a call carries no admin (the gateway always sets one on /api/admin). */
export const UNKNOWN_ADMIN = 'unknown';

/** The acting admin, from the `x-admin-username` header the gateway sets after its session check. */
export const AdminUsername = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string => {
    const header = context.switchToHttp().getRequest<FastifyRequest>().headers['x-admin-username'];
    const username = (Array.isArray(header) ? header[0] : header)?.trim();
    return username || UNKNOWN_ADMIN;
  },
);

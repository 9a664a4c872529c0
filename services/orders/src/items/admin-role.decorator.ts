import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * The acting admin's role, from the `x-admin-role` header only the gateway sets (it strips a
 * client's copy, and only it holds the internal token); undefined for a call that carries none.
 */
export const AdminRole = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | undefined => {
    const header = context.switchToHttp().getRequest<FastifyRequest>().headers['x-admin-role'];
    return (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
  },
);

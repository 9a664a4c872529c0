import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ADMIN_USERNAME_HEADER, UNKNOWN_ADMIN, adminUsernameOf } from '../audit/audit-context.js';

/** Headers only the gateway sets on /api/admin calls (it strips a client's copies, and only it holds the internal token). */
const ADMIN_ROLE_HEADER = 'x-admin-role';

const headerText = (request: FastifyRequest, name: string): string | undefined => {
  const header = request.headers[name];
  return (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
};

/** The acting admin's name, from the header the gateway sets after its session check. */
export const AdminUsername = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string =>
    adminUsernameOf(
      context.switchToHttp().getRequest<FastifyRequest>().headers[ADMIN_USERNAME_HEADER],
    ) ?? UNKNOWN_ADMIN,
);

/** The acting admin's role; undefined for a call that carries none. */
export const AdminRole = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | undefined =>
    headerText(context.switchToHttp().getRequest<FastifyRequest>(), ADMIN_ROLE_HEADER),
);

/** Who asks for a change, as a command records it. */
export interface ActingAdmin {
  username: string;
  role: string | undefined;
}

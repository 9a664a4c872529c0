import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { UNKNOWN_ADMIN } from '../audit/audit-context.js';
import {
  ADMIN_ROLE_HEADER,
  ADMIN_USERNAME_HEADER,
  adminUsernameOf,
} from '../internal-calls/caller-headers.js';

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

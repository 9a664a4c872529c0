import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ROLE_PERMISSIONS,
  ROLE_TITLES,
  ROLES,
  api,
  routerPattern,
  passwordResetBody,
  staffUserCreateBody,
  staffUsernameParams,
  staffUserUpdateBody,
  type RoleAnswer,
} from '@silkway/contracts';
import { validatedInput } from '../http/validated-input.js';
import type { StaffAccounts } from './staff-accounts.js';

const ROLE_LIST: RoleAnswer[] = ROLES.map((role) => ({
  role,
  title: ROLE_TITLES[role],
  permissions: [...ROLE_PERMISSIONS[role]],
}));

const actorOf = (request: FastifyRequest) => {
  const user = request.adminSession!.user;
  return { username: user.username, role: user.role };
};
const usernameOf = (request: FastifyRequest) =>
  validatedInput(staffUsernameParams, request.params).username;

/** The roles, and the Сотрудники screen's calls (`staff.manage`, checked by the session hook). */
export function installStaffRoutes(app: FastifyInstance, staff: StaffAccounts): void {
  app.get(api.staff.roles.path, () => ROLE_LIST);

  app.get(api.staff.list.path, () => staff.list());

  app.post(api.staff.create.path, async (request, reply) => {
    const created = await staff.create(validatedInput(staffUserCreateBody, request.body));
    return reply.code(201).send(created);
  });

  app.patch(routerPattern(api.staff.update.path), (request) =>
    staff.update(
      actorOf(request),
      usernameOf(request),
      validatedInput(staffUserUpdateBody, request.body),
    ),
  );

  app.post(routerPattern(api.staff.resetPassword.path), async (request) => {
    const username = usernameOf(request);
    const { password } = validatedInput(passwordResetBody, request.body);
    return { endedSessions: await staff.resetPassword(username, password) };
  });

  app.delete(routerPattern(api.staff.resetTwoFactor.path), async (request, reply) => {
    await staff.resetTwoFactor(usernameOf(request));
    return reply.code(204).send();
  });
}

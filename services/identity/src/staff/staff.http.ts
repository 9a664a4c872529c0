import { Body, Controller, Param } from '@nestjs/common';
import {
  ROLE_PERMISSIONS,
  ROLE_TITLES,
  ROLES,
  api,
  isRole,
  passwordResetBody,
  staffUserCreateBody,
  staffUsernameParams,
  staffUserUpdateBody,
  type PasswordResetBody,
  type RoleAnswer,
  type StaffUserAnswer,
  type StaffUserCreateBody,
  type StaffUserUpdateBody,
} from '@silkway/contracts';
import {
  AdminRole,
  AdminUsername,
  Endpoint,
  type ExpectedVersion,
  IfMatch,
  validated,
} from '@silkway/service-kit';
import { StaffAccounts } from './staff-accounts.js';

const ROLE_LIST: RoleAnswer[] = ROLES.map((role) => ({
  role,
  title: ROLE_TITLES[role],
  permissions: [...ROLE_PERMISSIONS[role]],
}));

const usernameParam = validated(staffUsernameParams.shape.username);

/** The roles, and the Сотрудники screen's calls (`staff.manage`, checked by the gateway). */
@Controller()
export class StaffController {
  constructor(private readonly staff: StaffAccounts) {}

  @Endpoint(api.staff.roles)
  roles(): RoleAnswer[] {
    return ROLE_LIST;
  }

  @Endpoint(api.staff.list)
  list(): Promise<StaffUserAnswer[]> {
    return this.staff.list();
  }

  @Endpoint(api.staff.create)
  create(
    @Body(validated(staffUserCreateBody)) body: StaffUserCreateBody,
  ): Promise<StaffUserAnswer> {
    return this.staff.create(body);
  }

  @Endpoint(api.staff.update)
  update(
    @AdminUsername() actor: string,
    @AdminRole() role: string | undefined,
    @Param('username', usernameParam) username: string,
    @Body(validated(staffUserUpdateBody)) body: StaffUserUpdateBody,
    @IfMatch() expected: ExpectedVersion | undefined,
  ): Promise<StaffUserAnswer> {
    // The gateway sends the role of every signed-in call; none at all raises nothing.
    const actorRole = isRole(role) ? role : 'viewer';
    return this.staff.update({ username: actor, role: actorRole }, username, body, expected);
  }

  @Endpoint(api.staff.resetPassword)
  async resetPassword(
    @Param('username', usernameParam) username: string,
    @Body(validated(passwordResetBody)) { password }: PasswordResetBody,
    @IfMatch() expected: ExpectedVersion | undefined,
  ): Promise<{ endedSessions: number }> {
    return { endedSessions: await this.staff.resetPassword(username, password, { expected }) };
  }

  @Endpoint(api.staff.resetTwoFactor)
  resetTwoFactor(
    @Param('username', usernameParam) username: string,
    @IfMatch() expected: ExpectedVersion | undefined,
  ): Promise<void> {
    return this.staff.resetTwoFactor(username, expected);
  }
}

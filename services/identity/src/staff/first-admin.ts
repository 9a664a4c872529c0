import type { StaffAccounts } from './staff-accounts.js';
import type { AdminUsersRepository } from '../staff-users/staff-users.repository.js';
import { generatePassword, passwordPolicyViolation } from '../staff-users/password-hashing.js';

export interface FirstAdminSettings {
  username?: string | undefined;
  password?: string | undefined;
  fullName?: string | undefined;
}

export type FirstAdminOutcome =
  | { kind: 'created-from-configuration'; username: string }
  | { kind: 'created-with-generated-password'; username: string; password: string }
  | { kind: 'already-present' };

const GENERATED_ADMIN = { username: 'admin', fullName: 'Администратор' };

/** Who the audit log names for an account the command line added or changed. */
export const COMMAND_LINE_ACTOR = 'command-line';

/**
 * Makes sure an administrator can sign in: the configured one (ADMIN_USERNAME/ADMIN_PASSWORD) is
 * created when missing; with nothing configured and nobody present, `admin` gets a random password
 * that the caller shows once. There is never a default password.
 */
export async function ensureFirstAdmin(
  accounts: StaffAccounts,
  users: AdminUsersRepository,
  settings: FirstAdminSettings,
): Promise<FirstAdminOutcome> {
  if (settings.username && settings.password) {
    const violation = passwordPolicyViolation(settings.password);
    if (violation) throw new Error(`ADMIN_PASSWORD refused: ${violation}`);
    const created = await accounts.add(
      {
        role: 'owner',
        username: settings.username,
        fullName: settings.fullName || settings.username,
        password: settings.password,
      },
      COMMAND_LINE_ACTOR,
    );
    return created
      ? { kind: 'created-from-configuration', username: settings.username }
      : { kind: 'already-present' };
  }
  if ((await users.countAll()) > 0) return { kind: 'already-present' };
  const password = generatePassword();
  const created = await accounts.add(
    { ...GENERATED_ADMIN, role: 'owner', password },
    COMMAND_LINE_ACTOR,
  );
  return created
    ? { kind: 'created-with-generated-password', username: GENERATED_ADMIN.username, password }
    : { kind: 'already-present' };
}

import type { AdminUsersRepository } from './admin-users.repository.js';
import { generatePassword, hashPassword, passwordPolicyViolation } from './password-hashing.js';

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

/**
 * Makes sure an administrator can sign in: the configured one (ADMIN_USERNAME/ADMIN_PASSWORD) is
 * created when missing; with nothing configured and nobody present, `admin` gets a random password
 * that the caller shows once. There is never a default password.
 */
export async function ensureFirstAdmin(
  users: AdminUsersRepository,
  settings: FirstAdminSettings,
): Promise<FirstAdminOutcome> {
  if (settings.username && settings.password) {
    const violation = passwordPolicyViolation(settings.password);
    if (violation) throw new Error(`ADMIN_PASSWORD refused: ${violation}`);
    const created = await users.insert({
      role: 'owner',
      username: settings.username,
      fullName: settings.fullName || settings.username,
      passwordHash: await hashPassword(settings.password),
    });
    return created
      ? { kind: 'created-from-configuration', username: settings.username }
      : { kind: 'already-present' };
  }
  if ((await users.countAll()) > 0) return { kind: 'already-present' };
  const password = generatePassword();
  const created = await users.insert({
    ...GENERATED_ADMIN,
    role: 'owner',
    passwordHash: await hashPassword(password),
  });
  return created
    ? { kind: 'created-with-generated-password', username: GENERATED_ADMIN.username, password }
    : { kind: 'already-present' };
}

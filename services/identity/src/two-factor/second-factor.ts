import type {
  AdminUserRecord,
  AdminUsersRepository,
} from '../staff-users/staff-users.repository.js';
import type { SecretBox } from './secret-box.js';
import { isTotpCode, recoveryCodeHash, totpStepOf } from './totp.js';

/**
 * Checks and spends a second-factor code of a user with two-factor sign-in on: a current TOTP code
 * (its 30-second step spent, so it is accepted once) or an unused recovery code.
 */
export async function spendSecondFactorCode(
  users: AdminUsersRepository,
  secrets: SecretBox,
  user: AdminUserRecord,
  code: string,
): Promise<boolean> {
  if (!user.totpSecret) return false;
  const typed = code.replace(/[\s-]/g, '');
  if (isTotpCode(typed)) {
    const step = totpStepOf(secrets.open(user.totpSecret), user.username, typed);
    return step !== undefined && (await users.spendTotpStep(user.id, step));
  }
  return users.spendRecoveryCode(user.id, recoveryCodeHash(typed));
}

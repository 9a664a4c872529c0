import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@silkway/contracts';

// Algorithm.Argon2id; the enum is an ambient const enum, which isolatedModules cannot read.
const ARGON2ID = 2;
// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Why a new password is refused, or undefined when it is acceptable. */
export function passwordPolicyViolation(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH)
    return `The password may have at most ${MAX_PASSWORD_LENGTH} characters.`;
  return undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verified when the username is unknown, so a wrong username costs as much time as a wrong password.
const dummyHash = hashPassword(randomBytes(24).toString('base64url'));

/** Checks the password against the stored hash, or against a dummy hash when there is no user. */
export async function verifyPassword(
  password: string,
  passwordHash: string | undefined,
): Promise<boolean> {
  const matches = await verify(passwordHash ?? (await dummyHash), password).catch(() => false);
  return passwordHash !== undefined && matches;
}

/** A password for a generated account: 24 random bytes, 32 URL-safe characters. */
export function generatePassword(): string {
  return randomBytes(24).toString('base64url');
}

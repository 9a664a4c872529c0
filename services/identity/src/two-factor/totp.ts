import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT } from '@silkway/contracts';

/** RFC 6238 as Google Authenticator and Aegis read it: SHA-1, 6 digits, 30 seconds. */
const PERIOD_SECONDS = 30;
const ISSUER = 'Silkway';

const totpOf = (base32Secret: string, username: string) =>
  new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(base32Secret),
  });

export interface NewTotpSecret {
  secret: string;
  otpauthUrl: string;
  qr: string;
}

/** A new random secret (160 bits), its otpauth:// URL and that URL as an SVG QR code data URL. */
export async function newTotpSecret(username: string): Promise<NewTotpSecret> {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUrl = totpOf(secret, username).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2 });
  return {
    secret,
    otpauthUrl,
    qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * The 30-second step `code` belongs to (the current one or one either side, for clocks a little
 * off), or undefined when it is no code of this secret.
 */
export function totpStepOf(
  base32Secret: string,
  username: string,
  code: string,
  now = Date.now(),
): number | undefined {
  const delta = totpOf(base32Secret, username).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);

// No 0/O or 1/I/L: codes written on paper are read back.
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten one-time codes of 10 characters (about 50 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      '',
    ),
  );
}

/** What is stored of a recovery code; typed case and spacing do not matter. */
export const recoveryCodeHash = (code: string): string =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');

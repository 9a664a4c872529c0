import { PORTAL_SIGN_IN_TOKEN_MINUTES } from '@silkway/contracts';
import { hashSignInToken, isUsable, newSignInToken } from './sign-in-tokens.js';

const NOW = new Date('2026-11-29T08:00:00Z');
const minutesFromNow = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe('sign-in link tokens', () => {
  it('are 32 random bytes, kept only as their SHA-256', () => {
    const issued = newSignInToken(NOW);
    expect(Buffer.from(issued.token, 'base64url')).toHaveLength(32);
    expect(issued.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(issued.tokenHash).toBe(hashSignInToken(issued.token));
    expect(issued.tokenHash).not.toContain(issued.token);
    expect(newSignInToken(NOW).token).not.toBe(issued.token);
  });

  it(`expire ${PORTAL_SIGN_IN_TOKEN_MINUTES} minutes after they are issued`, () => {
    const { expiresAt } = newSignInToken(NOW);
    expect(expiresAt).toEqual(minutesFromNow(PORTAL_SIGN_IN_TOKEN_MINUTES));
    expect(isUsable({ expiresAt, usedAt: null }, minutesFromNow(14.9))).toBe(true);
    expect(isUsable({ expiresAt, usedAt: null }, expiresAt)).toBe(false);
    expect(isUsable({ expiresAt, usedAt: null }, minutesFromNow(16))).toBe(false);
  });

  it('sign in once: a used token is refused however fresh', () => {
    const { expiresAt } = newSignInToken(NOW);
    expect(isUsable({ expiresAt, usedAt: minutesFromNow(1) }, minutesFromNow(2))).toBe(false);
  });
});

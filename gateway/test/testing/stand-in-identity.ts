import {
  ADMIN_SESSION_HEADER,
  INVALID_CREDENTIALS_MESSAGE,
  SIGNED_OUT_COOKIE,
  api,
  type Role,
  type StaffSignInAnswer,
  type StaffSignInBody,
} from '@silkway/contracts';
import { adminUserOf, type SessionStore } from '@silkway/service-kit/staff-sessions';
import type { CustomAnswer } from './fake-service.js';

export interface StandInStaffMember {
  password: string;
  fullName: string;
  role: Role;
}

/** A username the stand-in refuses as identity does one past its sign-in limits. */
export const RATE_LIMITED_USERNAME = 'rate-limited';

/**
 * Identity as the gateway's tests need it: members of staff kept in memory (added through
 * POST /api/admin/users, as the owner adds them), signed in with a real session in Redis, opened
 * as identity opens it; every other call is answered by the fake service's echo.
 */
export function standInIdentity(
  sessions: SessionStore,
  staff: Map<string, StandInStaffMember>,
): CustomAnswer {
  return async (call) => {
    const body: unknown = call.body ? JSON.parse(call.body) : {};
    if (call.method === 'POST' && call.url === api.internal.signInStaff.path) {
      const { username, password, userAgent } = body as StaffSignInBody;
      if (username === RATE_LIMITED_USERNAME) {
        const limited: StaffSignInAnswer = {
          signedIn: false,
          otpRequired: false,
          message: 'Слишком много неудачных попыток входа. Попробуйте снова через 2 мин.',
          retryAfterMs: 89_500,
        };
        return { status: 200, body: limited };
      }
      const member = staff.get(username);
      if (!member || member.password !== password) {
        const refused: StaffSignInAnswer = {
          signedIn: false,
          otpRequired: false,
          message: INVALID_CREDENTIALS_MESSAGE,
        };
        return { status: 200, body: refused };
      }
      const user = { username, fullName: member.fullName, email: null, role: member.role };
      const sessionUser = { ...user, twoFactor: false };
      const sessionId = await sessions.create(sessionUser, { ip: null, userAgent });
      const signedIn: StaffSignInAnswer = {
        signedIn: true,
        sessionId,
        user: adminUserOf(sessionUser),
      };
      return { status: 200, body: signedIn };
    }
    if (call.method === 'POST' && call.url === api.auth.logout.path) {
      const username = String(call.headers['x-admin-username']);
      await sessions.destroyListed(username, String(call.headers[ADMIN_SESSION_HEADER]));
      return {
        status: 200,
        body: { signedOut: true },
        headers: { 'content-type': 'application/json', 'set-cookie': SIGNED_OUT_COOKIE },
      };
    }
    if (call.method === 'POST' && call.url === api.staff.create.path) {
      const { username, password, fullName, role } = body as StandInStaffMember & {
        username: string;
      };
      staff.set(username, { password, fullName, role });
      return { status: 201, body: { username, fullName, role } };
    }
    return undefined;
  };
}

import {
  ADMIN_SESSION_HEADER,
  INVALID_CREDENTIALS_MESSAGE,
  PORTAL_SESSION_COOKIE,
  PORTAL_SESSION_HEADER,
  SESSION_COOKIE,
  SESSION_COOKIE_HEADER,
  type AdminLoginRequest,
  type PortalSessionAnswer,
  api,
  type Role,
} from '@silkway/contracts';
import {
  adminUserOf,
  type PortalSessionStore,
  type SessionStore,
} from '@silkway/service-kit/staff-sessions';
import type { CustomAnswer } from './fake-service.js';

export interface StandInStaffMember {
  password: string;
  fullName: string;
  role: Role;
}

/** A client a sign-in link's token signs in. */
export interface StandInClient extends PortalSessionAnswer {
  counterpartyId: number;
}

/** The headers of an answer that has the gateway set or clear a session cookie, as identity's do. */
const cookieOrder = (order: string): Record<string, string> => ({
  'content-type': 'application/json',
  [SESSION_COOKIE_HEADER]: order,
});

/** A username the stand-in refuses as identity does one past its sign-in limits. */
export const RATE_LIMITED_USERNAME = 'rate-limited';

/**
 * Identity as the gateway's tests need it: members of staff kept in memory (added through
 * POST /api/admin/users, as the owner adds them), and clients by the tokens of their links, signed in
 * with a real session in Redis, opened and ended as identity does it; every other call is answered by
 * the fake service's echo.
 */
export function standInIdentity(
  sessions: SessionStore,
  staff: Map<string, StandInStaffMember>,
  portalSessions: PortalSessionStore,
  clientsByToken: Map<string, StandInClient>,
): CustomAnswer {
  return async (call) => {
    const body: unknown = call.body ? JSON.parse(call.body) : {};
    if (call.method === 'POST' && call.url === api.portal.startSession.path) {
      const signingIn = clientsByToken.get((body as { token?: string }).token ?? '');
      if (!signingIn) return { status: 401, body: { statusCode: 401, message: 'no' } };
      const { counterpartyId, ...answer } = signingIn;
      const sessionId = await portalSessions.create(counterpartyId);
      return {
        status: 200,
        body: answer,
        headers: cookieOrder(`${PORTAL_SESSION_COOKIE}=${sessionId}`),
      };
    }
    if (call.method === 'POST' && call.url === api.portal.signOut.path) {
      const listed = call.headers[PORTAL_SESSION_HEADER];
      if (typeof listed === 'string') await portalSessions.destroyListed(listed);
      return {
        status: 200,
        body: { signedOut: true },
        headers: cookieOrder(`${PORTAL_SESSION_COOKIE}=`),
      };
    }
    if (call.method === 'POST' && call.url === api.auth.login.path) {
      const { username, password } = body as AdminLoginRequest;
      if (username === RATE_LIMITED_USERNAME) {
        return {
          status: 429,
          body: {
            statusCode: 429,
            message: 'Слишком много неудачных попыток входа. Попробуйте снова через 2 мин.',
          },
          headers: { 'content-type': 'application/json', 'retry-after': '90' },
        };
      }
      const member = staff.get(username);
      if (!member || member.password !== password)
        return { status: 401, body: { statusCode: 401, message: INVALID_CREDENTIALS_MESSAGE } };
      const user = { username, fullName: member.fullName, email: null, role: member.role };
      const sessionUser = { ...user, twoFactor: false };
      const userAgent = call.headers['user-agent'] ?? null;
      const sessionId = await sessions.create(sessionUser, { ip: null, userAgent });
      return {
        status: 200,
        body: { user: adminUserOf(sessionUser) },
        headers: cookieOrder(`${SESSION_COOKIE}=${sessionId}`),
      };
    }
    if (call.method === 'POST' && call.url === api.auth.logout.path) {
      const username = String(call.headers['x-admin-username']);
      await sessions.destroyListed(username, String(call.headers[ADMIN_SESSION_HEADER]));
      return { status: 200, body: { signedOut: true }, headers: cookieOrder(`${SESSION_COOKIE}=`) };
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

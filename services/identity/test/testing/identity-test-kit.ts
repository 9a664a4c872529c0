import { randomBytes } from 'node:crypto';
import {
  ADMIN_SESSION_HEADER,
  api,
  type AuditRecordedPayload,
  type ErrorBody,
  type AdminUser,
  type Role,
  SESSION_COOKIE_HEADER,
} from '@silkway/contracts';
import {
  listedSessionIdOf,
  SessionStore,
  sessionLimitsOf,
  type AdminSession,
} from '@silkway/service-kit/staff-sessions';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import { Redis } from 'ioredis';
import type { IdentityConfig } from '../../src/config.js';
import { identityService } from '../../src/service.js';
import { StaffAccounts } from '../../src/staff/staff-accounts.js';

export const OWNER = {
  username: 'olga',
  password: 'correct horse battery staple',
  fullName: 'Ольга Каримова',
};
export const STAFF_PASSWORD = 'a long enough password';

/** A signed-in member of staff as the gateway knows them: name, role and session cookie. */
export interface SignedIn {
  username: string;
  role: Role;
  sessionId: string;
}

export interface Answer<T = any> {
  status: number;
  body: T;
}

/** What a sign-in came to, read off the answer: the session the gateway is told to set, or the refusal. */
export type SignInOutcome =
  | { signedIn: true; sessionId: string; user: AdminUser }
  | { signedIn: false; otpRequired: boolean; message: string; retryAfterMs?: number };

export interface IdentityTestKit {
  service: TestService<IdentityConfig>;
  /** Looks sessions up as the gateway does. */
  sessions: SessionStore;
  /** Signs in through the call the gateway forwards (api.auth.login). */
  login(
    credentials: { username: string; password: string; otp?: string },
    headers?: Record<string, string>,
  ): Promise<Answer<SignInOutcome>>;
  /** Signs in and answers the session; throws when refused. */
  signIn(username?: string, password?: string, otp?: string): Promise<SignedIn>;
  /** Calls identity as the gateway forwards a call of `caller`: name, role and listed session id. */
  callAs<T = any>(
    caller: SignedIn,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer<T>>;
  /** Adds a member of staff as `owner` (the real call) and signs them in. */
  addStaffMember(owner: SignedIn, username: string, role: Role): Promise<SignedIn>;
  /** The session of `caller` as the gateway reads it; undefined once ended. */
  sessionOf(caller: SignedIn): Promise<AdminSession | undefined>;
  /** The audit entries written to the outbox, oldest first. */
  auditEntries(): Promise<AuditRecordedPayload[]>;
  close(): Promise<void>;
}

/** Identity on its own database, queue prefix and Redis key prefix, with one owner (OWNER). */
export async function startIdentityTestKit(
  env: Record<string, string> = {},
): Promise<IdentityTestKit> {
  const service = await startTestService(identityService, {
    REDIS_KEY_PREFIX: `silkway-test:${randomBytes(6).toString('hex')}:`,
    // Out of the way of tests that sign in often from one address; sign-in.int-spec sets its own.
    LOGIN_FAILURES_PER_USERNAME: '1000',
    LOGIN_FAILURES_PER_ADDRESS: '1000',
    ...env,
  });
  const redis = new Redis(service.config.REDIS_URL);
  const sessions = new SessionStore(
    redis,
    service.config.REDIS_KEY_PREFIX,
    sessionLimitsOf(service.config),
  );
  await service.app.get(StaffAccounts).add({ ...OWNER, role: 'owner' });

  const login: IdentityTestKit['login'] = async (credentials, headers = {}) => {
    const answer = await service.call('POST', api.auth.login.path, {
      body: credentials,
      headers: { 'x-forwarded-for': '203.0.113.7', 'user-agent': 'jest', ...headers },
    });
    const order = String(answer.headers[SESSION_COOKIE_HEADER] ?? '');
    const retryAfter = answer.headers['retry-after'];
    const body: SignInOutcome =
      answer.statusCode === 200
        ? { signedIn: true, sessionId: order.split('=')[1] ?? '', user: answer.body.user }
        : {
            signedIn: false,
            otpRequired: answer.body.otpRequired === true,
            message: answer.body.message,
            ...(retryAfter === undefined ? {} : { retryAfterMs: Number(retryAfter) * 1000 }),
          };
    return { status: answer.statusCode, body };
  };
  const signIn: IdentityTestKit['signIn'] = async (
    username = OWNER.username,
    password = OWNER.password,
    otp,
  ) => {
    const { body } = await login({ username, password, ...(otp ? { otp } : {}) });
    if (!body.signedIn) throw new Error(`sign-in of ${username} refused: ${body.message}`);
    return { username, role: body.user.role, sessionId: body.sessionId };
  };
  const callAs: IdentityTestKit['callAs'] = async (caller, method, path, body, headers = {}) => {
    const answer = await service.call(method, path, {
      ...(body === undefined ? {} : { body }),
      headers: {
        'x-admin-username': caller.username,
        'x-admin-role': caller.role,
        [ADMIN_SESSION_HEADER]: listedSessionIdOf(caller.sessionId),
        ...headers,
      },
    });
    return { status: answer.statusCode, body: answer.body };
  };

  return {
    service,
    sessions,
    login,
    signIn,
    callAs,
    async addStaffMember(owner, username, role) {
      const added = await callAs(owner, 'POST', '/api/admin/users', {
        username,
        fullName: `Staff ${username}`,
        email: `${username}@example.com`,
        role,
        password: STAFF_PASSWORD,
      });
      if (added.status !== 201)
        throw new Error(`adding ${username}: ${added.status} ${JSON.stringify(added.body)}`);
      return signIn(username, STAFF_PASSWORD);
    },
    sessionOf: (caller) => sessions.touch(caller.sessionId),
    async auditEntries() {
      const rows = (await service.query(
        `SELECT payload FROM identity.outbox WHERE type = 'audit.recorded' ORDER BY occurred_at, id`,
      )) as { payload: AuditRecordedPayload }[];
      return rows.map((row) => row.payload);
    },
    async close() {
      const keys = await redis.keys(`${service.config.REDIS_KEY_PREFIX}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
      await service.close();
    },
  };
}

export const messageOf = (answer: Answer): string => (answer.body as ErrorBody).message;

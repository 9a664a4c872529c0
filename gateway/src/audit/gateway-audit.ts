import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  api,
  type ApiCall,
  type AuditAction,
  type AuditChange,
  type AuditRecordedPayload,
  fieldChanges,
  matchPath,
} from '@silkway/contracts';
import type { AdminUsersRepository } from '../identity/admin-users.repository.js';
import { connectionFailureOf, type ServiceAddresses } from '../proxy/service-addresses.js';

const RECORD_TIMEOUT_MS = 5_000;
const RECORD_PATH = '/internal/audit-entries';
// Never in an entry: secrets a body carries.
const SECRET_FIELDS = new Set(['password', 'currentPassword', 'newPassword', 'code', 'otp']);

/** Writes the gateway's own entries into the log the notifications service keeps (docs/audit-log.md). */
export class GatewayAuditLog {
  constructor(
    private readonly notifications: ServiceAddresses,
    private readonly internalToken: string,
  ) {}

  /** Resolves once the entry is stored; throws when no replica of the log could take it. */
  async record(request: FastifyRequest, entry: AuditRecordedPayload): Promise<void> {
    let lastError: unknown = new Error('no address of the notifications service');
    for (const origin of this.notifications.attemptOrder()) {
      try {
        const response = await fetch(`${origin}${RECORD_PATH}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-internal-token': this.internalToken,
            'x-request-id': request.id,
          },
          body: JSON.stringify(entry),
          signal: AbortSignal.timeout(RECORD_TIMEOUT_MS),
        });
        if (response.ok) return;
        lastError = new Error(`the audit log answered ${response.status}`);
      } catch (error) {
        if (connectionFailureOf(error) === 'not-connected') this.notifications.markDown(origin);
        lastError = error;
      }
    }
    throw lastError;
  }
}

interface GatewayChange {
  call: ApiCall;
  action: AuditAction;
  /** The user the entry is about: the one named in the path or body, else the caller. */
  subject: (request: FastifyRequest, params: Record<string, string>) => string | undefined;
}

const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;
const caller = (request: FastifyRequest) => request.adminSession?.user.username;
const named = (_request: FastifyRequest, params: Record<string, string>) => params.username;
const publicFields = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !SECRET_FIELDS.has(name)));

/** The gateway's changes (identity: sign-in, staff, own account) and what each records. */
const GATEWAY_CHANGES: GatewayChange[] = [
  {
    call: api.auth.login,
    action: 'sign-in',
    subject: (request) => String(bodyOf(request).username ?? ''),
  },
  { call: api.auth.logout, action: 'sign-out', subject: caller },
  {
    call: api.staff.create,
    action: 'create',
    subject: (request) => String(bodyOf(request).username ?? ''),
  },
  { call: api.staff.update, action: 'update', subject: named },
  { call: api.staff.resetPassword, action: 'password-change', subject: named },
  { call: api.staff.resetTwoFactor, action: 'two-factor-change', subject: named },
  { call: api.account.changePassword, action: 'password-change', subject: caller },
  { call: api.account.endSession, action: 'sign-out', subject: caller },
  { call: api.account.setupTwoFactor, action: 'two-factor-change', subject: caller },
  { call: api.account.enableTwoFactor, action: 'two-factor-change', subject: caller },
  { call: api.account.disableTwoFactor, action: 'two-factor-change', subject: caller },
];

function changeOf(
  request: FastifyRequest,
): { change: GatewayChange; params: Record<string, string> } | undefined {
  const queryStart = request.url.indexOf('?');
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  for (const change of GATEWAY_CHANGES) {
    if (change.call.method !== request.method) continue;
    const params = matchPath(change.call, path);
    if (params) return { change, params };
  }
  return undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff user as it was before a change of it (for the entry's before and after). */
    auditBefore?: Record<string, unknown>;
  }
}

/**
 * One entry for each of the gateway's changes that succeeded, and for each refused sign-in,
 * written before the answer leaves (docs/audit-log.md "The gateway's entries"). The identity
 * database and Redis are not the log's: when the log cannot be written the change stands, the
 * answer is sent, and the miss is logged as an error.
 */
export function installGatewayAudit(
  app: FastifyInstance,
  { log, users }: { log: GatewayAuditLog; users: AdminUsersRepository },
): void {
  app.addHook('preHandler', async (request) => {
    const found = changeOf(request);
    if (found?.change.call !== api.staff.update || !found.params.username) return;
    const user = await users.findByUsername(found.params.username);
    if (user)
      request.auditBefore = {
        fullName: user.fullName,
        email: user.email,
        role: user.role,
        disabled: user.disabled,
      };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const found = changeOf(request);
    if (!found) return payload;
    const { change, params } = found;
    const signInRefused =
      change.call === api.auth.login &&
      reply.statusCode === 401 &&
      !String(payload).includes('"otpRequired":true');
    if (reply.statusCode >= 300 && !signInRefused) return payload;
    const subject = change.subject(request, params) ?? '';
    const changes: AuditChange[] =
      change.call === api.staff.create
        ? fieldChanges(undefined, publicFields(bodyOf(request)))
        : change.call === api.staff.update
          ? fieldChanges(request.auditBefore, {
              ...request.auditBefore,
              ...publicFields(bodyOf(request)),
            })
          : [];
    const entry: AuditRecordedPayload = {
      username:
        (signInRefused || change.call === api.auth.login ? subject : caller(request)) || subject,
      action: signInRefused ? 'sign-in-failed' : change.action,
      entity: 'user',
      entityId: subject || null,
      summary: subject,
      changes,
      ip: request.ip,
      via: request.headers['sec-fetch-site'] === 'same-origin' ? 'ui' : 'api',
    };
    await log
      .record(request, entry)
      .catch((error: unknown) =>
        request.log.error({ err: error, entry }, 'audit entry not written'),
      );
    return payload;
  });
}

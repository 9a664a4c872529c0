import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import {
  api,
  type ApiCall,
  type AuditAction,
  type AuditChange,
  type AuditRecordedPayload,
  fieldChanges,
  GATEWAY_AUDIT_BATCH_MAX,
  type GatewayAuditEntries,
  matchPath,
} from '@silkway/contracts';
import type { InternalClient } from '@silkway/service-kit/internal-calls';
import type { AdminUsersRepository } from '../identity/admin-users.repository.js';

const SEND_TIMEOUT_MS = 5_000;
// Never in an entry: secrets a body carries.
const SECRET_FIELDS = new Set(['password', 'currentPassword', 'newPassword', 'code', 'otp']);

type KeptEntry = GatewayAuditEntries['entries'][number];

export interface GatewayAuditLogOptions {
  /** The identity database, where entries wait until the log has them. */
  pool: pg.Pool;
  /** Sends the entries to the log the notifications service keeps. */
  internal: InternalClient;
  /** How often entries the log did not take are sent again (and how old they must be). */
  resendMs: number;
  logger: FastifyBaseLogger;
}

/**
 * The gateway's own entries (docs/audit-log.md "The gateway's entries"): each is kept in
 * `identity.audit_outbox` first, then sent to the log the notifications service keeps and forgotten
 * once the log has it. What the log could not take waits there and is sent again, oldest first,
 * every `resendMs`, with the id it got when kept: the log stores an entry once however often it
 * arrives.
 */
export class GatewayAuditLog {
  private timer?: NodeJS.Timeout;
  private resending?: Promise<void>;
  /** Set while kept entries cannot be sent, so that an outage is logged once, not every round. */
  private failingSince?: Date;

  constructor(private readonly options: GatewayAuditLogOptions) {}

  start(): void {
    this.timer = setInterval(() => void this.resendKept(), this.options.resendMs);
    void this.resendKept();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.resending;
  }

  /**
   * Resolves once the entry is kept, sent or not: an entry the log cannot take now goes later.
   * Throws only when the identity database cannot keep it.
   */
  async record(request: FastifyRequest, entry: AuditRecordedPayload): Promise<void> {
    const kept: KeptEntry = { id: randomUUID(), at: new Date().toISOString(), entry };
    await this.options.pool.query(
      'INSERT INTO identity.audit_outbox (id, at, entry) VALUES ($1, $2, $3)',
      [kept.id, kept.at, kept.entry],
    );
    try {
      await this.send([kept], request.id);
      await this.forget([kept]);
    } catch (error) {
      request.log.warn({ err: error }, 'audit entry kept, to be sent again');
    }
  }

  /** Sends what waits, in batches; one round at a time. */
  private resendKept(): Promise<void> {
    this.resending ??= this.sendWaiting()
      .then(() => {
        if (!this.failingSince) return;
        this.options.logger.info({ since: this.failingSince }, 'kept audit entries sent again');
        this.failingSince = undefined;
      })
      .catch((error: unknown) => {
        if (this.failingSince) return;
        this.failingSince = new Date();
        // The log (notifications) or the identity database is away; the entries wait.
        this.options.logger.warn({ err: error }, 'kept audit entries not sent: tried again later');
      })
      .finally(() => (this.resending = undefined));
    return this.resending;
  }

  private async sendWaiting(): Promise<void> {
    let kept: KeptEntry[];
    do {
      // Not the entries whose first sending may still be under way.
      const { rows } = await this.options.pool.query<{
        id: string;
        at: Date;
        entry: AuditRecordedPayload;
      }>(
        `SELECT id, at, entry FROM identity.audit_outbox
          WHERE at < now() - make_interval(secs => $1)
          ORDER BY at LIMIT ${GATEWAY_AUDIT_BATCH_MAX}`,
        [this.options.resendMs / 1000],
      );
      kept = rows.map((row) => ({ id: row.id, at: row.at.toISOString(), entry: row.entry }));
      if (kept.length === 0) return;
      await this.send(kept);
      await this.forget(kept);
    } while (kept.length === GATEWAY_AUDIT_BATCH_MAX);
  }

  /** Resolves once the log has the entries; throws when no replica of it took them. */
  private async send(entries: KeptEntry[], requestId?: string): Promise<void> {
    await this.options.internal.call(
      api.internal.recordAuditEntries,
      { body: { entries } },
      { timeoutMs: SEND_TIMEOUT_MS, ...(requestId ? { requestId } : {}) },
    );
  }

  private async forget(entries: KeptEntry[]): Promise<void> {
    await this.options.pool.query('DELETE FROM identity.audit_outbox WHERE id = ANY($1::uuid[])', [
      entries.map((entry) => entry.id),
    ]);
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
 * One entry for each of the gateway's changes that succeeded, and for each refused sign-in, kept
 * before the answer leaves and sent to the log (docs/audit-log.md "The gateway's entries"). When
 * the identity database cannot keep it, the change stands, the answer is sent, and the miss is
 * logged as an error.
 */
export function installGatewayAudit(
  app: FastifyInstance,
  { log, users }: { log: GatewayAuditLog; users: AdminUsersRepository },
): void {
  app.addHook('onReady', async () => log.start());
  app.addHook('onClose', () => log.stop());

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

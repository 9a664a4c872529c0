import { AsyncLocalStorage } from 'node:async_hooks';
import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  InternalServerErrorException,
  Logger,
  type NestInterceptor,
} from '@nestjs/common';
import { ADMIN_PREFIX, API_TOKEN_ACTOR_PREFIX, AUDIT_VIA, type AuditVia } from '@silkway/contracts';
import type { FastifyRequest } from 'fastify';
import { Observable, tap } from 'rxjs';
import {
  ADMIN_USERNAME_HEADER,
  ADMIN_VIA_HEADER,
  adminUsernameHeaderValue,
  adminUsernameOf,
} from '../internal-calls/caller-headers.js';

const CLIENT_IP_HEADER = 'x-forwarded-for';

/** Name recorded when a call carries no admin (the gateway always sets one on /api/admin). */
export const UNKNOWN_ADMIN = 'unknown';

/** Who is acting in the current admin call, and how many audit entries the call has written. */
export interface AuditActor {
  username: string;
  ip: string | null;
  via: AuditVia;
  /** Entries written by this call; a successful change writes exactly one. */
  recorded: number;
}

const actors = new AsyncLocalStorage<AuditActor>();

/** The acting admin of the current call, or a nameless one outside any call (scripts, tests of a handler). */
export const currentActor = (): AuditActor =>
  actors.getStore() ?? { username: UNKNOWN_ADMIN, ip: null, via: 'api', recorded: 0 };

const headerText = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * How the call came: as the service that asks on the admin's behalf says (actorHeaders), else 'ui'
 * when the browser says a page of this site made it (Sec-Fetch-Site, which scripts cannot set, passed
 * on by the gateway), and 'api' for an API token or any other program.
 */
function viaOf(headers: FastifyRequest['headers'], username: string): AuditVia {
  const said = headerText(headers[ADMIN_VIA_HEADER]);
  if (AUDIT_VIA.includes(said as AuditVia)) return said as AuditVia;
  const fromOwnPage = headers['sec-fetch-site'] === 'same-origin';
  return fromOwnPage && !username.startsWith(API_TOKEN_ACTOR_PREFIX) ? 'ui' : 'api';
}

function actorOf(request: FastifyRequest): AuditActor {
  const username = adminUsernameOf(request.headers[ADMIN_USERNAME_HEADER]) ?? UNKNOWN_ADMIN;
  return {
    username,
    ip: headerText(request.headers[CLIENT_IP_HEADER])?.split(',')[0]?.trim() ?? null,
    via: viaOf(request.headers, username),
    recorded: 0,
  };
}

/** The headers that carry the acting admin on to another service this call asks to change something. */
export function actorHeaders(): Record<string, string> {
  const { username, ip, via } = currentActor();
  return {
    [ADMIN_USERNAME_HEADER]: adminUsernameHeaderValue(username),
    [ADMIN_VIA_HEADER]: via,
    ...(ip ? { [CLIENT_IP_HEADER]: ip } : {}),
  };
}

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const auditMessages = {
  notExactlyOne: (method: string, path: string, count: number) =>
    `${method} ${path} wrote ${count} audit entries instead of exactly one (docs/audit-log.md)`,
};

/**
 * Runs every call with its acting admin at hand (for `Audit.record`), and checks that a successful
 * change under /api/admin wrote exactly one audit entry. Under test (NODE_ENV=test) a call that did
 * not answers 500, so no handler's integration test passes while it forgets its entry; in service
 * the change has committed by then, so the miss is logged as an error instead.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Audit');
  private readonly strict = process.env.NODE_ENV === 'test';

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const actor = actorOf(request);
    const path = request.routeOptions.url ?? request.url;
    const mustRecord = MUTATING_METHODS.has(request.method) && path.startsWith(`${ADMIN_PREFIX}/`);
    return new Observable((subscriber) =>
      actors.run(actor, () =>
        next
          .handle()
          .pipe(
            tap(() => {
              if (!mustRecord || actor.recorded === 1) return;
              const message = auditMessages.notExactlyOne(request.method, path, actor.recorded);
              if (this.strict) throw new InternalServerErrorException(message);
              this.logger.error(message);
            }),
          )
          .subscribe(subscriber),
      ),
    );
  }
}

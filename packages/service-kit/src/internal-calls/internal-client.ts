import {
  type ApiCall,
  type CallInput,
  errorBody,
  type ErrorBody,
  pathOf,
  type ServiceName,
} from '@silkway/contracts';
import { z } from 'zod';
import { currentRequestId, internalCallHeaders } from './request-context.js';
import {
  connectionFailureOf,
  REPEATABLE_METHODS,
  type ServiceAddresses,
} from './service-addresses.js';

type Schema = z.core.$ZodType;

/** What a call takes: its path parameters, query and JSON body, typed by the entry's schemas. */
export type InternalCallInput<C extends ApiCall> = CallInput<C>;

/** What a call answers: its answer schema's output, nothing for 204, the response itself for a file or page (to stream). */
export type InternalCallOutput<C extends ApiCall> = C['answer'] extends {
  kind: 'json';
  schema: infer S extends Schema;
}
  ? z.output<S>
  : C['answer'] extends { kind: 'empty' }
    ? undefined
    : Response;

export interface InternalCallOptions {
  /** The id of the request this call serves; the current request's by default (see withRequestId). */
  requestId?: string;
  /** Headers the owner reads besides the token and the request id (the acting admin, the caller's language). */
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export interface InternalClientOptions {
  /** The product's INTERNAL_TOKEN. */
  token: string;
  /** The replicas of each service this process calls. */
  services: Partial<Record<ServiceName, ServiceAddresses>>;
  /** How long one replica may take to answer (default 10 s). */
  timeoutMs?: number;
}

const nameOf = (call: ApiCall) => `${call.owner} ${call.method} ${call.path}`;

/** A call between processes that did not give its answer. */
export class InternalCallError extends Error {
  constructor(
    readonly call: ApiCall,
    message: string,
  ) {
    super(`${nameOf(call)}: ${message}`);
    this.name = new.target.name;
  }
}

/** No replica of the owner answered for itself: connections refused or broken, timeouts, 5xx. */
export class ServiceUnavailableError extends InternalCallError {}

/** The owner refused the call (a 4xx; 404 too, except through `find`): its status and error answer. */
export class InternalCallRefusedError extends InternalCallError {
  constructor(
    call: ApiCall,
    readonly status: number,
    readonly body: ErrorBody | undefined,
  ) {
    super(call, `refused with ${status}${body ? `: ${body.message}` : ''}`);
  }
}

/**
 * What `asked` answers; when its internal call got no answer of its owner (any InternalCallError:
 * unreachable, failing, refusing, answering what its schema refuses), the failure is logged when
 * `logger` is given and `refusal`'s error thrown instead: the caller's own 502 or 503.
 */
export async function answerOr<T>(
  asked: Promise<T>,
  refusal: (failure: InternalCallError) => Error,
  logger?: { warn(message: string): void },
): Promise<T> {
  try {
    return await asked;
  } catch (error) {
    if (!(error instanceof InternalCallError)) throw error;
    logger?.warn(String(error));
    throw refusal(error);
  }
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * The one way a process calls another (docs/architecture.md "Calls and who answers them"): a catalogue
 * entry and its input, sent with the internal token and the request id to the owner's replicas in
 * turn. A replica that cannot be reached is skipped for the next (and tried last for a while, see
 * ServiceAddresses); one that fails mid-call or answers 5xx is skipped too when the call may be
 * repeated (GET, PUT, DELETE, or an entry marked idempotent). The answer is parsed by the entry's schema.
 */
export class InternalClient {
  constructor(private readonly options: InternalClientOptions) {}

  /** The answer; throws InternalCallRefusedError for any 4xx, ServiceUnavailableError when no replica answered. */
  async call<C extends ApiCall>(
    call: C,
    input: InternalCallInput<C>,
    options: InternalCallOptions = {},
  ): Promise<InternalCallOutput<C>> {
    return this.answerOf(call, await this.send(call, input, options));
  }

  /** As `call`, with null for the owner's 404: a lookup of something that may not exist. */
  async find<C extends ApiCall>(
    call: C,
    input: InternalCallInput<C>,
    options: InternalCallOptions = {},
  ): Promise<InternalCallOutput<C> | null> {
    const response = await this.send(call, input, options);
    if (response.status !== 404) return this.answerOf(call, response);
    await response.body?.cancel();
    return null;
  }

  private async send(
    call: ApiCall,
    input: { params?: unknown; query?: unknown; body?: unknown },
    options: InternalCallOptions,
  ): Promise<Response> {
    const replicas = this.options.services[call.owner as ServiceName];
    if (!replicas) throw new InternalCallError(call, 'no address of its owner is configured');
    const address = addressOf(call, input);
    const requestId = options.requestId ?? currentRequestId();
    const headers: Record<string, string> = {
      ...options.headers,
      ...internalCallHeaders(this.options.token, requestId),
      ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
    };
    const body = input.body === undefined ? undefined : JSON.stringify(input.body);
    const repeatable = call.idempotent === true || REPEATABLE_METHODS.has(call.method);
    const timeoutMs = options.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const failures: string[] = [];
    for (const origin of replicas.attemptOrder()) {
      let response: Response;
      try {
        response = await fetch(`${origin}${address}`, {
          method: call.method,
          headers,
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const failure = connectionFailureOf(error);
        if (failure) replicas.markDown(origin);
        failures.push(`${origin}: ${describe(error)}`);
        if (failure === 'not-connected' || repeatable) continue;
        break;
      }
      if (response.status < 500) return response;
      failures.push(`${origin} answered ${response.status}`);
      await response.body?.cancel();
      if (!repeatable) break;
    }
    throw new ServiceUnavailableError(call, failures.join('; '));
  }

  private async answerOf<C extends ApiCall>(
    call: C,
    response: Response,
  ): Promise<InternalCallOutput<C>> {
    if (!response.ok) {
      const refusal = errorBody.safeParse(await response.json().catch(() => undefined));
      throw new InternalCallRefusedError(
        call,
        response.status,
        refusal.success ? refusal.data : undefined,
      );
    }
    const { answer } = call;
    if (answer.kind === 'file' || answer.kind === 'html') return response as InternalCallOutput<C>;
    if (answer.kind === 'empty') {
      await response.body?.cancel();
      return undefined as InternalCallOutput<C>;
    }
    const parsed = z.safeParse(answer.schema, await response.json());
    if (!parsed.success)
      throw new InternalCallError(
        call,
        `answered what its schema refuses: ${parsed.error.message}`,
      );
    return parsed.data as InternalCallOutput<C>;
  }
}

function addressOf(call: ApiCall, input: { params?: unknown; query?: unknown }): string {
  const path = pathOf(call, (input.params ?? {}) as Record<string, string | number>);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== null) query.set(name, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

const describe = (error: unknown): string => {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const code = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
  return `${error instanceof Error ? error.message : String(error)}${code}`;
};

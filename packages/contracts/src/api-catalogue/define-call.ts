import type { z } from 'zod';
import { portalMessages } from '../portal.js';
import type { Permission } from '../roles.js';

/** Every call of the product lives under this prefix; the gateway answers anything else as a page. */
export const API_PREFIX = '/api';
/** The back office's calls: each needs a signed-in administrator, except the ones marked public. */
export const ADMIN_PREFIX = `${API_PREFIX}/admin`;
/** A signed-in client's calls (client accounts), except signing in itself. */
export const PORTAL_PREFIX = `${API_PREFIX}/portal`;
/** Calls between processes: answered by a service to another process holding the internal token, never routed by the gateway. */
export const INTERNAL_PREFIX = '/internal';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who answers a call: one of the services, or the gateway itself. */
export type CallOwner = 'orders' | 'inventory' | 'files' | 'notifications' | 'identity' | 'gateway';
export type ServiceName = Exclude<CallOwner, 'gateway'>;
/** Per-address limits the gateway applies before forwarding (gateway/src/proxy/route-rate-limits.ts). */
export type RateLimitName =
  'tracking-lookups' | 'public-submissions' | 'tracking-subscriptions' | 'portal-sign-ins';
/** What a client refused by a limit reads, with the seconds until it may try again (the portal shows it as is). */
export const rateLimitMessages: Record<RateLimitName, (retryAfterSeconds: number) => string> = {
  'tracking-lookups': (seconds) =>
    `Слишком много запросов на поиск заказа. Попробуйте снова через ${seconds} сек.`,
  'public-submissions': (seconds) =>
    `Слишком много отправленных заявок. Попробуйте снова через ${seconds} сек.`,
  'tracking-subscriptions': (seconds) =>
    `Слишком много запросов на уведомления. Попробуйте снова через ${seconds} сек.`,
  'portal-sign-ins': portalMessages.tooManySignIns,
};
/**
 * Who may make a call: anyone, only a signed-in administrator, only a signed-in client (the
 * gateway passes the client's counterparty id; the service scopes every answer by it), or only
 * another process of the product (`internal`: under /internal, made through service-kit's internal client).
 */
export type CallAccess = 'public' | 'admin' | 'portal' | 'internal';

type Schema = z.core.$ZodType;

/** What a call answers on success. */
export type CallAnswer =
  | { kind: 'json'; status: 200 | 201 | 202; schema: Schema }
  /** Bytes of a stored or generated file (download, spreadsheet, PDF). */
  | { kind: 'file'; status: 200; contentTypes: readonly string[] }
  /** A page for people (the links in e-mails). */
  | { kind: 'html'; status: 200 }
  /** A stream of Server-Sent Events, each `data` line one JSON object of `schema`. */
  | { kind: 'events'; status: 200; schema: Schema }
  | { kind: 'empty'; status: 204 };

/** A request body: JSON checked by its schema, or a file sent as the body itself. */
export type CallBody =
  | { kind: 'json'; schema: Schema }
  /** `maxBytes`: the gateway answers 413 past it, before the service reads any of it. */
  | { kind: 'file'; contentTypes: readonly string[]; maxBytes: number };

export const json = <S extends Schema>(schema: S, status: 200 | 201 | 202 = 200) =>
  ({ kind: 'json', status, schema }) as const;
export const file = (...contentTypes: string[]) =>
  ({ kind: 'file', status: 200, contentTypes }) as const;
export const html = () => ({ kind: 'html', status: 200 }) as const;
export const eventStream = <S extends Schema>(schema: S) =>
  ({ kind: 'events', status: 200, schema }) as const;
export const noContent = () => ({ kind: 'empty', status: 204 }) as const;
export const jsonBody = <S extends Schema>(schema: S) => ({ kind: 'json', schema }) as const;
export const fileBody = (maxBytes: number, ...contentTypes: string[]) =>
  ({ kind: 'file', contentTypes, maxBytes }) as const;

export interface ApiCall<
  Params extends Schema | undefined = Schema | undefined,
  Query extends Schema | undefined = Schema | undefined,
  Body extends CallBody | undefined = CallBody | undefined,
  Answer extends CallAnswer = CallAnswer,
> {
  method: HttpMethod;
  /** OpenAPI style: `{name}` is one path segment, named as in `params`. */
  path: string;
  owner: CallOwner;
  access: CallAccess;
  /** What an admin call needs of the caller's role (the gateway answers 403 without it). */
  permission?: Permission;
  rateLimit?: RateLimitName;
  /** One line for the API reference. */
  summary: string;
  params: Params;
  query: Query;
  body: Body;
  answer: Answer;
  /** The answer is one page of a list; the number of matches travels in X-Total-Count. */
  paged?: boolean;
  /** A POST that may be sent twice (it carries its own ids): a replica that failed mid-call may be skipped for the next. */
  idempotent?: boolean;
}

const accessOfPath = (path: string): CallAccess =>
  path.startsWith(`${ADMIN_PREFIX}/`)
    ? 'admin'
    : path.startsWith(`${PORTAL_PREFIX}/`)
      ? 'portal'
      : path.startsWith(`${INTERNAL_PREFIX}/`)
        ? 'internal'
        : 'public';

/** What a call of the catalogue takes: its path parameters, query and JSON body, typed by its schemas. */
export type CallInput<C extends ApiCall> = (C['params'] extends Schema
  ? { params: z.input<C['params']> }
  : { params?: never }) &
  (C['query'] extends Schema ? { query?: z.input<C['query']> } : { query?: never }) &
  (C['body'] extends { kind: 'json'; schema: infer S extends Schema }
    ? { body: z.input<S> }
    : { body?: never });

/**
 * One call of the catalogue. Access follows the path (everything under /api/admin is 'admin', under
 * /api/portal 'portal', under /internal 'internal') unless given; the schemas keep their own types, so a client and a controller can be typed by the entry.
 */
export function defineCall<
  Params extends Schema | undefined = undefined,
  Query extends Schema | undefined = undefined,
  Body extends CallBody | undefined = undefined,
  Answer extends CallAnswer = CallAnswer,
>(call: {
  method: HttpMethod;
  path: string;
  owner: CallOwner;
  access?: CallAccess;
  /** Required of every admin call: the one permission it needs (src/roles.ts). */
  permission?: Permission;
  rateLimit?: RateLimitName;
  summary: string;
  params?: Params;
  query?: Query;
  body?: Body;
  answer: Answer;
  paged?: boolean;
  idempotent?: boolean;
}): ApiCall<Params, Query, Body, Answer> {
  return {
    ...call,
    access: call.access ?? accessOfPath(call.path),
    params: call.params as Params,
    query: call.query as Query,
    body: call.body as Body,
  };
}

/** Names of the `{name}` segments of a catalogue path, in order. */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/\{([A-Za-z]\w*)\}/g)].map((match) => match[1] ?? '');

/** The call's path with its `{name}` segments filled in (URL-encoded). */
export function pathOf(
  call: Pick<ApiCall, 'path'>,
  params: Record<string, string | number>,
): string {
  return call.path.replace(/\{([A-Za-z]\w*)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${call.path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** The `{name}` values of `path` when it is an address of the call, else null. */
export function matchPath(
  call: Pick<ApiCall, 'path'>,
  path: string,
): Record<string, string> | null {
  const names = pathParamNames(call.path);
  const literalParts = call.path.split(/\{[A-Za-z]\w*\}/);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`^${literalParts.map(escape).join('([^/]+)')}$`);
  const match = pattern.exec(path);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
}

/** The path as a router pattern: `{id}` → `:id` (Nest, find-my-way). */
export const routerPattern = (path: string): string => path.replace(/\{([A-Za-z]\w*)\}/g, ':$1');

import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** The header carrying a call's id from process to process (docs/CONVENTIONS.md). */
export const REQUEST_ID_HEADER = 'x-request-id';
/** The header proving a call comes from a process of the product (the shared INTERNAL_TOKEN). */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

/**
 * The headers a call between processes carries: the internal token and, when known, the request id.
 * The one place they are written: the internal client's calls and the gateway's forwarded ones.
 */
export const internalCallHeaders = (
  token: string,
  requestId: string | undefined,
): Record<string, string> => ({
  [INTERNAL_TOKEN_HEADER]: token,
  ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A call's id (Fastify's genReqId): the caller's x-request-id when it is a UUID, so a call can be
 * followed end to end (the gateway keeps a client's, a service the gateway's), else a new one.
 */
export function requestIdOf(request: {
  headers: Record<string, string | string[] | undefined>;
}): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && UUID.test(given) ? given.toLowerCase() : randomUUID();
}

const requestIds = new AsyncLocalStorage<string>();

/** The id of the request being answered, when there is one (a service's call; not an event's work). */
export const currentRequestId = (): string | undefined => requestIds.getStore();

/** Runs `work` as part of the request `requestId`: the calls it makes to other processes carry that id. */
export const withRequestId = <T>(requestId: string, work: () => T): T =>
  requestIds.run(requestId, work);

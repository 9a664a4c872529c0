import { AsyncLocalStorage } from 'node:async_hooks';

/** The header carrying a call's id from process to process (docs/CONVENTIONS.md). */
export const REQUEST_ID_HEADER = 'x-request-id';
/** The header proving a call comes from a process of the product (the shared INTERNAL_TOKEN). */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

const requestIds = new AsyncLocalStorage<string>();

/** The id of the request being answered, when there is one (a service's call; not an event's work). */
export const currentRequestId = (): string | undefined => requestIds.getStore();

/** Runs `work` as part of the request `requestId`: the calls it makes to other processes carry that id. */
export const withRequestId = <T>(requestId: string, work: () => T): T =>
  requestIds.run(requestId, work);

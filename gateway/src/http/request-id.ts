import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keeps a client's x-request-id when it is a UUID (so a caller can follow its call), else assigns one. */
export function requestIdOf(request: IncomingMessage): string {
  const offered = request.headers['x-request-id'];
  return typeof offered === 'string' && UUID.test(offered) ? offered.toLowerCase() : randomUUID();
}

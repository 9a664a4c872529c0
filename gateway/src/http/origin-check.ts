import type { FastifyRequest } from 'fastify';

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * True when a state-changing call comes from a page of another site: its Origin is neither the
 * gateway's own host nor an allowed origin. Calls without Origin (curl, server to server) pass,
 * unless the browser marks them cross-site.
 */
export function isForeignMutation(
  request: FastifyRequest,
  allowedOrigins: readonly string[],
): boolean {
  if (!MUTATING_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'cross-site';
  if (allowedOrigins.includes(origin)) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

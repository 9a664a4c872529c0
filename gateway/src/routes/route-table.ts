import FindMyWay from 'find-my-way';
import {
  ADMIN_PREFIX,
  apiCatalogue,
  routerPattern,
  type CallAccess,
  type CallOwner,
  type HttpMethod,
  type Permission,
  type RateLimitName,
  type ServiceName,
} from '@silkway/contracts';

export type { RateLimitName, ServiceName };

export interface RouteEntry {
  method: HttpMethod;
  /** Path pattern; `:name` matches one path segment. */
  path: string;
  owner: CallOwner;
  /** The limit counting this call per client address, when it has one. */
  rateLimit?: RateLimitName;
  access: CallAccess;
  /** What an admin call needs of the caller's role. */
  permission?: Permission;
  /** A file sent as the body: refused with 413 past this many bytes, before the service sees it. */
  bodyLimitBytes?: number;
  /** The answer is a stream of events, open as long as the screen is. */
  events?: true;
}

/**
 * Every call and who answers it, read from the API catalogue (packages/contracts, `api`), per
 * docs/architecture.md "Calls and who answers them". Anything under /api not listed is a JSON 404,
 * and so is every internal call: the services answer those to each other, never through here.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = apiCatalogue
  .filter(({ call }) => call.access !== 'internal')
  .map(({ call }) => ({
    method: call.method,
    path: routerPattern(call.path),
    owner: call.owner,
    access: call.access,
    ...(call.permission ? { permission: call.permission } : {}),
    ...(call.rateLimit ? { rateLimit: call.rateLimit } : {}),
    ...(call.body?.kind === 'file' ? { bodyLimitBytes: call.body.maxBytes } : {}),
    ...(call.answer.kind === 'events' ? { events: true as const } : {}),
  }));

// Fastify's own router: literal segments win over parameters (/orders/export before /orders/:id, so a
// call is found as itself: its permission, its owner), and a trailing slash is the same address.
const router = FindMyWay({ ignoreTrailingSlash: true });
for (const entry of ROUTE_TABLE) router.on(entry.method, entry.path, () => undefined, entry);
const methods = [...new Set(ROUTE_TABLE.map((entry) => entry.method))];

/** The path of a request's address, without its query string. */
export function pathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

/**
 * The entry answering `method path` (path without query string), or undefined when nothing does. A
 * HEAD is answered where its GET is: the services send the GET's headers without the body.
 */
export function findRoute(method: string, path: string): RouteEntry | undefined {
  if (hasTraversalSegment(path)) return undefined;
  return router.find((method === 'HEAD' ? 'GET' : method) as HttpMethod, path)?.store as
    RouteEntry | undefined;
}

/**
 * Calls under /api/admin and those whose entry says `access: 'admin'` need a signed-in
 * administrator; so does anything unknown under /api/admin, which is refused before it is a 404.
 * Signing in is the one call under the admin prefix that needs no session.
 */
export function requiresAdminSession(path: string): boolean {
  const entries = methods.flatMap((method) => findRoute(method, path) ?? []);
  if (path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`))
    return !entries.some((entry) => entry.access === 'public');
  return entries.some((entry) => entry.access === 'admin');
}

// `..`, `.` or encoded separators could make a service see another path than the one checked here; an
// empty segment names no call (the router would take it for an empty parameter).
const TRAVERSAL = /%2e|%2f|%5c|\\|\/\/|\/\.\.?(?:\/|$)/i;
function hasTraversalSegment(path: string): boolean {
  return TRAVERSAL.test(path);
}

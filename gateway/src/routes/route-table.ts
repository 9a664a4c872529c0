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
  }));

interface CompiledRoute {
  entry: RouteEntry;
  pattern: RegExp;
}

const compile = (entry: RouteEntry): CompiledRoute => ({
  entry,
  pattern: new RegExp(`^${entry.path.replace(/\./g, '\\.').replace(/:[A-Za-z]+/g, '[^/]+')}$`),
});

/**
 * Literal segments before parameters, segment by segment: /orders/export is tried before
 * /orders/:id, so a call is found as itself (its permission, its owner), not as the other.
 */
const bySpecificity = (a: CompiledRoute, b: CompiledRoute): number => {
  const kinds = (route: CompiledRoute) =>
    route.entry.path.split('/').map((segment) => (segment.startsWith(':') ? 1 : 0));
  const [left, right] = [kinds(a), kinds(b)];
  for (let index = 0; index < Math.min(left.length, right.length); index += 1)
    if (left[index] !== right[index]) return (left[index] ?? 0) - (right[index] ?? 0);
  return 0;
};

// Compiled once, grouped by method: a call is tested only against the patterns of its own method.
const compiledRoutesByMethod = new Map<string, CompiledRoute[]>();
for (const entry of ROUTE_TABLE) {
  const sameMethod = compiledRoutesByMethod.get(entry.method) ?? [];
  sameMethod.push(compile(entry));
  compiledRoutesByMethod.set(entry.method, sameMethod);
}
for (const routes of compiledRoutesByMethod.values()) routes.sort(bySpecificity);

const withoutTrailingSlash = (path: string): string =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;

/**
 * The entry answering `method path` (path without query string), or undefined when nothing does. A
 * HEAD is answered where its GET is: the services send the GET's headers without the body.
 */
export function findRoute(method: string, path: string): RouteEntry | undefined {
  const candidates = compiledRoutesByMethod.get(method === 'HEAD' ? 'GET' : method);
  if (!candidates || hasTraversalSegment(path)) return undefined;
  const normalizedPath = withoutTrailingSlash(path);
  return candidates.find(({ pattern }) => pattern.test(normalizedPath))?.entry;
}

const patternsOf = (access: CallAccess, underAdmin: boolean): RegExp[] =>
  [...compiledRoutesByMethod.values()]
    .flat()
    .filter(
      ({ entry }) => entry.access === access && entry.path.startsWith(ADMIN_PREFIX) === underAdmin,
    )
    .map(({ pattern }) => pattern);
const adminOutsideAdminPrefix = patternsOf('admin', false);
/** Signing in: the one call under the admin prefix that needs no session. */
const publicUnderAdminPrefix = patternsOf('public', true);

/**
 * Calls under /api/admin and those whose entry says `access: 'admin'` need a signed-in
 * administrator; so does anything unknown under /api/admin, which is refused before it is a 404.
 */
export function requiresAdminSession(path: string): boolean {
  if (path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`))
    return !publicUnderAdminPrefix.some((pattern) => pattern.test(path));
  const normalizedPath = withoutTrailingSlash(path);
  return adminOutsideAdminPrefix.some((pattern) => pattern.test(normalizedPath));
}

// `..`, `.` or encoded separators could make a service see another path than the one checked here.
const TRAVERSAL = /%2e|%2f|%5c|\\|\/\.\.?(?:\/|$)/i;
function hasTraversalSegment(path: string): boolean {
  return TRAVERSAL.test(path);
}

/** Who answers a call: one of the three services, or the gateway itself. */
export type RouteOwner = 'orders' | 'inventory' | 'files' | 'gateway';
export type ServiceName = Exclude<RouteOwner, 'gateway'>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Per-address limits the proxy applies before forwarding (see proxy/route-rate-limits.ts). */
export type RateLimitName = 'tracking-lookups';

export interface RouteEntry {
  method: HttpMethod;
  /** Path pattern; `:name` matches one path segment. */
  path: string;
  owner: RouteOwner;
  /** The limit counting this call per client address, when it has one. */
  rateLimit?: RateLimitName;
}

const route = (method: HttpMethod, path: string, owner: RouteOwner, options: { rateLimit?: RateLimitName } = {}): RouteEntry => ({
  method,
  path,
  owner,
  ...options,
});

/**
 * Every call of SPEC §7 (plus the gateway's own) and who answers it, per ARCHITECTURE.md
 * "Calls and who answers them". Anything under /api not listed here is a JSON 404.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  // Public
  route('GET', '/api/stats', 'orders'),
  route('POST', '/api/quote-requests', 'orders'),
  route('POST', '/api/contact', 'orders'),
  route('GET', '/api/blog', 'orders'),
  // Tracking codes must not be guessable by brute force: ARCHITECTURE.md "Login and tracking lookups are rate limited".
  route('GET', '/api/search/orders/:code', 'orders', { rateLimit: 'tracking-lookups' }),
  route('GET', '/api/health', 'gateway'),

  // Admin authentication and search
  route('POST', '/api/admin/login', 'gateway'),
  route('POST', '/api/admin/logout', 'gateway'),
  route('GET', '/api/admin/me', 'gateway'),
  route('GET', '/api/admin/search', 'gateway'),

  // Orders and their items
  route('GET', '/api/admin/orders', 'orders'),
  route('POST', '/api/admin/orders', 'orders'),
  route('GET', '/api/admin/orders/:id', 'orders'),
  route('PUT', '/api/admin/orders/:id', 'orders'),
  route('DELETE', '/api/admin/orders/:id', 'orders'),
  route('PATCH', '/api/admin/orders/:id/status', 'orders'),
  route('POST', '/api/admin/orders/:id/items', 'orders'),
  route('DELETE', '/api/admin/orders/:id/items/:itemId', 'orders'),
  route('PATCH', '/api/admin/orders/items/:id/photos', 'orders'),
  route('POST', '/api/admin/order-items', 'orders'),
  route('PUT', '/api/admin/order-items/:id', 'orders'),
  route('DELETE', '/api/admin/order-items/:id', 'orders'),
  route('PATCH', '/api/admin/order-items/:id/status', 'orders'),
  route('GET', '/api/admin/change-history/item/:itemId', 'orders'),
  route('GET', '/api/admin/counterparty/:id/orders', 'orders'),

  // Counterparties
  route('GET', '/api/admin/counterparties', 'orders'),
  route('POST', '/api/admin/counterparties', 'orders'),
  route('GET', '/api/admin/counterparties/:id', 'orders'),
  route('PUT', '/api/admin/counterparties/:id', 'orders'),
  route('DELETE', '/api/admin/counterparties/:id', 'orders'),

  // Warehouses and stock
  route('GET', '/api/admin/warehouses', 'inventory'),
  route('POST', '/api/admin/warehouses', 'inventory'),
  route('GET', '/api/admin/warehouses/:id', 'inventory'),
  route('PUT', '/api/admin/warehouses/:id', 'inventory'),
  route('DELETE', '/api/admin/warehouses/:id', 'inventory'),
  route('GET', '/api/admin/inventory-counts', 'inventory'),
  route('GET', '/api/admin/inventory/:warehouse', 'inventory'),
  route('PATCH', '/api/admin/inventory/:id/reduce', 'inventory'),
  route('GET', '/api/admin/warehouse-inventory/:warehouseId', 'inventory'),
  route('POST', '/api/admin/warehouse-inventory', 'inventory'),
  route('PUT', '/api/admin/warehouse-inventory/:id', 'inventory'),
  route('DELETE', '/api/admin/warehouse-inventory/:id', 'inventory'),

  // Trucks and their loads
  route('GET', '/api/admin/trucks', 'inventory'),
  route('POST', '/api/admin/trucks', 'inventory'),
  route('PUT', '/api/admin/trucks/:id', 'inventory'),
  route('DELETE', '/api/admin/trucks/:id', 'inventory'),
  route('GET', '/api/admin/trucks/:id/items', 'inventory'),

  // Stored files: order and truck documents, the archive, downloads
  route('GET', '/api/admin/orders/:id/folders', 'files'),
  route('POST', '/api/admin/orders/:id/folders', 'files'),
  route('DELETE', '/api/admin/orders/:id/folders/:folderId', 'files'),
  route('GET', '/api/admin/orders/:id/documents', 'files'),
  route('POST', '/api/admin/orders/:id/documents', 'files'),
  route('DELETE', '/api/admin/orders/:id/documents/:documentId', 'files'),
  route('GET', '/api/admin/trucks/:id/folders', 'files'),
  route('POST', '/api/admin/trucks/:id/folders', 'files'),
  route('DELETE', '/api/admin/trucks/:id/folders/:folderId', 'files'),
  route('GET', '/api/admin/trucks/:id/documents', 'files'),
  route('POST', '/api/admin/trucks/:id/documents', 'files'),
  route('DELETE', '/api/admin/trucks/:id/documents/:documentId', 'files'),
  route('GET', '/api/admin/archive/folders', 'files'),
  route('POST', '/api/admin/archive/folders', 'files'),
  route('DELETE', '/api/admin/archive/folders/:id', 'files'),
  route('GET', '/api/admin/archive/materials', 'files'),
  route('POST', '/api/admin/archive/materials', 'files'),
  route('DELETE', '/api/admin/archive/materials/:id', 'files'),
  route('GET', '/api/files/:id/download', 'files'),
];

interface CompiledRoute {
  entry: RouteEntry;
  pattern: RegExp;
}

const compiledRoutes: CompiledRoute[] = ROUTE_TABLE.map((entry) => ({
  entry,
  pattern: new RegExp(`^${entry.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
}));

/** The entry answering `method path` (path without query string), or undefined when nothing does. */
export function findRoute(method: string, path: string): RouteEntry | undefined {
  if (hasTraversalSegment(path)) return undefined;
  const normalizedPath = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return compiledRoutes.find(({ entry, pattern }) => entry.method === method && pattern.test(normalizedPath))?.entry;
}

/** Calls under /api/admin need a signed-in administrator; signing in itself does not. */
export function requiresAdminSession(path: string): boolean {
  return (path === '/api/admin' || path.startsWith('/api/admin/')) && path !== '/api/admin/login';
}

// `..`, `.` or encoded separators could make a service see another path than the one checked here.
function hasTraversalSegment(path: string): boolean {
  return /%2e|%2f|%5c|\\/i.test(path) || path.split('/').some((segment) => segment === '.' || segment === '..');
}

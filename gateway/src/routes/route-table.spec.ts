import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findRoute, requiresAdminSession, ROUTE_TABLE } from './route-table.js';

// product.md §7's list of calls, copied into the project with the owner docs/architecture.md assigns to each.
const specCalls = readFileSync(
  fileURLToPath(new URL('../../test/spec-paths.txt', import.meta.url)),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => {
    const [method = '', path = '', owner = ''] = line.trim().split(/\s+/);
    // A concrete path for the pattern: {id} → 17, {code} → SW-17…
    return { method, path, owner, concretePath: path.replace(/\{[^}]+\}/g, '17') };
  });

describe('route table (read from the API catalogue)', () => {
  it('covers the spec list', () => {
    expect(specCalls.length).toBeGreaterThanOrEqual(60);
  });

  it.each(specCalls)(
    'the catalogue has $method $path, answered by $owner',
    ({ method, concretePath, owner }) => {
      expect(findRoute(method, concretePath)?.owner).toBe(owner);
    },
  );

  it('sends file downloads to the files service', () => {
    expect(findRoute('GET', '/api/files/42/download')?.owner).toBe('files');
  });

  it('matches a dot in a path literally', () => {
    expect(findRoute('GET', '/api/admin/orders/17/invoice.pdf')?.owner).toBe('orders');
    expect(findRoute('GET', '/api/admin/orders/17/invoiceXpdf')).toBeUndefined();
  });

  it('knows nothing of unlisted calls or wrong methods', () => {
    expect(findRoute('GET', '/api/admin/unknown')).toBeUndefined();
    expect(findRoute('PATCH', '/api/stats')).toBeUndefined();
  });

  it('sends a HEAD where its GET goes, and nowhere else', () => {
    expect(findRoute('HEAD', '/api/blog')).toBe(findRoute('GET', '/api/blog'));
    expect(findRoute('HEAD', '/api/blog')).toBeDefined();
    expect(findRoute('HEAD', '/api/contact')).toBeUndefined();
  });

  it('refuses paths that could resolve to another call', () => {
    expect(findRoute('GET', '/api/search/orders/..')).toBeUndefined();
    expect(findRoute('GET', '/api/search/orders/%2e%2e%2fadmin')).toBeUndefined();
    expect(findRoute('GET', '/api/admin/orders//invoice.pdf')).toBeUndefined();
  });

  it('rate limits the tracking lookup, the public forms, the order follow-up and sign-in links, and no other call', () => {
    expect(ROUTE_TABLE.filter((entry) => entry.rateLimit)).toEqual([
      {
        method: 'POST',
        path: '/api/quote-requests',
        owner: 'orders',
        access: 'public',
        rateLimit: 'public-submissions',
      },
      {
        method: 'POST',
        path: '/api/contact',
        owner: 'orders',
        access: 'public',
        rateLimit: 'public-submissions',
      },
      {
        method: 'GET',
        path: '/api/search/orders/:code',
        owner: 'orders',
        access: 'public',
        rateLimit: 'tracking-lookups',
      },
      {
        method: 'POST',
        path: '/api/track/:code/subscriptions',
        owner: 'orders',
        access: 'public',
        rateLimit: 'tracking-subscriptions',
      },
      {
        method: 'POST',
        path: '/api/portal/sign-in',
        owner: 'orders',
        access: 'public',
        rateLimit: 'portal-sign-ins',
      },
    ]);
  });

  it('lets only administrators download a stored file by id; signed links are public', () => {
    expect(requiresAdminSession('/api/files/1/download')).toBe(true);
    expect(requiresAdminSession('/api/files/1/download/')).toBe(true);
    expect(requiresAdminSession('/api/files/1/shared')).toBe(false);
  });

  it('asks for a session on every admin call except login', () => {
    expect(requiresAdminSession('/api/admin/login')).toBe(false);
    expect(requiresAdminSession('/api/admin/me')).toBe(true);
    expect(requiresAdminSession('/api/admin')).toBe(true);
    expect(requiresAdminSession('/api/stats')).toBe(false);
  });
});

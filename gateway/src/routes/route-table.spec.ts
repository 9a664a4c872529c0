import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findRoute, requiresAdminSession, ROUTE_TABLE } from './route-table.js';

// SPEC §7's list of calls, copied into the project with the owner ARCHITECTURE.md assigns to each.
const specCalls = readFileSync(fileURLToPath(new URL('../../test/spec-paths.txt', import.meta.url)), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => {
    const [method = '', path = '', owner = ''] = line.trim().split(/\s+/);
    // A concrete path for the pattern: {id} → 17, {code} → SW-17…
    return { method, path, owner, concretePath: path.replace(/\{[^}]+\}/g, '17') };
  });

describe('route table', () => {
  it('covers the spec list', () => {
    expect(specCalls.length).toBeGreaterThanOrEqual(60);
  });

  it.each(specCalls)('$method $path is answered by $owner', ({ method, concretePath, owner }) => {
    expect(findRoute(method, concretePath)?.owner).toBe(owner);
  });

  it('sends file downloads to the files service', () => {
    expect(findRoute('GET', '/api/files/42/download')?.owner).toBe('files');
  });

  it('knows nothing of unlisted calls or wrong methods', () => {
    expect(findRoute('GET', '/api/admin/unknown')).toBeUndefined();
    expect(findRoute('PATCH', '/api/stats')).toBeUndefined();
  });

  it('refuses paths that could resolve to another call', () => {
    expect(findRoute('GET', '/api/search/orders/..')).toBeUndefined();
    expect(findRoute('GET', '/api/search/orders/%2e%2e%2fadmin')).toBeUndefined();
  });

  it('rate limits the tracking lookup and no other call', () => {
    expect(ROUTE_TABLE.filter((entry) => entry.rateLimit)).toEqual([
      { method: 'GET', path: '/api/search/orders/:code', owner: 'orders', rateLimit: 'tracking-lookups' },
    ]);
  });

  it('asks for a session on every admin call except login', () => {
    expect(requiresAdminSession('/api/admin/login')).toBe(false);
    expect(requiresAdminSession('/api/admin/me')).toBe(true);
    expect(requiresAdminSession('/api/admin')).toBe(true);
    expect(requiresAdminSession('/api/stats')).toBe(false);
  });
});

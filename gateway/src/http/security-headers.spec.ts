import { contentSecurityPolicy } from './security-headers.js';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it('allows inline scripts only by the hashes of the built pages’ scripts', () => {
    const policy = contentSecurityPolicy(
      ['/mf/public/mf-manifest.json', 'https://cdn.example/mf-admin/mf-manifest.json'],
      ['sha256-c3RhcnQ='],
    );
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      "'sha256-c3RhcnQ='",
      'https://cdn.example',
    ]);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('allows no inline script before the front ends are built', () => {
    expect(
      directive(contentSecurityPolicy(['/mf/public/mf-manifest.json'], []), 'script-src'),
    ).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });
});

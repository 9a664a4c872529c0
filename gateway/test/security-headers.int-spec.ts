import {
  signIn,
  startGatewayUnderTest,
  withGatewayUnderTest,
  type GatewayUnderTest,
} from './testing/gateway-under-test.js';

const directives = (policy: string | null) =>
  new Map(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe('security headers', () => {
  let under: GatewayUnderTest;
  beforeAll(async () => {
    under = await startGatewayUnderTest({
      MF_ADMIN_URL: 'https://admin-cdn.example:8443/mf-admin/mf-manifest.json',
      TRUST_PROXY: '127.0.0.1',
    });
  });
  afterAll(() => under.stop());

  const everyKind = async () => {
    const cookie = await signIn(under.url);
    return {
      'proxied service answer': await fetch(`${under.url}/api/stats`),
      'gateway answer': await fetch(`${under.url}/api/admin/me`, { headers: { cookie } }),
      'refused call': await fetch(`${under.url}/api/admin/orders`),
      'JSON 404': await fetch(`${under.url}/api/no-such-call`),
      'page without a built front end': await fetch(`${under.url}/admin/orders`),
      'remotes list': await fetch(`${under.url}/remotes.json`),
    };
  };

  it('puts the same protective headers on every kind of answer', async () => {
    for (const [kind, response] of Object.entries(await everyKind())) {
      const seen = {
        kind,
        frameOptions: response.headers.get('x-frame-options'),
        nosniff: response.headers.get('x-content-type-options'),
        referrer: response.headers.get('referrer-policy'),
        permissions: response.headers.get('permissions-policy'),
        frameAncestors: directives(response.headers.get('content-security-policy')).get(
          'frame-ancestors',
        ),
      };
      expect(seen).toEqual({
        kind,
        frameOptions: 'DENY',
        nosniff: 'nosniff',
        referrer: 'strict-origin-when-cross-origin',
        permissions: expect.stringContaining('camera=(self), microphone=()'),
        frameAncestors: ["'none'"],
      });
    }
  });

  it('allows scripts, styles and calls from the gateway and the configured remote origins only, never eval', async () => {
    const policy = directives(
      (await fetch(`${under.url}/`)).headers.get('content-security-policy'),
    );
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      'https://admin-cdn.example:8443',
    ]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://admin-cdn.example:8443']);
    expect(policy.get('style-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://admin-cdn.example:8443',
    ]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('sends HSTS only over HTTPS, as a trusted proxy reports it', async () => {
    expect(
      (await fetch(`${under.url}/api/stats`)).headers.get('strict-transport-security'),
    ).toBeNull();
    const overTls = await fetch(`${under.url}/api/stats`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overTls.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
  });

  it('ignores X-Forwarded-Proto from a peer that is not a trusted proxy', async () => {
    await withGatewayUnderTest({ TRUST_PROXY: 'false' }, async (direct) => {
      const forged = await fetch(`${direct.url}/api/stats`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(forged.headers.get('strict-transport-security')).toBeNull();
    });
  });
});

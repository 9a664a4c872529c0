import type { FastifyInstance } from 'fastify';

export interface SecurityHeadersOptions {
  /** Where the shell loads the remotes from (MF_*_URL); absolute ones add their origin to the policy. */
  remoteManifestUrls: readonly string[];
  /** `sha256-…` of the scripts the built pages carry inline (their start script). */
  inlineScriptHashes: readonly string[];
}

const HSTS = 'max-age=31536000; includeSubDomains';

/** Origins of the remotes served from elsewhere; relative URLs are the gateway's own ('self'). */
function remoteOrigins(urls: readonly string[]): string[] {
  const origins = urls.filter((url) => /^https?:\/\//i.test(url)).map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

/**
 * The Content-Security-Policy of every answer. Scripts only from the gateway and the configured
 * remotes, and the pages' inline start script by its hash (no other inline script, no eval). Styles
 * also allow 'unsafe-inline': Radix dialogs lock scrolling through an injected <style> element
 * (react-remove-scroll), and a style cannot run code.
 * Images also from data: and blob: (photos picked before upload, data-URL previews).
 * WebAssembly may compile ('wasm-unsafe-eval', not eval): the scan screen's barcode reader is ZXing in WebAssembly.
 */
export function contentSecurityPolicy(
  remoteManifestUrls: readonly string[],
  inlineScriptHashes: readonly string[],
): string {
  const remotes = remoteOrigins(remoteManifestUrls).join(' ');
  const withRemotes = (...sources: string[]) =>
    [...sources, remotes].filter((source) => source.length > 0).join(' ');
  const hashes = inlineScriptHashes.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    `script-src ${withRemotes("'self'", "'wasm-unsafe-eval'", ...hashes)}`,
    `style-src ${withRemotes("'self'", "'unsafe-inline'")}`,
    `connect-src ${withRemotes("'self'")}`,
    `img-src ${withRemotes("'self'", 'data:', 'blob:')}`,
    `font-src ${withRemotes("'self'", 'data:')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Security headers on every answer the gateway sends: pages, assets, API answers, errors, 404s, and
 * the services' answers it passes on (installed on the root instance before any route). Computed once
 * at start; each answer copies one object. Strict-Transport-Security only when the request came over
 * HTTPS (directly, or as a trusted proxy says), so a plain-HTTP install is never pinned to an HTTPS it
 * does not have.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeadersOptions,
): void {
  const headers = {
    'content-security-policy': contentSecurityPolicy(
      options.remoteManifestUrls,
      options.inlineScriptHashes,
    ),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // The camera for the back office's scan screen only: this site's pages, no frame of another.
    'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
    'cross-origin-opener-policy': 'same-origin',
  };
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
}

import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, INTERNAL_PREFIX } from '@silkway/contracts';
import type { InternalClient } from '@silkway/service-kit/internal-calls';
import { sendError } from '../http/error-answer.js';
import { pathOf } from '../routes/route-table.js';
import { BlogPages } from './blog-pages.js';
import type { Site } from './site-render.js';

export interface FrontEndsOptions {
  /** Folder holding shell/, mf-public/, mf-portal/, mf-admin/ with their dist/ builds. */
  frontendRoot: string;
  /** The shell's server render, when the build has one. */
  site: Site | null;
  remoteManifestUrls: { mf_public: string; mf_portal: string; mf_admin: string };
  /** Asks the orders service for the blog's articles, for the pages rendered on request. */
  internal: InternalClient;
}

const REMOTES = [
  { prefix: '/mf/public/', folder: 'mf-public' },
  { prefix: '/mf/portal/', folder: 'mf-portal' },
  { prefix: '/mf/admin/', folder: 'mf-admin' },
] as const;

// rspack names long-lived files with a content hash, e.g. main.3f2a9c1d.js, 412.a1b2c3d4e5.css or
// inter-latin-wght-normal.6c596dfc.woff2; the precompressed copies end in .br or .gz.
const CONTENT_HASH = /[.-][0-9a-f]{8,}\.[a-z0-9]+(?:\.br|\.gz)?$/i;

// The back office's service worker (issue 34), served with the remote, works for the pages under /admin/.
const ADMIN_SERVICE_WORKER = 'admin-sw.js';

/** Hashed assets never change: cache for a year. Entry points (pages, manifests, remoteEntry) always revalidate (ETag). */
function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const name = basename(filePath);
  const cacheControl = CONTENT_HASH.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
  reply.header('cache-control', cacheControl);
  if (name === ADMIN_SERVICE_WORKER) reply.header('service-worker-allowed', '/admin/');
}

/**
 * The shell's build output that is not for browsers: prerendered pages are answered by address, the server
 * bundle and the scripts inlined in pages never.
 */
const NOT_SERVED = /^\/(?:pages|server|inline)(?:\/|$)/;

function isPageNavigation(request: FastifyRequest, path: string): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !path.startsWith(`${API_PREFIX}/`) &&
    !path.startsWith(`${INTERNAL_PREFIX}/`) &&
    !path.startsWith('/mf/') &&
    !basename(path).includes('.')
  );
}

/** A page rendered on request: revalidated with its ETag, compressed by @fastify/compress. */
function sendRenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { html: string; etag: string },
): FastifyReply {
  reply
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  return reply.type('text/html; charset=utf-8').send(page.html);
}

/**
 * The built front ends: the remotes under /mf/*, the shell's assets at /, every public page in every
 * language as prerendered HTML (blog pages rendered on request), 404 for any other address,
 * robots.txt and sitemap.xml, and /remotes.json telling the shell where each remote's manifest lives.
 * Text assets are sent precompressed (brotli or gzip, as the browser accepts).
 */
export async function installFrontEnds(
  app: FastifyInstance,
  options: FrontEndsOptions,
): Promise<void> {
  const shellDist = join(options.frontendRoot, 'shell', 'dist');
  const pagesDir = join(shellDist, 'pages');
  const shellBuilt = existsSync(join(shellDist, 'index.html'));
  const site = shellBuilt ? options.site : null;
  const blogPages = site && new BlogPages(site, options.internal);

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return options.remoteManifestUrls;
  });

  if (site && blogPages) {
    app.get('/sitemap.xml', async (_request, reply) => {
      reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8');
      return site.sitemapXml(site.settings.origin, await blogPages.slugs());
    });
  }

  for (const remote of REMOTES) {
    const dist = join(options.frontendRoot, remote.folder, 'dist');
    if (!existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: remote.prefix,
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      index: false,
      setHeaders: setCacheHeaders,
    });
  }

  if (shellBuilt) {
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      cacheControl: false,
      preCompressed: true,
      // `/` is a page like the others (below), not the shell's bare index.html. Not merely `index: false`:
      // a folder asked for without Accept-Encoding is then answered 403 by the plugin.
      index: false,
      allowedPath: (pathName) => pathName !== '/' && !NOT_SERVED.test(pathName),
      setHeaders: setCacheHeaders,
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request.url);
    if (!isPageNavigation(request, path))
      return sendError(reply, 404, `Не найдено: ${request.method} ${path}`);
    if (!shellBuilt) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The front end is not built yet: run `npm run build` (or `npm start`, which builds what is missing).',
        );
    }
    reply.header('cache-control', 'no-cache');
    // A build without the server render (e.g. a dev build): the shell renders every address in the browser.
    if (!site || !blogPages) return reply.sendFile('index.html', shellDist);

    const address = site.resolveAddress(decodeURIComponent(path));
    switch (address.kind) {
      case 'app':
        return reply.sendFile('index.html', shellDist);
      case 'page':
        return reply.sendFile(address.file, pagesDir);
      case 'not-found':
        return reply.code(404).sendFile(address.file, pagesDir);
      case 'blog': {
        const page = await blogPages.render(address.url, address.language, address.slug);
        if (page === 'not-found') return reply.code(404).sendFile(address.notFoundFile, pagesDir);
        // The orders service does not answer: the list prerendered without articles (the browser fetches them).
        if (page === null) return reply.sendFile(address.file, pagesDir);
        return sendRenderedPage(request, reply, page);
      }
    }
  });
}

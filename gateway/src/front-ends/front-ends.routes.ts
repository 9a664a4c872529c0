import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendError } from '../http/error-answer.js';

export interface FrontEndsOptions {
  /** Folder holding shell/, mf-public/, mf-portal/, mf-admin/ with their dist/ builds. */
  frontendRoot: string;
  remoteManifestUrls: { mf_public: string; mf_portal: string; mf_admin: string };
}

const REMOTES = [
  { prefix: '/mf/public/', folder: 'mf-public' },
  { prefix: '/mf/portal/', folder: 'mf-portal' },
  { prefix: '/mf/admin/', folder: 'mf-admin' },
] as const;

// rspack names long-lived files with a content hash, e.g. main.3f2a9c1d.js or 412.a1b2c3d4e5.css.
const CONTENT_HASH = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Hashed assets never change: cache for a year. Entry points (index.html, manifests, remoteEntry) always revalidate. */
function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const cacheControl = CONTENT_HASH.test(basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache';
  reply.header('cache-control', cacheControl);
}

/**
 * The built front ends: the shell at / (index.html for every client-side route), the remotes under
 * /mf/*, and /remotes.json telling the shell where each remote's manifest lives.
 */
export async function installFrontEnds(app: FastifyInstance, options: FrontEndsOptions): Promise<void> {
  const shellDist = join(options.frontendRoot, 'shell', 'dist');
  const shellBuilt = existsSync(join(shellDist, 'index.html'));

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return options.remoteManifestUrls;
  });

  for (const remote of REMOTES) {
    const dist = join(options.frontendRoot, remote.folder, 'dist');
    if (!existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: remote.prefix,
      decorateReply: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }

  if (shellBuilt) {
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageNavigation =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/mf/') &&
      !basename(path).includes('.');
    if (!isPageNavigation) return sendError(reply, 404, `Не найдено: ${request.method} ${path}`);
    if (!shellBuilt) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The front end is not built yet: run `npm run build` (or `npm start`, which builds what is missing).');
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', shellDist);
  });
}

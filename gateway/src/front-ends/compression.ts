import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Compresses answers made on request (API JSON, proxied streams included, and pages rendered on request)
 * when they are worth it. Built assets arrive precompressed (@fastify/static `preCompressed`) and are
 * left alone: an answer that already has a Content-Encoding is not compressed again.
 * Registered on the root instance before any route, so it covers every route of the gateway.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 11 (zlib's default) is for build time; on request a fast level saves nearly as much.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

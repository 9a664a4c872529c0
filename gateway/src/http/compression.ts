import { constants } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers made on request (API JSON, proxied streams included, and pages rendered on request)
 * when they are worth it. Built assets arrive precompressed (@fastify/static `preCompressed`) and are
 * left alone: an answer that already has a Content-Encoding is not compressed again.
 * Registered on the root instance before any route, so it covers every route of the gateway.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 11 (zlib's default) is for build time; on request a fast level saves nearly as much.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/**
 * @fastify/compress applies its threshold to answers it holds whole, not to streams, so a proxied
 * answer of a few hundred bytes would get its own brotli stream (most of the gateway's CPU per call).
 * A stream whose declared length is under the threshold is marked to go out as it is.
 */
export function leaveSmallStreamUncompressed(
  request: Pick<FastifyRequest, 'headers'>,
  contentLength: string | undefined,
): void {
  if (contentLength !== undefined && Number(contentLength) < COMPRESSION_THRESHOLD_BYTES)
    request.headers[NO_COMPRESSION_HEADER] = '1';
}

// The request header @fastify/compress reads as "do not compress this answer".
const NO_COMPRESSION_HEADER = 'x-no-compression';

import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * A GET answered 200 with a body made whole (the lists and lookups' JSON) carries the ETag of its
 * bytes and `Cache-Control: private, no-cache`: the browser keeps it and asks again with
 * If-None-Match, and an answer that did not change goes back as 304 without its body (issue 32).
 * Answers that say themselves how they are cached, or already carry an ETag (a record's version,
 * which If-Match reads), are left as they are.
 */
export function answerUnchangedWith304(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (
      request.method !== 'GET' ||
      reply.statusCode !== 200 ||
      (typeof payload !== 'string' && !Buffer.isBuffer(payload)) ||
      reply.hasHeader('etag') ||
      reply.hasHeader('cache-control')
    )
      return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    void reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    void reply.code(304);
    return '';
  });
}

/** Whether an If-None-Match header names `etag` (a list of tags, weak ones compared weakly, or `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

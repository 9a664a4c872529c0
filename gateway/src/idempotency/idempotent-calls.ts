import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { sendError } from '../http/error-answer.js';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer that repeats the first answer to its key instead of running the call again. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;
// A key claimed by a call still running; short, so a gateway killed mid-call does not lock the key for a day.
const IN_PROGRESS_TTL_MS = 5 * 60_000;
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Headers of the first answer a repeat gets back with its body.
const REPLAYED_HEADERS = ['content-type', 'etag', 'location'];

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Некорректный ключ Idempotency-Key: от 1 до 255 видимых символов ASCII',
  inProgress: 'Запрос с этим ключом Idempotency-Key еще выполняется: повторите его позже',
  otherBody: 'Ключ Idempotency-Key уже использован для другого запроса',
};

interface InProgress {
  fingerprint: string;
}
interface Answered extends InProgress {
  status: number;
  headers: Record<string, string>;
  body: string; // base64
}
type Stored = InProgress | Answered;

declare module 'fastify' {
  interface FastifyRequest {
    /** The Redis key this call claimed, until its answer is stored there. */
    idempotencyKey?: string;
  }
}

export interface IdempotentCallsOptions {
  redis: Redis;
  keyPrefix: string;
  /** Longest body read to fingerprint a call. */
  bodyLimitBytes: number;
  ttlMs?: number;
}

/**
 * Idempotency-Key (IETF draft httpapi-idempotency-key-header) for every state-changing admin call
 * passing through `app`: the first call with a key runs and its answer is kept for 24 hours per
 * person; a repeat gets that answer back without reaching the service, a repeat while the first
 * still runs 409, the key sent with another call or body 422. Answers 5xx and 429 are not kept:
 * nothing was done, so the call may run again.
 */
export function installIdempotentCalls(
  app: FastifyInstance,
  options: IdempotentCallsOptions,
): void {
  const { redis, keyPrefix, bodyLimitBytes } = options;
  const ttlMs = options.ttlMs ?? IDEMPOTENCY_KEY_TTL_MS;

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    const username = request.adminSession?.user.username;
    if (key === undefined || !username || SAFE_METHODS.has(request.method)) return;
    if (typeof key !== 'string' || !KEY_FORMAT.test(key))
      return sendError(reply, 400, IDEMPOTENCY_MESSAGES.badKey);
    const body = await bodyOf(request, bodyLimitBytes);
    if (body === undefined) return; // Over the limit: the proxy refuses it with its 413.
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${request.url}\n`)
      .update(body)
      .digest('base64url');
    const redisKey = `${keyPrefix}idempotency:${username}:${key}`;
    const claimed = await redis.set(
      redisKey,
      JSON.stringify({ fingerprint } satisfies InProgress),
      'PX',
      IN_PROGRESS_TTL_MS,
      'NX',
    );
    if (claimed) {
      request.idempotencyKey = redisKey;
      return;
    }
    const stored = await redis.get(redisKey);
    // Expired between the two calls: rare enough to ask for a retry.
    if (!stored) return sendError(reply, 409, IDEMPOTENCY_MESSAGES.inProgress);
    const first = JSON.parse(stored) as Stored;
    if (first.fingerprint !== fingerprint)
      return sendError(reply, 422, IDEMPOTENCY_MESSAGES.otherBody);
    if (!('status' in first)) return sendError(reply, 409, IDEMPOTENCY_MESSAGES.inProgress);
    return replay(reply, first);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const redisKey = request.idempotencyKey;
    if (!redisKey) return payload;
    request.idempotencyKey = undefined;
    const status = reply.statusCode;
    if (status >= 500 || status === 429) {
      await redis.del(redisKey);
      return payload;
    }
    const body = await bytesOf(payload);
    const fingerprint = (JSON.parse((await redis.get(redisKey)) ?? '{}') as Partial<InProgress>)
      .fingerprint;
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const answered: Answered = {
      fingerprint: fingerprint ?? '',
      status,
      headers,
      body: body.toString('base64'),
    };
    await redis.set(redisKey, JSON.stringify(answered), 'PX', ttlMs);
    return body;
  });
}

function replay(reply: FastifyReply, first: Answered): FastifyReply {
  reply.code(first.status).headers(first.headers).header(IDEMPOTENT_REPLAY_HEADER, 'true');
  return reply.send(Buffer.from(first.body, 'base64'));
}

/**
 * The whole body of the call, read from the proxy's pass-through stream and put back as a new
 * stream for the service; undefined when it declares more than `limit` bytes (the proxy refuses it).
 */
async function bodyOf(request: FastifyRequest, limit: number): Promise<Buffer | undefined> {
  if (Number(request.headers['content-length'] ?? 0) > limit) return undefined;
  const stream = request.body as Readable | undefined;
  if (!stream) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    length += chunk.length;
    // The gateway's error handler answers it with its 413.
    if (length > limit) throw Object.assign(new Error('body over the limit'), { statusCode: 413 });
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  request.body = Readable.from([body]);
  return body;
}

async function bytesOf(payload: unknown): Promise<Buffer> {
  if (payload === null || payload === undefined) return Buffer.alloc(0);
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  const chunks: Buffer[] = [];
  for await (const chunk of payload as AsyncIterable<Buffer | string>)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

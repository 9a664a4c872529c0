import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { ADMIN_USERNAME_HEADER, adminUsernameOf } from '../internal-calls/caller-headers.js';
import { holdsInternalToken } from './internal-token.guard.js';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer that repeats the first answer to its key instead of running the call again. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;
// A key claimed by a call still running; short, so a service killed mid-call does not lock the key for a day.
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
    /** The call's method, address and body hashed, when it carries an Idempotency-Key. */
    idempotencyFingerprint?: string;
    /** The Redis key this call claimed, until its answer is stored there. */
    idempotencyClaim?: string;
  }
}

export interface IdempotentCallsOptions {
  /** Connected on first use: a service that is never sent a key never opens it. */
  redis: Redis;
  /** Keys live under `<keyPrefix>:idempotency:<admin>:<key>`. */
  keyPrefix: string;
  internalToken: string;
  /** Longest body read to fingerprint a call (the service's own body limit). */
  bodyLimitBytes: number;
}

/**
 * Idempotency-Key (IETF draft httpapi-idempotency-key-header) on every state-changing admin call a
 * service answers: the first call with a key runs and its answer is kept for 24 hours per admin (the
 * name the gateway sends in x-admin-username); a repeat gets that answer back without running the
 * handler, a repeat while the first still runs 409, the key sent with another call or body 422. Answers
 * 5xx and 429 are not kept: nothing was done, so the call may run again. Calls without the internal
 * token are left to the guard, which refuses them.
 */
export function installIdempotentCalls(
  app: FastifyInstance,
  options: IdempotentCallsOptions,
): void {
  const { redis, keyPrefix, bodyLimitBytes } = options;
  const token = Buffer.from(options.internalToken);
  const keyOf = (request: FastifyRequest): string | undefined => {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (key === undefined || SAFE_METHODS.has(request.method)) return undefined;
    if (!adminUsernameOf(request.headers[ADMIN_USERNAME_HEADER])) return undefined;
    return holdsInternalToken(request, token) ? String(key) : undefined;
  };

  app.addHook('preParsing', async (request, _reply, payload) => {
    if (keyOf(request) === undefined) return payload;
    if (Number(request.headers['content-length'] ?? 0) > bodyLimitBytes) return payload;
    const body = await bodyOf(payload, bodyLimitBytes);
    request.idempotencyFingerprint = createHash('sha256')
      .update(`${request.method} ${request.url}\n`)
      .update(body)
      .digest('base64url');
    return Readable.from([body]);
  });

  app.addHook('preHandler', async (request, reply) => {
    const key = keyOf(request);
    const fingerprint = request.idempotencyFingerprint;
    if (key === undefined || fingerprint === undefined) return;
    if (!KEY_FORMAT.test(key)) return refuse(reply, 400, IDEMPOTENCY_MESSAGES.badKey);
    const username = adminUsernameOf(request.headers[ADMIN_USERNAME_HEADER]);
    const redisKey = `${keyPrefix}:idempotency:${username}:${key}`;
    const inProgress: InProgress = { fingerprint };
    if (await redis.set(redisKey, JSON.stringify(inProgress), 'PX', IN_PROGRESS_TTL_MS, 'NX')) {
      request.idempotencyClaim = redisKey;
      return;
    }
    const stored = await redis.get(redisKey);
    // Expired between the two calls: rare enough to ask for a retry.
    if (!stored) return refuse(reply, 409, IDEMPOTENCY_MESSAGES.inProgress);
    const first = JSON.parse(stored) as Stored;
    if (first.fingerprint !== fingerprint)
      return refuse(reply, 422, IDEMPOTENCY_MESSAGES.otherBody);
    if (!('status' in first)) return refuse(reply, 409, IDEMPOTENCY_MESSAGES.inProgress);
    return reply
      .code(first.status)
      .headers({ ...first.headers, [IDEMPOTENT_REPLAY_HEADER]: 'true' })
      .send(Buffer.from(first.body, 'base64'));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const redisKey = request.idempotencyClaim;
    if (!redisKey) return payload;
    request.idempotencyClaim = undefined;
    const status = reply.statusCode;
    if (status >= 500 || status === 429) {
      await redis.del(redisKey);
      return payload;
    }
    const body = await bytesOf(payload);
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const answered: Answered = {
      fingerprint: request.idempotencyFingerprint ?? '',
      status,
      headers,
      body: body.toString('base64'),
    };
    await redis.set(redisKey, JSON.stringify(answered), 'PX', IDEMPOTENCY_KEY_TTL_MS);
    return body;
  });
}

function refuse(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  return reply.code(statusCode).send({ statusCode, message, requestId: reply.request.id });
}

/** The whole body, refused as fastify refuses one past the limit when it arrives without a length. */
async function bodyOf(payload: AsyncIterable<Buffer>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of payload) {
    length += chunk.length;
    if (length > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
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

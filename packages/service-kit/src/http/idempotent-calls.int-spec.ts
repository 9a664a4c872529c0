import { randomBytes, randomUUID } from 'node:crypto';
import {
  Body,
  Controller,
  Headers,
  HttpException,
  Module,
  Param,
  Patch,
  Res,
} from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import { baseServiceConfig, loadConfig } from '../config/load-config.js';
import { createServiceApp } from './bootstrap-service.js';
import { IDEMPOTENCY_KEY_TTL_MS, IDEMPOTENCY_MESSAGES } from './idempotent-calls.js';

const TOKEN = 'test-internal-token-16';

/**
 * An item whose status changes are really applied (counted, versioned) by the handler; a change may
 * be held until the test lets it go, or fail as a service that cannot reach its database.
 */
const applied: Array<{ item: string; status: string; by: string }> = [];
let held: { arrive: () => void; released: Promise<void> } | undefined;
let failure: number | undefined;

// Not under /api/admin, where every change must write an audit entry: the probe records none.
@Controller('probe/items')
class ItemStatusController {
  @Patch(':id/status')
  async changeStatus(
    @Param('id') item: string,
    @Body() { status }: { status: string },
    @Headers('x-admin-username') by: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const hold = held;
    held = undefined;
    hold?.arrive();
    await hold?.released;
    if (failure !== undefined) {
      const status = failure;
      failure = undefined;
      throw new HttpException('down', status);
    }
    applied.push({ item, status, by });
    void reply.header('etag', `"${applied.length}"`);
    return { id: Number(item), status, version: applied.length };
  }
}

@Module({ controllers: [ItemStatusController] })
class ItemModule {}

const holdNext = () => {
  let arrive!: () => void;
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  held = { arrive, released };
  return { arrived, release };
};

describe("Idempotency-Key on a service's admin calls", () => {
  // A prefix of its own (the kit's test helpers use this folder, so it cannot use theirs).
  const queuePrefix = `test-${randomBytes(6).toString('hex')}`;
  let app: NestFastifyApplication;
  let redis: Redis;
  beforeAll(async () => {
    const config = loadConfig(baseServiceConfig, {
      LOG_LEVEL: 'silent',
      INTERNAL_TOKEN: TOKEN,
      QUEUE_PREFIX: queuePrefix,
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    });
    app = await createServiceApp(ItemModule, { name: 'probe', config });
    redis = new Redis(config.REDIS_URL);
  });
  afterAll(async () => {
    await app.close();
    const keys = await redis.keys(`${queuePrefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  /** A status change as the gateway forwards it for `admin`. */
  const changeStatus = (
    admin: string,
    key: string | undefined,
    status: string,
    item = 7,
    token = TOKEN,
  ) =>
    app.inject({
      method: 'PATCH',
      url: `/probe/items/${item}/status`,
      headers: {
        'x-internal-token': token,
        'x-admin-username': admin,
        'content-type': 'application/json',
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      payload: JSON.stringify({ status }),
    });

  it('answers a repeat with the first answer, applied once, even after a later change', async () => {
    const key = randomUUID();
    const before = applied.length;
    const first = await changeStatus('olga', key, 'loaded');
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    expect((await changeStatus('olga', randomUUID(), 'unloaded')).statusCode).toBe(200);
    const repeat = await changeStatus('olga', key, 'loaded');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.headers.etag).toBe(first.headers.etag);
    expect(repeat.headers['content-type']).toBe(first.headers['content-type']);
    expect(repeat.body).toBe(first.body);
    expect(applied.slice(before).map(({ status }) => status)).toEqual(['loaded', 'unloaded']);
  });

  it('keeps keys per person: the same key of a colleague is a call of its own', async () => {
    const key = randomUUID();
    const before = applied.length;
    expect((await changeStatus('olga', key, 'loaded')).statusCode).toBe(200);
    expect((await changeStatus('wang', key, 'loaded')).statusCode).toBe(200);
    expect(applied.slice(before).map(({ by }) => by)).toEqual(['olga', 'wang']);
  });

  it('answers 409 to a second call with the key while the first still runs, and the first stands', async () => {
    const key = randomUUID();
    const before = applied.length;
    const hold = holdNext();
    const first = changeStatus('olga', key, 'loaded');
    await hold.arrived;
    const second = await changeStatus('olga', key, 'loaded');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: IDEMPOTENCY_MESSAGES.inProgress });
    hold.release();
    expect((await first).statusCode).toBe(200);
    expect((await changeStatus('olga', key, 'loaded')).headers['idempotent-replayed']).toBe('true');
    expect(applied.length - before).toBe(1);
  });

  it('answers 422 to the key sent again with another body or another call, running no handler', async () => {
    const key = randomUUID();
    expect((await changeStatus('olga', key, 'loaded')).statusCode).toBe(200);
    const before = applied.length;
    const otherBody = await changeStatus('olga', key, 'unloaded');
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toMatchObject({ message: IDEMPOTENCY_MESSAGES.otherBody });
    expect((await changeStatus('olga', key, 'loaded', 8)).statusCode).toBe(422);
    expect(applied.length).toBe(before);
  });

  it('keeps the key 24 hours; once it expired the call runs again', async () => {
    const key = randomUUID();
    const before = applied.length;
    expect((await changeStatus('olga', key, 'loaded')).statusCode).toBe(200);
    const stored = `${queuePrefix}:idempotency:olga:${key}`;
    const ttl = await redis.pttl(stored);
    expect(ttl).toBeGreaterThan(IDEMPOTENCY_KEY_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(IDEMPOTENCY_KEY_TTL_MS);
    // The day passes: Redis drops the key as it would at its time.
    await redis.pexpire(stored, 1);
    while ((await redis.exists(stored)) === 1) await redis.ping();
    const again = await changeStatus('olga', key, 'loaded');
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(applied.length - before).toBe(2);
  });

  it('keeps no answer of a failed call, so the key may be sent again', async () => {
    const key = randomUUID();
    const before = applied.length;
    failure = 503;
    expect((await changeStatus('olga', key, 'loaded')).statusCode).toBe(503);
    const retried = await changeStatus('olga', key, 'loaded');
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(applied.length - before).toBe(1);
  });

  it('refuses a malformed key with 400 and leaves calls without a key as they were', async () => {
    const malformed = await changeStatus('olga', 'with space', 'loaded');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: IDEMPOTENCY_MESSAGES.badKey });
    const before = applied.length;
    await changeStatus('olga', undefined, 'loaded');
    await changeStatus('olga', undefined, 'loaded');
    expect(applied.length - before).toBe(2);
  });

  it('replays nothing to a caller without the internal token: the guard refuses it', async () => {
    const key = randomUUID();
    expect((await changeStatus('olga', key, 'loaded')).statusCode).toBe(200);
    const forged = await changeStatus('olga', key, 'loaded', 7, 'not-the-internal-token');
    expect(forged.statusCode).toBe(401);
    expect(forged.headers['idempotent-replayed']).toBeUndefined();
  });
});

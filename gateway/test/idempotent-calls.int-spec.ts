import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import {
  IDEMPOTENCY_KEY_TTL_MS,
  IDEMPOTENCY_MESSAGES,
} from '../src/idempotency/idempotent-calls.js';
import {
  errorOf,
  signIn,
  startGatewayUnderTest,
  type GatewayUnderTest,
} from './testing/gateway-under-test.js';
import { addStaffMember } from './testing/staff-members.js';

/**
 * A stand-in for the orders service that really changes an item: each status change it takes is
 * applied (counted, versioned). A call may be held until the test lets it go.
 */
interface ItemService {
  url: string;
  applied: Array<{ status: string; by: string }>;
  holdNext: () => { arrived: Promise<void>; release: () => void };
  failNext: (status: number) => void;
  close: () => Promise<void>;
}

async function startItemService(): Promise<ItemService> {
  const applied: ItemService['applied'] = [];
  let held: { arrive: () => void; released: Promise<void> } | undefined;
  let failure: number | undefined;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const hold = held;
      held = undefined;
      hold?.arrive();
      void (hold?.released ?? Promise.resolve()).then(() => {
        if (failure !== undefined) {
          response.writeHead(failure, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ statusCode: failure, message: 'down' }));
          failure = undefined;
          return;
        }
        const { status } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
          status: string;
        };
        applied.push({ status, by: String(request.headers['x-admin-username']) });
        const body = JSON.stringify({ id: 7, status, version: applied.length });
        response.writeHead(200, {
          'content-type': 'application/json',
          etag: `"${applied.length}"`,
        });
        response.end(body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    applied,
    holdNext: () => {
      let arrive!: () => void;
      let release!: () => void;
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      held = { arrive, released };
      return { arrived, release };
    },
    failNext: (status) => (failure = status),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('Idempotency-Key on admin calls', () => {
  let items: ItemService;
  let under: GatewayUnderTest;
  let owner: string;
  let redis: Redis;
  beforeAll(async () => {
    items = await startItemService();
    under = await startGatewayUnderTest({ ORDERS_URL: items.url });
    owner = await signIn(under.url);
    redis = new Redis(under.config.REDIS_URL);
  });
  afterAll(async () => {
    await redis.quit();
    await under.stop();
    await items.close();
  });

  const changeStatus = (cookie: string, key: string | undefined, status: string, item = 7) =>
    fetch(`${under.url}/api/admin/order-items/${item}/status`, {
      method: 'PATCH',
      headers: {
        cookie,
        'content-type': 'application/json',
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      body: JSON.stringify({ status }),
    });

  it('answers a repeat with the first answer, applied once, even after a later change', async () => {
    const key = randomUUID();
    const before = items.applied.length;
    const first = await changeStatus(owner, key, 'loaded');
    expect(first.status).toBe(200);
    const firstBody = await first.text();
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    expect((await changeStatus(owner, randomUUID(), 'unloaded')).status).toBe(200);
    const repeat = await changeStatus(owner, key, 'loaded');
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(repeat.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await repeat.text()).toBe(firstBody);
    expect(items.applied.slice(before).map(({ status }) => status)).toEqual(['loaded', 'unloaded']);
  });

  it('keeps keys per person: the same key of a colleague is a call of its own', async () => {
    const colleague = await addStaffMember(under.url, owner, 'wang', 'warehouse');
    const key = randomUUID();
    const before = items.applied.length;
    expect((await changeStatus(owner, key, 'loaded')).status).toBe(200);
    expect((await changeStatus(colleague, key, 'loaded')).status).toBe(200);
    expect(items.applied.slice(before)).toEqual([
      { status: 'loaded', by: 'olga' },
      { status: 'loaded', by: 'wang' },
    ]);
  });

  it('answers 409 to a second call with the key while the first still runs, and the first stands', async () => {
    const key = randomUUID();
    const before = items.applied.length;
    const hold = items.holdNext();
    const first = changeStatus(owner, key, 'loaded');
    await hold.arrived;
    const second = await changeStatus(owner, key, 'loaded');
    expect(second.status).toBe(409);
    expect((await errorOf(second)).message).toBe(IDEMPOTENCY_MESSAGES.inProgress);
    hold.release();
    expect((await first).status).toBe(200);
    expect((await changeStatus(owner, key, 'loaded')).headers.get('idempotent-replayed')).toBe(
      'true',
    );
    expect(items.applied.length - before).toBe(1);
  });

  it('answers 422 to the key sent again with another body or another call, reaching no service', async () => {
    const key = randomUUID();
    expect((await changeStatus(owner, key, 'loaded')).status).toBe(200);
    const before = items.applied.length;
    const otherBody = await changeStatus(owner, key, 'unloaded');
    expect(otherBody.status).toBe(422);
    expect((await errorOf(otherBody)).message).toBe(IDEMPOTENCY_MESSAGES.otherBody);
    expect((await changeStatus(owner, key, 'loaded', 8)).status).toBe(422);
    expect(items.applied.length).toBe(before);
  });

  it('keeps the key 24 hours; once it expired the call runs again', async () => {
    const key = randomUUID();
    const before = items.applied.length;
    expect((await changeStatus(owner, key, 'loaded')).status).toBe(200);
    const stored = `${under.config.REDIS_KEY_PREFIX}idempotency:olga:${key}`;
    const ttl = await redis.pttl(stored);
    expect(ttl).toBeGreaterThan(IDEMPOTENCY_KEY_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(IDEMPOTENCY_KEY_TTL_MS);
    // The day passes: Redis drops the key as it would at its time.
    await redis.pexpire(stored, 1);
    while ((await redis.exists(stored)) === 1) await redis.ping();
    const again = await changeStatus(owner, key, 'loaded');
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(items.applied.length - before).toBe(2);
  });

  it('keeps no answer of a failed call, so the key may be sent again', async () => {
    const key = randomUUID();
    const before = items.applied.length;
    items.failNext(503);
    expect((await changeStatus(owner, key, 'loaded')).status).toBe(503);
    const retried = await changeStatus(owner, key, 'loaded');
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(items.applied.length - before).toBe(1);
  });

  it('refuses a malformed key with 400 and leaves calls without a key as they were', async () => {
    const malformed = await changeStatus(owner, 'with space', 'loaded');
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).message).toBe(IDEMPOTENCY_MESSAGES.badKey);
    const before = items.applied.length;
    await changeStatus(owner, undefined, 'loaded');
    await changeStatus(owner, undefined, 'loaded');
    expect(items.applied.length - before).toBe(2);
  });
});

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { api, defineCall, jsonBody, noContent } from '@silkway/contracts';
import {
  answerOr,
  InternalCallError,
  InternalCallRefusedError,
  InternalClient,
  ServiceAddresses,
  ServiceUnavailableError,
  withRequestId,
} from './index.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Replica {
  origin: string;
  received: Received[];
  close: () => Promise<void>;
}

type Answer = { status: number; body?: unknown; delayMs?: number };

/** A real HTTP server standing for one replica of the inventory: records each call, answers `answer(call)`. */
async function startReplica(answer: (call: Received) => Answer): Promise<Replica> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const call = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(call);
      const { status, body, delayMs = 0 } = answer(call);
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(body === undefined ? '' : JSON.stringify(body));
      }, delayMs).unref();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** An address nothing listens on any more: a replica that is down. */
async function deadOrigin(): Promise<string> {
  const replica = await startReplica(() => ({ status: 200 }));
  await replica.close();
  return replica.origin;
}

const TOKEN = 'internal-token-of-the-test';
const REQUEST_ID = '0f8f6a52-7c1e-4a4e-9d3a-2b6f0c1d9e11';
const TRUCK = { id: 7, number: '01 A 777 AA', stateAt: '2026-11-30T10:00:00.000Z' };
const HOLD = { truckId: 7, orderCode: 'SW-AB12-CD34', heldAt: '2026-11-30T10:00:00.000Z' };

const clientOf = (origins: string[], timeoutMs?: number) =>
  new InternalClient({
    token: TOKEN,
    services: {
      inventory: new ServiceAddresses('inventory', origins),
      orders: new ServiceAddresses('orders', origins),
      notifications: new ServiceAddresses('notifications', origins),
      identity: new ServiceAddresses('identity', origins),
    },
    ...(timeoutMs ? { timeoutMs } : {}),
  });

describe('internal client', () => {
  const replicas: Replica[] = [];
  const start = async (answer: (call: Received) => Answer) => {
    const replica = await startReplica(answer);
    replicas.push(replica);
    return replica;
  };
  afterEach(async () => {
    await Promise.all(replicas.splice(0).map((replica) => replica.close()));
  });

  it("steps past a dead replica to the next, with the token and the current request's id, and parses the answer", async () => {
    const live = await start(() => ({ status: 200, body: { ...TRUCK, ignored: true } }));
    const client = clientOf([await deadOrigin(), live.origin]);

    const answer = await withRequestId(REQUEST_ID, () =>
      client.call(api.internal.holdTruck, { params: { itemId: 12 }, body: HOLD }),
    );

    expect(answer).toEqual(TRUCK);
    expect(live.received).toHaveLength(1);
    expect(live.received[0]).toMatchObject({
      method: 'PUT',
      url: '/internal/truck-holds/12',
      headers: {
        'x-internal-token': TOKEN,
        'x-request-id': REQUEST_ID,
        'content-type': 'application/json',
      },
    });
    expect(JSON.parse(live.received[0]?.body ?? '')).toEqual(HOLD);
  });

  it('sends a query and the headers it is given, and an explicit request id over the context', async () => {
    const live = await start(() => ({ status: 204 }));
    const client = clientOf([live.origin]);

    const answer = await withRequestId('another-request', () =>
      client.call(
        api.internal.releaseTruckHold,
        { params: { itemId: 12 }, query: { truckId: 7, heldAt: HOLD.heldAt } },
        { requestId: REQUEST_ID, headers: { 'x-admin-username': 'olga' } },
      ),
    );

    expect(answer).toBeUndefined();
    expect(live.received[0]).toMatchObject({
      method: 'DELETE',
      url: `/internal/truck-holds/12?truckId=7&heldAt=${encodeURIComponent(HOLD.heldAt)}`,
      headers: { 'x-request-id': REQUEST_ID, 'x-admin-username': 'olga' },
    });
  });

  it("answers the owner's 404 as null through find, and as a refusal through call", async () => {
    const live = await start(() => ({
      status: 404,
      body: { statusCode: 404, message: 'Грузовик не найден' },
    }));
    const client = clientOf([live.origin]);
    const input = { params: { itemId: 12 }, body: HOLD };

    expect(await client.find(api.internal.holdTruck, input)).toBeNull();
    const refusal = await client.call(api.internal.holdTruck, input).catch((error) => error);
    expect(refusal).toBeInstanceOf(InternalCallRefusedError);
    expect(refusal).toMatchObject({
      status: 404,
      body: { statusCode: 404, message: 'Грузовик не найден' },
    });
    // A refusal is the owner's answer: no other replica is asked.
    expect(live.received).toHaveLength(2);
  });

  it('is unavailable when no replica answers, naming each', async () => {
    const origins = [await deadOrigin(), await deadOrigin()];
    const failure = await clientOf(origins)
      .call(api.internal.holdTruck, { params: { itemId: 12 }, body: HOLD })
      .catch((error) => error);

    expect(failure).toBeInstanceOf(ServiceUnavailableError);
    for (const origin of origins) expect((failure as Error).message).toContain(origin);
  });

  it('steps past a replica answering 5xx or too slowly when the call may be repeated', async () => {
    const failing = await start(() => ({ status: 503, body: { statusCode: 503, message: 'x' } }));
    const slow = await start(() => ({ status: 200, body: TRUCK, delayMs: 2_000 }));
    const live = await start(() => ({ status: 200, body: TRUCK }));
    const client = clientOf([failing.origin, slow.origin, live.origin], 300);

    expect(
      await client.call(api.internal.holdTruck, { params: { itemId: 12 }, body: HOLD }),
    ).toEqual(TRUCK);
    expect([failing, slow, live].map((replica) => replica.received.length)).toEqual([1, 1, 1]);
  });

  it('sends a POST to one replica only once it may have acted, unless its entry says it is idempotent', async () => {
    const failing = await start(() => ({ status: 500, body: { statusCode: 500, message: 'x' } }));
    const live = await start(() => ({ status: 204 }));
    const client = clientOf([failing.origin, live.origin]);
    // A POST whose owner stores what it takes once however often it arrives (by its id).
    const recordOnce = defineCall({
      method: 'POST',
      path: '/internal/records',
      owner: 'notifications',
      summary: 'Keeps a record by its id',
      body: jsonBody(z.object({ id: z.uuid() })),
      answer: noContent(),
      idempotent: true,
    });

    await expect(
      client.call(api.internal.issuePortalSignInToken, { body: { counterpartyId: 7 } }),
    ).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(live.received).toHaveLength(0);

    await client.call(recordOnce, { body: { id: '7d3f1c52-2c1e-4a4e-9d3a-2b6f0c1d9e11' } });
    expect(live.received.map((call) => call.url)).toEqual(['/internal/records']);
  });

  it("refuses an answer its entry's schema does not describe", async () => {
    const live = await start(() => ({ status: 200, body: { id: 'seven' } }));
    const failure = await clientOf([live.origin])
      .call(api.internal.holdTruck, { params: { itemId: 12 }, body: HOLD })
      .catch((error) => error);

    expect(failure).toBeInstanceOf(InternalCallError);
    expect(failure).not.toBeInstanceOf(ServiceUnavailableError);
    expect((failure as Error).message).toContain('PUT /internal/truck-holds/{itemId}');
  });
  it("answers, through answerOr, the answer, or the caller's refusal (logged) for a call without one", async () => {
    const live = await start(() => ({ status: 200, body: TRUCK }));
    const warnings: string[] = [];
    const logger = { warn: (message: string) => warnings.push(message) };
    const refusal = (failure: InternalCallError) => new Error(`refused: ${failure.call.path}`);
    const hold = (origins: string[]) =>
      answerOr(
        clientOf(origins).call(api.internal.holdTruck, { params: { itemId: 12 }, body: HOLD }),
        refusal,
        logger,
      );

    expect(await hold([live.origin])).toEqual(TRUCK);
    expect(warnings).toEqual([]);
    const dead = await deadOrigin();
    await expect(hold([dead])).rejects.toThrow('refused: /internal/truck-holds/{itemId}');
    expect(warnings).toEqual([expect.stringContaining(`ServiceUnavailableError: inventory PUT`)]);
    expect(warnings[0]).toContain(dead);
    // What is not the call's own failure is no refusal of the caller's.
    const bug = new TypeError('a bug of the caller');
    await expect(answerOr(Promise.reject(bug), refusal, logger)).rejects.toBe(bug);
    expect(warnings).toHaveLength(1);
  });
});

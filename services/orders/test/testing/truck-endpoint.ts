import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TruckHoldBody } from '@silkway/contracts';
import { type EventDelivery, TEST_INTERNAL_TOKEN } from '@silkway/service-kit/testing';

export interface TruckHoldMade extends TruckHoldBody {
  itemId: number;
}

export interface TruckEndpoint {
  url: string;
  /** The inventory's trucks, by id: only these are held. */
  trucks: Map<number, { number: string; stateAt: string }>;
  /** The holds written, in order. */
  holds: TruckHoldMade[];
  /** The holds let go of by a failed write, in order. */
  releases: Array<{ itemId: number; truckId: number; heldAt: string }>;
  /** Runs while a hold is asked for, before it is answered: the item's transaction is still open. */
  whileHolding?: (hold: TruckHoldMade) => Promise<void>;
  close(): Promise<void>;
}

/**
 * The inventory's internal truck holds (PUT and DELETE /internal/truck-holds/{itemId}) on a real
 * port: the orders side is tested up to the HTTP boundary; the inventory tests its own answer.
 */
export async function startTruckEndpoint(): Promise<TruckEndpoint> {
  const endpoint: TruckEndpoint = {
    url: '',
    trucks: new Map(),
    holds: [],
    releases: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://inventory');
    const itemId = Number(/^\/internal\/truck-holds\/(\d+)$/.exec(url.pathname)?.[1]);
    if (!itemId || request.headers['x-internal-token'] !== TEST_INTERNAL_TOKEN) {
      response.writeHead(401).end();
      return;
    }
    if (request.method === 'DELETE') {
      const truckId = Number(url.searchParams.get('truckId'));
      endpoint.releases.push({ itemId, truckId, heldAt: url.searchParams.get('heldAt') ?? '' });
      response.writeHead(204).end();
      return;
    }
    void (async () => {
      const hold: TruckHoldMade = {
        itemId,
        ...(JSON.parse(await bodyOf(request)) as TruckHoldBody),
      };
      const truck = endpoint.trucks.get(hold.truckId);
      if (!truck) {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      await endpoint.whileHolding?.(hold);
      endpoint.holds.push(hold);
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: hold.truckId, ...truck }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return endpoint;
}

/**
 * A truck the inventory has, and its `truck.upserted` delivered to the orders service as the relay
 * would, both as of `stateAt`.
 */
export async function truckKnown(
  endpoint: TruckEndpoint,
  events: EventDelivery,
  { truckId, number }: { truckId: number; number: string },
  stateAt: string,
): Promise<void> {
  endpoint.trucks.set(truckId, { number, stateAt });
  await events.deliver({
    id: randomUUID(),
    occurredAt: stateAt,
    type: 'truck.upserted',
    payload: { truckId, number },
  });
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

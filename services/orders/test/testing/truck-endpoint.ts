import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_INTERNAL_TOKEN } from '@silkway/service-kit/testing';

export interface TruckEndpoint {
  url: string;
  /** The inventory's trucks, by id. */
  trucks: Map<number, { number: string; stateAt: string }>;
  /** The truck ids asked for, in order. */
  asked: number[];
  close(): Promise<void>;
}

/**
 * The inventory's internal truck call (GET /internal/trucks/{id}) on a real port: the orders side is
 * tested up to the HTTP boundary; the inventory tests its own answer.
 */
export async function startTruckEndpoint(): Promise<TruckEndpoint> {
  const trucks = new Map<number, { number: string; stateAt: string }>();
  const asked: number[] = [];
  const server: Server = createServer((request, response) => {
    const id = Number(/^\/internal\/trucks\/(\d+)$/.exec(request.url ?? '')?.[1]);
    if (!id || request.headers['x-internal-token'] !== TEST_INTERNAL_TOKEN) {
      response.writeHead(401).end();
      return;
    }
    asked.push(id);
    const truck = trucks.get(id);
    if (!truck) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ id, ...truck }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    trucks,
    asked,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

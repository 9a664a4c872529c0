import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WarehouseAnswer } from '@silkway/contracts';
import { TEST_INTERNAL_TOKEN } from '@silkway/service-kit/testing';

export interface WarehouseEndpoint {
  url: string;
  /** The inventory's warehouses, by id: only these are answered. */
  warehouses: Map<number, string>;
  /** The warehouse ids asked for, in order. */
  asked: number[];
  close(): Promise<void>;
}

/**
 * The inventory's internal GET /internal/warehouses/{id} on a real port: the orders side is tested
 * up to the HTTP boundary; the inventory tests its own answer.
 */
export async function startWarehouseEndpoint(): Promise<WarehouseEndpoint> {
  const endpoint: WarehouseEndpoint = {
    url: '',
    warehouses: new Map(),
    asked: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    const id = Number(/^\/internal\/warehouses\/(\d+)$/.exec(request.url ?? '')?.[1]);
    if (
      !id ||
      request.method !== 'GET' ||
      request.headers['x-internal-token'] !== TEST_INTERNAL_TOKEN
    ) {
      response.writeHead(401).end();
      return;
    }
    endpoint.asked.push(id);
    const name = endpoint.warehouses.get(id);
    response
      .writeHead(name === undefined ? 404 : 200, { 'content-type': 'application/json' })
      .end(JSON.stringify(name === undefined ? {} : warehouse(id, name)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return endpoint;
}

const warehouse = (id: number, name: string): WarehouseAnswer => ({
  id,
  version: 1,
  name,
  location: name,
  address: null,
  capacity: 1000,
  currentUtilization: 0,
  isActive: true,
  manager: null,
  phone: null,
  comments: null,
  createdAt: '2026-11-01T10:00:00.000Z',
});

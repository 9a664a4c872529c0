import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inventoryItemAnswer } from '@silkway/contracts';
import { TEST_INTERNAL_TOKEN } from '@silkway/service-kit/testing';

// Parsed: the answer's schema keeps what it names (the version, where answers carry one).
export const stockLine = inventoryItemAnswer.parse({
  version: 1,
  id: 55,
  code: '4601234567893',
  name: 'Кабель медный',
  description: null,
  characteristics: null,
  quantity: 40,
  availableQuantity: 40,
  pricePerUnit: 3,
  volume: 0.2,
  volumeType: 'm³',
  warehouseId: 2,
  warehouseName: 'Гуанчжоу',
  deliveryPeriod: null,
  transport: 'Авто',
  createdAt: '2026-11-01T10:00:00.000Z',
});

/** The inventory's part of the search, on a real port: stock lines whose code contains the query. */
export async function startStockSearch(): Promise<{
  url: string;
  down: boolean;
  close: () => Promise<void>;
}> {
  const endpoint = {
    url: '',
    down: false,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://inventory');
    if (
      url.pathname !== '/internal/search' ||
      request.headers['x-internal-token'] !== TEST_INTERNAL_TOKEN
    ) {
      response.writeHead(404).end();
      return;
    }
    if (endpoint.down) {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const inventory = stockLine.code.toLowerCase().includes(q) ? [stockLine] : [];
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ inventory }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return endpoint;
}

import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PortalClientAnswer } from '@silkway/contracts';

export const CLIENT_ID = 42;
export const CLIENT: PortalClientAnswer = {
  name: 'Фарход',
  company: 'Памир Трейд',
  email: 'f@pamir.tj',
  language: 'tj',
  telegramLinked: false,
};

export interface StandInOrders {
  url: string;
  calls: IncomingMessage[];
  /** Answers 500 to everything while set. */
  down: boolean;
  /** The clients with access: any other is answered 404. */
  withAccess: Set<number>;
  close(): Promise<void>;
}

/**
 * The orders service's answer as identity sees it over HTTP (api.internal.portalClient), on a real
 * port: identity is tested up to the HTTP boundary; orders tests its own answer.
 */
export async function startStandInOrders(): Promise<StandInOrders> {
  const server = createServer((request, response) => {
    orders.calls.push(request);
    response.setHeader('content-type', 'application/json');
    if (orders.down) return void response.writeHead(500).end('{"statusCode":500,"message":"x"}');
    const id = Number(/^\/internal\/portal\/clients\/(\d+)$/.exec(request.url ?? '')?.[1]);
    if (!orders.withAccess.has(id))
      return void response.writeHead(404).end('{"statusCode":404,"message":"no"}');
    response.end(JSON.stringify(CLIENT));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const orders: StandInOrders = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: [],
    down: false,
    withAccess: new Set([CLIENT_ID]),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return orders;
}

import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Controller, Module, Post } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { api } from '@silkway/contracts';
import { baseServiceConfig, loadConfig } from '../config/load-config.js';
import { InternalClient, ServiceAddresses } from '../internal-calls/index.js';
import { createServiceApp } from './bootstrap-service.js';

const TOKEN = 'test-internal-token-16';
const REQUEST_ID = '0f8f6a52-7c1e-4a4e-9d3a-2b6f0c1d9e11';
const received: IncomingHttpHeaders[] = [];
const inventory = createServer((request, response) => {
  received.push(request.headers);
  request.resume().on('end', () => response.writeHead(204).end());
});
let client: InternalClient;

@Controller('probe')
class ProbeController {
  @Post()
  async asksTheInventory() {
    // The request id survives the handler's awaits, as it would a transaction's.
    await new Promise((resolve) => setImmediate(resolve));
    await client.call(api.internal.releaseTruckHold, {
      params: { itemId: 1 },
      query: { truckId: 2, heldAt: '2026-11-30T10:00:00.000Z' },
    });
    return { asked: true };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe("a service's calls to another process carry the id of the request they serve", () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    await new Promise<void>((resolve) => inventory.listen(0, '127.0.0.1', resolve));
    const { port } = inventory.address() as AddressInfo;
    client = new InternalClient({
      token: TOKEN,
      services: { inventory: new ServiceAddresses('inventory', [`http://127.0.0.1:${port}`]) },
    });
    const config = loadConfig(baseServiceConfig, { LOG_LEVEL: 'silent', INTERNAL_TOKEN: TOKEN });
    app = await createServiceApp(ProbeModule, { name: 'probe', config });
  });
  afterAll(async () => {
    await app.close();
    inventory.closeAllConnections();
    await new Promise((resolve) => inventory.close(resolve));
  });

  it("passes the caller's x-request-id on, and the one it made up for a call that had none", async () => {
    const given = await app.inject({
      method: 'POST',
      url: '/probe',
      headers: { 'x-internal-token': TOKEN, 'x-request-id': REQUEST_ID },
    });
    expect(given.json()).toEqual({ asked: true });
    const madeUp = await app.inject({
      method: 'POST',
      url: '/probe',
      headers: { 'x-internal-token': TOKEN },
    });
    expect(received.map((headers) => headers['x-request-id'])).toEqual([
      REQUEST_ID,
      madeUp.headers['x-request-id'],
    ]);
    expect(received.map((headers) => headers['x-internal-token'])).toEqual([TOKEN, TOKEN]);
  });
});

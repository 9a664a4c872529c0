import { createServer, connect, type Server, type Socket } from 'node:net';
import {
  signIn,
  startGatewayUnderTest,
  type GatewayUnderTest,
} from './testing/gateway-under-test.js';

/** A TCP relay to the real Redis that can be cut and restored, as a Redis restart looks to the gateway. */
class RedisLink {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const redis = connect(6379, '127.0.0.1');
      for (const socket of [client, redis]) {
        this.sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => this.sockets.delete(socket));
      }
      client.pipe(redis).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server!.address() as { port: number }).port;
  }

  async cut(): Promise<void> {
    const closed = new Promise((resolve) => this.server!.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

describe('gateway while Redis is out of reach', () => {
  const link = new RedisLink();
  let under: GatewayUnderTest;
  beforeAll(async () => {
    await link.open();
    under = await startGatewayUnderTest({ REDIS_URL: `redis://127.0.0.1:${link.port}` });
  });
  afterAll(async () => {
    await under.stop();
    await link.cut();
  });

  it('answers 503 with a retry time instead of 500, and works again with the session kept', async () => {
    const cookie = await signIn(under.url);
    await link.cut();
    const during = await fetch(`${under.url}/api/admin/me`, { headers: { cookie } });
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('5');
    expect(((await during.json()) as { message: string }).message).toMatch(
      /^Сервис временно недоступен/,
    );

    await link.open();
    // ioredis reconnects on its own schedule: wait for the state, not for a time.
    let after = await fetch(`${under.url}/api/admin/me`, { headers: { cookie } });
    while (after.status === 503) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await fetch(`${under.url}/api/admin/me`, { headers: { cookie } });
    }
    expect(after.status).toBe(200);
  });

  it('rides through a Redis restart shorter than a second: the call waits for it and answers', async () => {
    const cookie = await signIn(under.url);
    await link.cut();
    const during = fetch(`${under.url}/api/admin/me`, { headers: { cookie } });
    // The restart itself lasts a set time (REDIS_RETRIES_PER_CALL waits about a second); after it, the
    // test waits for the answer.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await link.open();
    expect((await during).status).toBe(200);
  });
});

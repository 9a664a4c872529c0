import { Agent, request as httpRequest } from 'node:http';
import { startReplicaProcess, type ReplicaProcess } from './testing/replica-processes.js';
import {
  errorOf,
  signIn,
  startGatewayUnderTest,
  type GatewayUnderTest,
} from './testing/gateway-under-test.js';

interface ReplicaAnswer {
  replica: string;
  bodyBytes: number;
}

const healthOf = async (under: GatewayUnderTest) =>
  (await (await fetch(`${under.url}/api/health`)).json()) as { checks: Record<string, unknown> };

describe('several addresses per service', () => {
  let first: ReplicaProcess;
  let second: ReplicaProcess;
  let under: GatewayUnderTest;
  let cookie: string;
  beforeAll(async () => {
    [first, second] = await Promise.all([
      startReplicaProcess('orders-1'),
      startReplicaProcess('orders-2'),
    ]);
    under = await startGatewayUnderTest({ ORDERS_URL: `${first.url}, ${second.url}` });
    cookie = await signIn(under.url);
  });
  afterAll(async () => {
    await Promise.all([first.kill(), second.kill()]);
    await under.stop();
  });

  const getStats = async () => fetch(`${under.url}/api/stats`);
  const postCounterparty = async (body: string) =>
    fetch(`${under.url}/api/admin/counterparties`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body,
    });

  it('spreads calls over the replicas in turn', async () => {
    const answered: string[] = [];
    for (let call = 0; call < 6; call += 1)
      answered.push(((await (await getStats()).json()) as ReplicaAnswer).replica);
    expect(answered.filter((name) => name === 'orders-1')).toHaveLength(3);
    expect(answered.filter((name) => name === 'orders-2')).toHaveLength(3);
    expect((await healthOf(under)).checks.orders).toEqual({
      status: 'ok',
    });
  });

  it('keeps answering when one replica is killed, for reads and for writes with their whole body', async () => {
    await first.kill();
    const body = JSON.stringify({ name: 'ООО Шелковый путь', note: 'x'.repeat(200_000) });
    for (let call = 0; call < 10; call += 1) {
      const read = await getStats();
      expect(read.status).toBe(200);
      expect(((await read.json()) as ReplicaAnswer).replica).toBe('orders-2');
      const write = await postCounterparty(body);
      expect(write.status).toBe(200);
      expect(await write.json()).toMatchObject({
        replica: 'orders-2',
        bodyBytes: Buffer.byteLength(body),
      });
    }
    expect((await healthOf(under)).checks.orders).toEqual({
      status: 'ok',
      downReplicas: [first.url],
    });
  });

  it('answers 503 in Russian when every replica is down, and the keep-alive connection stays usable', async () => {
    await second.kill();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const call = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; body: string; socketReused: boolean }>((resolve, reject) => {
        const request = httpRequest(
          `${under.url}${path}`,
          { method, agent, headers: { cookie, 'content-type': 'application/json' } },
          (answer) => {
            let text = '';
            answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
            answer.on('end', () =>
              resolve({
                status: answer.statusCode ?? 0,
                body: text,
                socketReused: request.reusedSocket,
              }),
            );
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    try {
      const write = await call(
        'POST',
        '/api/admin/counterparties',
        JSON.stringify({ name: 'x'.repeat(100_000) }),
      );
      expect(write.status).toBe(503);
      expect(JSON.parse(write.body).message).toBe(
        'Сервис заказов временно недоступен. Попробуйте через несколько секунд.',
      );
      // The next call on the same connection is answered at once (no connection left waiting for a body).
      const read = await call('GET', '/api/stats');
      expect(read.status).toBe(503);
      const gatewayOwn = await call('GET', '/api/admin/me');
      expect(gatewayOwn.status).toBe(200);
    } finally {
      agent.destroy();
    }
    const health = await fetch(`${under.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await errorOf(await getStats())).toMatchObject({ statusCode: 503 });
  });
});

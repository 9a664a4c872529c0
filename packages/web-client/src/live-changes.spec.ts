import type { ServerResponse } from 'node:http';
import { EventSource } from 'undici';
import type { LiveChange } from '@silkway/contracts';
import { followLiveChanges, type LiveChangeBatch } from './live-changes.js';
import { startTestServer } from './test-server.js';

const change = (id: number): LiveChange => ({
  entity: 'item',
  id: String(id),
  action: 'update',
  version: id,
  at: '2026-11-29T01:00:00.000Z',
  username: 'farhod',
});

describe('followLiveChanges', () => {
  const streams: ServerResponse[] = [];
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    Object.assign(globalThis, { EventSource });
    let refused = 0;
    server = await startTestServer((request, response) => {
      // The gateway while the notifications service is away: 503, twice.
      if (request.url === '/refused-twice' && refused++ < 2) {
        response.writeHead(503, { 'content-type': 'application/json' });
        return void response.end('{}');
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(': open\n\n');
      streams.push(response);
    });
  });
  afterAll(async () => {
    for (const stream of streams) stream.end();
    await server.close();
    Reflect.deleteProperty(globalThis, 'EventSource');
  });

  const opened = async (count: number) => {
    while (streams.length < count) await new Promise((resolve) => setImmediate(resolve));
    return streams[count - 1]!;
  };

  it('hands over changes sent together as one batch, each change as it comes, and a reset alone', async () => {
    const batches: LiveChangeBatch[] = [];
    const seen: LiveChange[] = [];
    let nextBatch: (batch: LiveChangeBatch) => void = () => {};
    const close = followLiveChanges(
      server.url('/events'),
      (batch) => {
        batches.push(batch);
        nextBatch(batch);
      },
      (one) => seen.push(one),
    );
    const stream = await opened(1);
    const batch = () => new Promise<LiveChangeBatch>((resolve) => (nextBatch = resolve));

    let coming = batch();
    for (const id of [1, 2, 3])
      stream.write(`id: ${id}-0\nevent: change\ndata: ${JSON.stringify(change(id))}\n\n`);
    expect(await coming).toEqual({ reset: false, changes: [change(1), change(2), change(3)] });
    expect(seen.map(({ id }) => id)).toEqual(['1', '2', '3']);

    coming = batch();
    stream.write(`event: change\ndata: ${JSON.stringify(change(4))}\n\nevent: reset\ndata: {}\n\n`);
    expect(await coming).toEqual({ reset: true });
    expect(batches).toHaveLength(2);

    const ended = new Promise((resolve) => stream.once('close', resolve));
    close();
    await ended;
  });

  it('hands changes over while they keep coming, not only once they stop', async () => {
    let firstBatch: LiveChangeBatch | undefined;
    const close = followLiveChanges(server.url('/events'), (batch) => (firstBatch ??= batch));
    const stream = await opened(2);
    let sent = 0;
    // An import's changes follow each other closer than the gathering's pause.
    while (!firstBatch && sent < 2_000) {
      stream.write(`event: change\ndata: ${JSON.stringify(change(++sent))}\n\n`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    close();
    expect(sent).toBeLessThan(2_000);
    expect(firstBatch).toMatchObject({
      reset: false,
      changes: expect.arrayContaining([change(1)]),
    });
  });

  it('opens a refused stream again later, and hands over a reset once it is open', async () => {
    const batches: LiveChangeBatch[] = [];
    const before = streams.length;
    const close = followLiveChanges(server.url('/refused-twice'), (batch) => batches.push(batch));
    const stream = await opened(before + 1);
    while (batches.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(batches).toEqual([{ reset: true }]);
    // Once open, it is an ordinary stream again.
    stream.write(`event: change\ndata: ${JSON.stringify(change(5))}\n\n`);
    while (batches.length === 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(batches[1]).toEqual({ reset: false, changes: [change(5)] });
    close();
  }, 20_000);

  it('opens nothing where there is no EventSource', () => {
    const kept = globalThis.EventSource;
    Reflect.deleteProperty(globalThis, 'EventSource');
    const asked = server.received.length;
    try {
      const close = followLiveChanges(server.url('/events'), () => {
        throw new Error('no batch expected');
      });
      close();
      expect(server.received).toHaveLength(asked);
    } finally {
      Object.assign(globalThis, { EventSource: kept });
    }
  });
});

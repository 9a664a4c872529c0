import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { type LiveChangeEntry, LiveChangesReader } from './live-changes-reader.js';
import { LIVE_CHANGE_FIELD, liveChangesKey } from './live-changes-stream.js';

const REDIS_URL = 'redis://127.0.0.1:6379';

const change = (id: string) => ({
  entity: 'order',
  id,
  action: 'update',
  version: 2,
  at: '2026-11-29T05:00:00.000Z',
  username: 'farhod',
  counterpartyId: 7,
});

describe('LiveChangesReader', () => {
  const redis = new Redis(REDIS_URL);
  const prefix = `test-live-${randomUUID()}`;
  const key = liveChangesKey(prefix);
  const read: LiveChangeEntry[] = [];
  let lost = 0;
  const reader = new LiveChangesReader(REDIS_URL, prefix, {
    changes: async (entries) => void read.push(...entries),
    lost: () => void (lost += 1),
  });
  const add = (id: string) => redis.xadd(key, '*', LIVE_CHANGE_FIELD, JSON.stringify(change(id)));
  const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
  /** The reader's own connection, as Redis lists it. */
  const readerConnection = async () =>
    ((await redis.client('LIST')) as string)
      .split('\n')
      .find((line) => line.includes(`name=live-changes-reader:${prefix} `));

  afterAll(async () => {
    await reader.close();
    await redis.del(key);
    redis.disconnect();
  });

  it('looks back only while the stream holds everything after the id asked for', async () => {
    expect(await reader.since('1-0')).toBeUndefined(); // the stream is empty: lost with Redis's data
    const first = (await add('1'))!;
    const second = (await add('2'))!;
    const third = (await add('3'))!;
    expect(await reader.since(first)).toEqual([
      { id: second, change: change('2') },
      { id: third, change: change('3') },
    ]);
    expect(await reader.since(third)).toEqual([]);
    expect(await reader.since('not-an-id')).toBeUndefined();
    await redis.xtrim(key, 'MAXLEN', 1);
    expect(await reader.since(first)).toBeUndefined(); // trimmed past it
  });

  it('follows what is added once started, and tells when Redis comes back without the stream', async () => {
    reader.start();
    await reader.ready;
    // A blocking read that comes back empty (its timeout) is followed by one from the same place:
    // what is added meanwhile is read, where reading again from the newest entry would skip it.
    while (!(await readerConnection())?.includes('cmd=xread')) await pause();
    await redis.client('UNBLOCK', /\bid=(\d+)/.exec((await readerConnection())!)![1]!);
    const id = (await add('4'))!;
    while (read.length === 0) await pause();
    expect(read).toEqual([{ id, change: change('4') }]);

    // A Redis restarted without its data: the stream is gone and the reader's connection drops.
    await redis.del(key);
    const connection = (await readerConnection())!;
    await redis.client('KILL', 'ID', /\bid=(\d+)/.exec(connection)![1]!);
    await add('5');
    while (lost === 0) await pause();
    expect(lost).toBe(1);
  });
});

import { redisConnectionOptions } from '@silkway/service-kit';
import { createTestQueuePrefix } from '@silkway/service-kit/testing';
import { Queue } from 'bullmq';
import type { NotificationsConfig } from '../src/config.js';
import { NotificationQueue } from '../src/queues/notification-queue.js';
import { waitFor } from './testing/notifications-test-kit.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const NAME = 'notification-queue-test';

describe('NotificationQueue (real Redis)', () => {
  const prefix = createTestQueuePrefix(REDIS_URL);
  const config = { REDIS_URL, QUEUE_PREFIX: prefix.prefix } as NotificationsConfig;
  /** Job data → tries so far; a job fails until it has been tried `failures` times. */
  const tries = new Map<string, number>();
  let queue: NotificationQueue<{ key: string; failures: number }>;
  let probe: Queue;

  beforeAll(() => {
    queue = new NotificationQueue(config, {
      name: NAME,
      retries: { backoff: { firstMs: 10, longestMs: 20 }, attempts: 3 },
      keepCompletedSeconds: 60,
      worker: { concurrency: 2 },
      run: async ({ key, failures }) => {
        const tried = (tries.get(key) ?? 0) + 1;
        tries.set(key, tried);
        if (tried <= failures) throw new Error(`${key} fails on try ${tried}`);
      },
    });
    queue.start();
    probe = new Queue(NAME, {
      connection: redisConnectionOptions(REDIS_URL),
      prefix: prefix.prefix,
    });
  });

  afterAll(async () => {
    await queue.close();
    await probe.close();
    await prefix.clear();
  });

  const state = (jobId: string) => probe.getJobState(jobId);

  it('tries a failing job again with the backoff until it succeeds', async () => {
    await queue.add('flaky', { key: 'flaky', failures: 2 });
    await waitFor('the flaky job completes', async () => (await state('flaky')) === 'completed');
    expect(tries.get('flaky')).toBe(3);
  });

  it('runs a job added twice under one id once', async () => {
    await queue.add('twice', { key: 'twice', failures: 0 });
    await queue.add('twice', { key: 'twice', failures: 0 });
    await waitFor('the job completes', async () => (await state('twice')) === 'completed');
    await queue.add('twice', { key: 'twice', failures: 0 });
    expect(await probe.getJobCounts('completed', 'waiting', 'delayed')).toMatchObject({
      waiting: 0,
      delayed: 0,
    });
    expect(tries.get('twice')).toBe(1);
  });

  it('parks a job out of attempts in the failed set', async () => {
    await queue.add('broken', { key: 'broken', failures: 99 });
    await waitFor('the broken job is parked', async () => (await state('broken')) === 'failed');
    expect(tries.get('broken')).toBe(3);
    const job = await probe.getJob('broken');
    expect(job?.failedReason).toBe('broken fails on try 3');
  });
});

import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export interface TestQueuePrefix {
  prefix: string;
  /** Deletes every key under the prefix. */
  clear(): Promise<void>;
}

/** A BullMQ prefix of its own, so parallel test files and a running stack never share a queue. */
export function createTestQueuePrefix(
  redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
): TestQueuePrefix {
  const prefix = `test-${randomBytes(6).toString('hex')}`;
  return {
    prefix,
    async clear() {
      const redis = new Redis(redisUrl);
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
          if (keys.length) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      } finally {
        await redis.quit();
      }
    },
  };
}

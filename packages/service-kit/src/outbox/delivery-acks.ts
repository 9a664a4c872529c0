import type { Redis } from 'ioredis';

/**
 * Acknowledgements travel from a consumer back to the producing service as event ids on a Redis
 * list. Losing one is harmless: the producer publishes the event again after a while, the
 * consumer finds it in `processed_events` and acknowledges again (docs/events.md "Delivery").
 */
export const ackListKey = (queuePrefix: string, producer: string) =>
  `${queuePrefix}:outbox-acks:${producer}`;

const ACKS_PER_READ = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Called by the consumer once the events' effects are committed (or found committed before). */
export async function acknowledge(
  redis: Redis,
  queuePrefix: string,
  producer: string,
  eventIds: readonly string[],
): Promise<void> {
  await redis.rpush(ackListKey(queuePrefix, producer), ...eventIds);
}

/**
 * Waits up to `waitSeconds` for acknowledgements addressed to `producer` and takes up to 1,000 of
 * them at once. `redis` must be a connection of its own: the wait blocks it.
 */
export async function takeAcks(
  redis: Redis,
  queuePrefix: string,
  producer: string,
  waitSeconds: number,
): Promise<string[]> {
  const key = ackListKey(queuePrefix, producer);
  const first = await redis.blpop(key, waitSeconds);
  if (!first) return [];
  const [[, rest]] = (await redis
    .multi()
    .lrange(key, 0, ACKS_PER_READ - 2)
    .ltrim(key, ACKS_PER_READ - 1, -1)
    .exec()) as [[Error | null, string[]], unknown];
  return [first[1], ...(rest ?? [])].filter((id) => UUID.test(id));
}

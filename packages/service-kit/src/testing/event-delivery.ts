import { type DomainEvent, eventCatalog } from '@silkway/contracts';
import { Queue, QueueEvents } from 'bullmq';
import type { BaseServiceConfig } from '../config/load-config.js';
import { EVENT_JOB_OPTIONS } from '../outbox/event-retry-policy.js';
import { redisConnectionOptions } from '../queues/redis-connection.js';

export interface EventDelivery {
  /**
   * Puts `event` on its consumer's queue in a job of its own (job id: the event id unless `jobId` is
   * given) and waits for the worker's result.
   */
  deliver(event: DomainEvent, jobId?: string): Promise<'applied' | 'repeat'>;
  close(): Promise<void>;
}

/** Delivers events to a test service's workers, on its Redis and queue prefix; a queue is opened on first use. */
export function startEventDelivery(
  config: Pick<BaseServiceConfig, 'REDIS_URL' | 'QUEUE_PREFIX'>,
): EventDelivery {
  const connection = redisConnectionOptions(config.REDIS_URL);
  const queues = new Map<string, Promise<{ queue: Queue; events: QueueEvents }>>();
  const open = async (name: string) => {
    const queue = new Queue(name, { connection, prefix: config.QUEUE_PREFIX });
    const events = new QueueEvents(name, { connection, prefix: config.QUEUE_PREFIX });
    await events.waitUntilReady();
    return { queue, events };
  };
  const queueOf = (name: string) => {
    let opened = queues.get(name);
    if (!opened) queues.set(name, (opened = open(name)));
    return opened;
  };
  return {
    async deliver(event, jobId = event.id) {
      const { queue, events } = await queueOf(eventCatalog[event.type].consumer);
      const job = await queue.add(event.type, { events: [event] }, { ...EVENT_JOB_OPTIONS, jobId });
      const [outcome] = (await job.waitUntilFinished(events, 10_000)) as Array<
        'applied' | 'repeat'
      >;
      return outcome!;
    },
    async close() {
      for (const opened of queues.values()) {
        const { queue, events } = await opened;
        await events.close();
        await queue.close();
      }
    },
  };
}

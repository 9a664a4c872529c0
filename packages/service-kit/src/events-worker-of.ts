import { Inject, type Type } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { BaseServiceConfig } from './config/load-config.js';
import type { EventEffects } from './outbox/event-batches.js';
import { ServiceEventsWorker } from './outbox/service-events-worker.js';
import { SERVICE_CONFIG } from './service-core.module.js';

type Instances<T extends readonly Type[]> = { -readonly [K in keyof T]: InstanceType<T[K]> };

/**
 * The base of a service's consumer of its own queue (`class XEventsWorker extends
 * eventsWorkerOf(…) {}`): the data source and the config are injected for it, then `handlers`,
 * which `effects` turns into the effect of each event the service consumes.
 */
export function eventsWorkerOf<const H extends readonly Type[]>(
  consumer: string,
  handlers: H,
  effects: (...handlers: Instances<H>) => EventEffects,
): Type<ServiceEventsWorker> {
  class EventsWorker extends ServiceEventsWorker {
    constructor(dataSource: DataSource, config: BaseServiceConfig, ...injected: Instances<H>) {
      super(consumer, dataSource, config, effects(...injected));
    }
  }
  [getDataSourceToken(), SERVICE_CONFIG, ...handlers].forEach((token, index) =>
    Inject(token)(EventsWorker, undefined, index),
  );
  return EventsWorker;
}

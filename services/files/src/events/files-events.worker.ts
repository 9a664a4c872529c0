import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IdempotentEventWorker, redisConnectionOptions, SERVICE_CONFIG } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import type { FilesConfig } from '../config.js';
import { RemoveTruckFilesWhenTruckDeletedHandler } from '../truck-files/remove-truck-files-when-truck-deleted/remove-truck-files-when-truck-deleted.handler.js';

/** Consumes the `files` queue: every event another service addresses to this one. */
@Injectable()
export class FilesEventsWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly worker: IdempotentEventWorker;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: FilesConfig,
    removeTruckFiles: RemoveTruckFilesWhenTruckDeletedHandler,
  ) {
    this.worker = new IdempotentEventWorker({
      consumer: 'files',
      dataSource,
      connection: redisConnectionOptions(config.REDIS_URL),
      queuePrefix: config.QUEUE_PREFIX,
      logger: new Logger('FilesEventsWorker'),
      effects: { 'truck.deleted': (manager, event) => removeTruckFiles.handle(manager, event) },
    });
  }

  onApplicationBootstrap() {
    this.worker.start();
  }

  onApplicationShutdown() {
    return this.worker.close();
  }
}

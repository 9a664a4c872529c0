import { type DynamicModule, Module } from '@nestjs/common';
import { HealthModule, ServiceCoreModule } from '@silkway/service-kit';
import type { FilesConfig } from './config.js';
import { DownloadsModule } from './downloads/downloads.module.js';
import { FilesEventsWorker } from './events/files-events.worker.js';
import { CreateStoredFilesAndTruckFiles1763856400000 } from './migrations/1763856400000-create-stored-files-and-truck-files.js';
import { ObjectStorage } from './storage/object-storage.js';
import { StorageModule } from './storage/storage.module.js';
import { StoredFile } from './storage/stored-file.entity.js';
import { TruckDocument } from './truck-files/truck-document.entity.js';
import { TruckFilesModule } from './truck-files/truck-files.module.js';
import { TruckFolder } from './truck-files/truck-folder.entity.js';

@Module({})
export class AppModule {
  static forRoot(config: FilesConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          config,
          schema: 'files',
          entities: [StoredFile, TruckFolder, TruckDocument],
          migrations: [CreateStoredFilesAndTruckFiles1763856400000],
        }),
        StorageModule,
        HealthModule.forRoot({ imports: [StorageModule], inject: [ObjectStorage], extraChecks: (storage: ObjectStorage) => [storage.healthCheck] }),
        DownloadsModule,
        TruckFilesModule,
      ],
      providers: [FilesEventsWorker],
    };
  }
}

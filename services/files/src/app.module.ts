import { type DynamicModule, Module } from '@nestjs/common';
import { HealthModule, ServiceCoreModule } from '@silkway/service-kit';
import { ArchiveFolder } from './archive/archive-folder.entity.js';
import { ArchiveMaterial } from './archive/archive-material.entity.js';
import { ArchiveModule } from './archive/archive.module.js';
import type { FilesConfig } from './config.js';
import { DownloadsModule } from './downloads/downloads.module.js';
import { FilesEventsWorker } from './events/files-events.worker.js';
import { CreateStoredFilesAndTruckFiles1763856400000 } from './migrations/1763856400000-create-stored-files-and-truck-files.js';
import { OwnerFilesAndArchive1763856500000 } from './migrations/1763856500000-owner-files-and-archive.js';
import { OwnerDocument } from './owner-files/owner-document.entity.js';
import { OwnerFilesModule } from './owner-files/owner-files.module.js';
import { OwnerFolder } from './owner-files/owner-folder.entity.js';
import { PhotosModule } from './photos/photos.module.js';
import { ObjectStorage } from './storage/object-storage.js';
import { StorageModule } from './storage/storage.module.js';
import { StoredFile } from './storage/stored-file.entity.js';

@Module({})
export class AppModule {
  static forRoot(config: FilesConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          config,
          schema: 'files',
          entities: [StoredFile, OwnerFolder, OwnerDocument, ArchiveFolder, ArchiveMaterial],
          migrations: [
            CreateStoredFilesAndTruckFiles1763856400000,
            OwnerFilesAndArchive1763856500000,
          ],
        }),
        StorageModule,
        HealthModule.forRoot({
          imports: [StorageModule],
          inject: [ObjectStorage],
          extraChecks: (storage: ObjectStorage) => [storage.healthCheck],
        }),
        DownloadsModule,
        PhotosModule,
        OwnerFilesModule,
        ArchiveModule,
      ],
      providers: [FilesEventsWorker],
    };
  }
}

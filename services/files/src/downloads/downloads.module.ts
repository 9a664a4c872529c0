import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module.js';
import { DownloadFileHandler } from './download-file/download-file.handler.js';
import { DownloadFileController } from './download-file/download-file.http.js';
import { FileLinks } from './file-links.js';
import { ShareFileController } from './share-file/share-file.http.js';

@Module({
  imports: [StorageModule],
  controllers: [DownloadFileController, ShareFileController],
  providers: [DownloadFileHandler, FileLinks],
})
export class DownloadsModule {}

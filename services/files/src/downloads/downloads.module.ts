import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module.js';
import { DownloadFileHandler } from './download-file/download-file.handler.js';
import { DownloadFileController } from './download-file/download-file.http.js';

@Module({
  imports: [StorageModule],
  controllers: [DownloadFileController],
  providers: [DownloadFileHandler],
})
export class DownloadsModule {}

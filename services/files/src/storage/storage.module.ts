import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ObjectStorage } from './object-storage.js';
import { StoredFile } from './stored-file.entity.js';
import { StoredFiles } from './stored-files.js';

@Module({
  imports: [TypeOrmModule.forFeature([StoredFile])],
  providers: [ObjectStorage, StoredFiles],
  exports: [ObjectStorage, StoredFiles],
})
export class StorageModule {}

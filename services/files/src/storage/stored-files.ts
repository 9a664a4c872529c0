import { randomUUID } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { fileMessages } from '@silkway/contracts';
import { SERVICE_CONFIG } from '@silkway/service-kit';
import type { EntityManager, Repository } from 'typeorm';
import type { FilesConfig } from '../config.js';
import { inspectDataUrl } from './file-inspection.js';
import { FILE_KINDS, type FileKind } from './file-kinds.js';
import { ObjectStorage } from './object-storage.js';
import { StoredFile } from './stored-file.entity.js';

/** Bytes in S3 plus their row, kept in step: an object whose row failed to commit is removed again. */
@Injectable()
export class StoredFiles {
  constructor(
    @InjectRepository(StoredFile) private readonly files: Repository<StoredFile>,
    private readonly storage: ObjectStorage,
    @Inject(SERVICE_CONFIG) private readonly config: FilesConfig,
  ) {}

  /**
   * Checks a data URL against what `kind` accepts and uploads it, then runs `record` in a
   * transaction with the new row; if that fails the object is removed, so no object is left
   * without a row. `fileName` may be derived from the detected type.
   */
  async storeThen<T>(
    kind: FileKind,
    name: string | ((mimeType: string) => string),
    dataUrl: string,
    record: (file: StoredFile, transaction: EntityManager) => Promise<T>,
  ): Promise<T> {
    const { bytes, mimeType } = await inspectDataUrl(
      dataUrl,
      this.config.FILE_MAX_BYTES,
      FILE_KINDS[kind],
    );
    const fileName = typeof name === 'function' ? name(mimeType) : name;
    const bucket = this.storage.bucketFor(kind);
    const objectKey = randomUUID();
    await this.storage.put(bucket, objectKey, bytes, mimeType);
    try {
      return await this.files.manager.transaction(async (transaction) => {
        const file = await transaction.save(
          Object.assign(new StoredFile(), {
            bucket,
            objectKey,
            fileName,
            mimeType,
            size: bytes.length,
          }),
        );
        return record(file, transaction);
      });
    } catch (error) {
      await this.storage.remove([{ bucket, key: objectKey }]);
      throw error;
    }
  }

  async findByIdOrFail(id: number): Promise<StoredFile> {
    const file = await this.files.findOneBy({ id });
    if (!file) throw new NotFoundException(fileMessages.documentNotFound);
    return file;
  }

  /** Deletes the rows inside the caller's transaction, then the objects; a failure rolls the rows back. */
  async removeWithin(manager: EntityManager, files: StoredFile[]): Promise<void> {
    if (files.length === 0) return;
    await manager.delete(
      StoredFile,
      files.map((file) => file.id),
    );
    await this.storage.remove(files.map((file) => ({ bucket: file.bucket, key: file.objectKey })));
  }
}

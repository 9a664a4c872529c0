import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Readable } from 'node:stream';
import { InjectDataSource } from '@nestjs/typeorm';
import { Audit } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { ObjectStorage } from '../../storage/object-storage.js';
import { StoredFiles } from '../../storage/stored-files.js';
import { requestedPart } from '../byte-range.js';
import { DownloadFileQuery, type FileDownload } from './download-file.query.js';

@QueryHandler(DownloadFileQuery)
export class DownloadFileHandler implements IQueryHandler<DownloadFileQuery> {
  constructor(
    private readonly storedFiles: StoredFiles,
    private readonly storage: ObjectStorage,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute({ storedFileId, rangeHeader }: DownloadFileQuery): Promise<FileDownload> {
    const file = await this.storedFiles.findByIdOrFail(storedFileId);
    const part = requestedPart(rangeHeader, file.size);
    // A document handed out whole is in the audit log; photos are shown on every page that lists items.
    if (part.kind === 'whole' && file.bucket !== this.storage.bucketFor('photos'))
      await Audit.recordAlone(this.dataSource, {
        action: 'download',
        entity:
          file.bucket === this.storage.bucketFor('archive-materials') ? 'material' : 'document',
        entityId: file.id,
        summary: file.fileName,
        changes: [],
      });
    const stream =
      part.kind === 'whole'
        ? await this.storage.read(file.bucket, file.objectKey)
        : part.kind === 'part'
          ? await this.storage.readPart(
              file.bucket,
              file.objectKey,
              part.start,
              part.end - part.start + 1,
            )
          : Readable.from([]);
    return {
      stream,
      fileName: file.fileName,
      mimeType: file.mimeType,
      size: file.size,
      inline: file.isImage,
      part,
    };
  }
}

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Readable } from 'node:stream';
import { ObjectStorage } from '../../storage/object-storage.js';
import { StoredFiles } from '../../storage/stored-files.js';
import { requestedPart } from '../byte-range.js';
import { DownloadFileQuery, type FileDownload } from './download-file.query.js';

@QueryHandler(DownloadFileQuery)
export class DownloadFileHandler implements IQueryHandler<DownloadFileQuery> {
  constructor(
    private readonly storedFiles: StoredFiles,
    private readonly storage: ObjectStorage,
  ) {}

  async execute({ storedFileId, rangeHeader }: DownloadFileQuery): Promise<FileDownload> {
    const file = await this.storedFiles.findByIdOrFail(storedFileId);
    const part = requestedPart(rangeHeader, file.size);
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

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ObjectStorage } from '../../storage/object-storage.js';
import { StoredFiles } from '../../storage/stored-files.js';
import { DownloadFileQuery, type FileDownload } from './download-file.query.js';

@QueryHandler(DownloadFileQuery)
export class DownloadFileHandler implements IQueryHandler<DownloadFileQuery> {
  constructor(
    private readonly storedFiles: StoredFiles,
    private readonly storage: ObjectStorage,
  ) {}

  async execute({ storedFileId }: DownloadFileQuery): Promise<FileDownload> {
    const file = await this.storedFiles.findByIdOrFail(storedFileId);
    const stream = await this.storage.read(file.bucket, file.objectKey);
    return {
      stream,
      fileName: file.fileName,
      mimeType: file.mimeType,
      size: file.size,
      inline: file.isImage,
    };
  }
}

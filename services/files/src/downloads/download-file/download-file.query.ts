import { Query } from '@nestjs/cqrs';
import type { Readable } from 'node:stream';

export interface FileDownload {
  stream: Readable;
  fileName: string;
  mimeType: string;
  size: number;
  inline: boolean;
}

export class DownloadFileQuery extends Query<FileDownload> {
  constructor(readonly storedFileId: number) {
    super();
  }
}

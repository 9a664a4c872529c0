import { Query } from '@nestjs/cqrs';
import type { Readable } from 'node:stream';
import type { RequestedPart } from '../byte-range.js';

export interface FileDownload {
  stream: Readable;
  fileName: string;
  mimeType: string;
  /** Size of the whole file. */
  size: number;
  inline: boolean;
  /** What is sent: the whole file, or the part a Range header asked for. */
  part: RequestedPart;
}

export class DownloadFileQuery extends Query<FileDownload> {
  constructor(
    readonly storedFileId: number,
    readonly rangeHeader?: string,
  ) {
    super();
  }
}

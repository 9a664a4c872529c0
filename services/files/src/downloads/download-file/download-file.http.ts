import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { idParam } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import type { FastifyReply } from 'fastify';
import { DownloadFileQuery } from './download-file.query.js';

@Controller('api/files')
export class DownloadFileController {
  constructor(private readonly queries: QueryBus) {}

  /** Streams from S3 with the type detected at upload; anything but an image downloads as an attachment. */
  @Get(':id/download')
  async download(
    @Param('id', validated(idParam)) id: number,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.queries.execute(new DownloadFileQuery(id));
    const encodedName = encodeURIComponent(file.fileName);
    await reply
      .header('content-type', file.mimeType)
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-disposition',
        `${file.inline ? 'inline' : 'attachment'}; filename="${asciiFallback(file.fileName)}"; filename*=UTF-8''${encodedName}`,
      )
      .send(file.stream);
  }
}

function asciiFallback(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\]/g, '_');
}

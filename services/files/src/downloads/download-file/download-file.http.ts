import { Controller, Headers, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { idParam, api } from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import type { FastifyReply } from 'fastify';
import { DownloadFileQuery } from './download-file.query.js';
import { sendDownload } from './send-download.js';

/** Downloads by id: the gateway lets only signed-in administrators call it (route table `access: 'admin'`). */
@Controller()
export class DownloadFileController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.downloads.byId)
  async download(
    @Param('id', validated(idParam)) id: number,
    @Headers('range') range: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendDownload(reply, await this.queries.execute(new DownloadFileQuery(id, range)));
  }
}

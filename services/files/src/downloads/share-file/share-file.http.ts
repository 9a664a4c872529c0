import { Body, Controller, ForbiddenException, Headers, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  fileLinkQuery,
  fileLinksRequest,
  type FileLinksAnswer,
  type FileLinksRequest,
  fileMessages,
  idParam,
  api,
} from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import type { FastifyReply } from 'fastify';
import { DownloadFileQuery } from '../download-file/download-file.query.js';
import { sendDownload } from '../download-file/send-download.js';
import { FileLinks } from '../file-links.js';

/** Signed links: made for other services' public answers, opened by anyone holding one until it expires. */
@Controller()
export class ShareFileController {
  constructor(
    private readonly queries: QueryBus,
    private readonly links: FileLinks,
  ) {}

  /** Internal: services ask for links to put in answers the public reads. */
  @Endpoint(api.internal.signFileLinks)
  sign(
    @Body(validated(fileLinksRequest)) { fileIds, expiresInMinutes }: FileLinksRequest,
  ): FileLinksAnswer {
    const expiresAt = new Date(Date.now() + expiresInMinutes * 60_000);
    return {
      links: fileIds.map((id) => ({
        id,
        url: this.links.linkTo(id, expiresAt),
        expiresAt: expiresAt.toISOString(),
      })),
    };
  }

  @Endpoint(api.downloads.shared)
  async open(
    @Param('id', validated(idParam)) id: number,
    @Query() query: unknown,
    @Headers('range') range: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const link = fileLinkQuery.safeParse(query);
    const verdict = link.success
      ? this.links.verify(id, link.data.expires, link.data.signature)
      : 'forged';
    if (verdict === 'forged') throw new ForbiddenException(fileMessages.linkForged);
    if (verdict === 'expired') throw new ForbiddenException(fileMessages.linkExpired);
    await sendDownload(reply, await this.queries.execute(new DownloadFileQuery(id, range)));
  }
}
